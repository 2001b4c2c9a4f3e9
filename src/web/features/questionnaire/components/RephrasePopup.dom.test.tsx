import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aiMessages, type RephraseResult } from '#shared/ai';
import { rephraseText } from '../api/rephraseRequest';
import { RephrasePopup } from './RephrasePopup';

vi.mock('../api/rephraseRequest', () => ({ rephraseText: vi.fn() }));
const rephrase = vi.mocked(rephraseText);

/** The popup beside a textarea holding the answer, as the question field opens it. */
function renderPopup(text: string) {
  const anchor = document.createElement('textarea');
  document.body.append(anchor);
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <RephrasePopup anchor={anchor} text={text} locked={false} onApply={onApply} onClose={onClose} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onApply, onClose };
}

const answer = 'i wanna live by the sea w my kids';
const reply = (result: Partial<RephraseResult>) =>
  rephrase.mockResolvedValue({ text: answer, source: 'offline', unchanged: false, ...result });

beforeEach(() => {
  rephrase.mockReset();
});

describe('the rephrase popup (decision 0109)', () => {
  it('shows the proposal beside the answer and writes nothing until Use', async () => {
    reply({ text: 'I want to live by the sea with my kids.' });
    const { user, onApply } = renderPopup(answer);
    await user.click(screen.getByRole('button', { name: 'Rephrase' }));
    expect(await screen.findByText('I want to live by the sea with my kids.')).toBeVisible();
    expect(screen.getByText(answer)).toBeVisible();
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use' }));
    expect(onApply).toHaveBeenLastCalledWith('I want to live by the sea with my kids.');
  });

  it('restores the answer as typed after the proposal was used', async () => {
    reply({ text: 'I want to live by the sea with my kids.' });
    const { user, onApply } = renderPopup(answer);
    await user.click(screen.getByRole('button', { name: 'Rephrase' }));
    await user.click(await screen.findByRole('button', { name: 'Use' }));
    await user.click(screen.getByRole('button', { name: 'Restore mine' }));
    expect(onApply).toHaveBeenLastCalledWith(answer);
  });

  it('keeps the answer when the person keeps theirs', async () => {
    reply({ text: 'I want to live by the sea with my kids.' });
    const { user, onApply } = renderPopup(answer);
    await user.click(screen.getByRole('button', { name: 'Rephrase' }));
    await user.click(await screen.findByRole('button', { name: 'Keep mine' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.queryByText('I want to live by the sea with my kids.')).toBeNull();
  });

  it('says so when the text could not be changed, and offers nothing to use', async () => {
    reply({ unchanged: true });
    const { user, onApply } = renderPopup(answer);
    await user.click(screen.getByRole('button', { name: 'Rephrase' }));
    expect(await screen.findByText(aiMessages.unchanged)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use' })).toBeNull();
    expect(onApply).not.toHaveBeenCalled();
  });
});
