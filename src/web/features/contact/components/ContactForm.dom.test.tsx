import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';

/** The form as the contact page renders it, signed out (no stored token: no profile request). */
function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <h2 id="contact-form-heading">Send us a message</h2>
      <ContactForm />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const field = (name: string) => screen.getByLabelText(name, { exact: true }) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Send Message' });

const typed = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.com',
  Message: 'Keep me, please.',
} as const;

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(typed)) await user.type(field(label), value);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the contact form (docs/product.md §5)', () => {
  it('names every missing required field inline, marks only those invalid, and clears each as it is fixed', async () => {
    const user = renderForm();
    await user.click(send());
    for (const error of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Message is required',
    ]) {
      expect(screen.getByText(error)).toBeVisible();
    }
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First name')).toHaveAccessibleDescription(/First name is required/);
    expect(field('Phone (optional)')).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Email'), 'not-an-email');
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    await user.type(field('First name'), 'Grace');
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(field('First name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s refusal, keeps everything typed, and does the same when the network is down', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        {
          success: false,
          code: 'RATE_LIMITED',
          message: 'Too many attempts. Please wait 5 minutes and try again.',
        },
        { status: 429 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const user = renderForm();
    await fillIn(user);
    await user.click(send());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait 5 minutes and try again.');
    expect(alert).toHaveTextContent('still here');
    for (const [label, value] of Object.entries(typed)) expect(field(label)).toHaveValue(value);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]).toEqual([
      '/api/contact',
      expect.objectContaining({ method: 'POST', body: expect.stringContaining('"firstName":"Ada"') }),
    ]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await user.click(send());
    expect(await screen.findByText(/Could not reach the server/)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('still here');
    for (const [label, value] of Object.entries(typed)) expect(field(label)).toHaveValue(value);
  });
});
