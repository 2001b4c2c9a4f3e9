import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { questionnaireLimits, questionnaireSections } from '#shared/questionnaire';
import { counterFrom, lengthCounterText } from '../answerLimit';
import { useQuestionnaireStore } from '../store/questionnaireStore';
import { QuestionnairePage } from './QuestionnairePage';

/**
 * The questionnaire's rules as a visitor meets them (docs/product.md §2, §5; decision 0010): a
 * section must be answered to go on, each step is an address, Back returns, a long answer shows a
 * counter and a paste that does not fit is cut at a word and said. Signed out: no request is made.
 */

/** Shows where the router is, so a test can read the address the page wrote. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/questionnaire" element={<QuestionnairePage />} />
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/results" element={<p>Results page</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const address = () => screen.getByTestId('address').textContent;
const heading = (step: number) =>
  screen.getByRole('heading', { level: 1, name: questionnaireSections[step]?.title });
const answerBox = (step: number, question: number) =>
  screen.getByLabelText(questionnaireSections[step]?.questions[question]?.label ?? '', {
    exact: true,
  }) as HTMLTextAreaElement;
const next = () => screen.getByRole('button', { name: /^(Next|Complete & See Results)$/ });
const stillToAnswer = () => screen.queryByText('Answer every question to continue.');

/** Answers every question of `step` (the store takes them as typing would). */
function answerSection(step: number) {
  const section = questionnaireSections[step];
  if (!section) throw new Error(`no step ${step}`);
  act(() => {
    for (const question of section.questions) {
      useQuestionnaireStore.getState().updateAnswer(question.key, `An answer for ${question.key}`);
    }
  });
}

beforeEach(() => {
  window.localStorage.clear();
  useQuestionnaireStore.getState().clearAnswers();
});

afterEach(() => {
  useQuestionnaireStore.getState().clearAnswers();
});

describe('the questionnaire page', () => {
  it('opens at step 1 in the address and holds Next until every question has a non-blank answer', async () => {
    const user = renderAt('/questionnaire');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      questionnaireSections[0]?.title ?? '',
    );
    expect(address()).toBe('/questionnaire?step=1');
    expect(next()).toBeDisabled();
    expect(stillToAnswer()).toBeVisible();

    const questions = questionnaireSections[0]?.questions ?? [];
    for (const [index] of questions.entries()) {
      expect(next()).toBeDisabled();
      await user.type(answerBox(0, index), index === questions.length - 1 ? '   ' : 'A quiet life');
    }
    // Spaces alone are no answer.
    expect(next()).toBeDisabled();
    await user.type(answerBox(0, questions.length - 1), 'by the sea');
    expect(next()).toBeEnabled();
    expect(stillToAnswer()).toBeNull();
  });

  it('moves a step at a time through the address, focuses the new heading, and Back returns with the answers kept', async () => {
    const user = renderAt('/questionnaire');
    await screen.findByRole('heading', { level: 1 });
    // No note on the first step: there is nothing to lose yet.
    expect(screen.queryByText(/saved on this device only/)).toBeNull();
    answerSection(0);
    await user.click(next());

    expect(heading(1)).toBeVisible();
    expect(heading(1)).toHaveFocus();
    expect(address()).toBe('/questionnaire?step=2');
    expect(screen.getByText(/Your answers are saved on this device only until you/)).toBeVisible();
    expect(next()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading(0)).toHaveFocus();
    expect(address()).toBe('/questionnaire?step=1');
    expect(answerBox(0, 0)).toHaveValue(`An answer for ${questionnaireSections[0]?.questions[0]?.key}`);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Home page')).toBeVisible();
  });

  it('opens a step the answers do not reach yet at the furthest one they do', async () => {
    answerSection(0);
    answerSection(1);
    renderAt('/questionnaire?step=9');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      questionnaireSections[2]?.title ?? '',
    );
    expect(address()).toBe('/questionnaire?step=3');
  });

  it('ends on the last step with "Complete & See Results", which takes a visitor to the results', async () => {
    const last = questionnaireSections.length - 1;
    for (let step = 0; step < last; step++) answerSection(step);
    const user = renderAt(`/questionnaire?step=${last + 1}`);
    await screen.findByRole('heading', { level: 1, name: questionnaireSections[last]?.title });
    expect(next()).toHaveTextContent('Complete & See Results');
    expect(next()).toBeDisabled();
    answerSection(last);
    await user.click(next());
    expect(screen.getByText('Results page')).toBeVisible();
  });

  it('shows a counter only near the limit, and cuts a paste that does not fit after a whole word, saying so', async () => {
    const user = renderAt('/questionnaire');
    await screen.findByRole('heading', { level: 1 });
    const box = answerBox(0, 1);
    const counter = (length: number) => screen.queryByText(lengthCounterText(length));

    act(() => {
      useQuestionnaireStore.getState().updateAnswer(box.name as never, 'w'.repeat(counterFrom - 1));
    });
    expect(screen.queryByText(/of 2,000 characters/)).toBeNull();
    await user.type(box, 'x');
    expect(counter(counterFrom)).toBeVisible();
    expect(box).toHaveAccessibleDescription(lengthCounterText(counterFrom));

    await user.clear(box);
    await user.type(box, 'I drive the school bus at dawn.');
    await user.paste(` ${'and then a quiet place with a kiln '.repeat(70)}`);
    const value = box.value;
    expect(value.length).toBeLessThanOrEqual(questionnaireLimits.answerMax);
    expect(value.length).toBeGreaterThan(questionnaireLimits.answerMax - 50);
    expect(value).toMatch(/(?:and|then|a|quiet|place|with|kiln)$/);
    // The field's own live region (each field has one; this is the one its description names).
    const notice = document.getElementById(`${box.id}-left-out`);
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent(
      /^An answer holds at most 2,000 characters, so the last [\d,]+ characters of what you pasted were left out\./,
    );
    expect(box).toHaveAccessibleDescription(new RegExp(`${lengthCounterText(value.length)}`));
    // One message for the field: the notice goes as soon as the answer gets shorter.
    await user.type(box, '{Backspace}');
    expect(notice).toBeEmptyDOMElement();
    expect(screen.getAllByRole('status').filter((status) => status.textContent)).toEqual([]);
  });
});
