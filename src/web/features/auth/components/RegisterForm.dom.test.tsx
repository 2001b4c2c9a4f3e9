import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authLimits, commonPasswordMessage } from '#shared/auth';
import { passwordStrengthText } from '#web/lib/account/passwordStrength';
import { RegisterForm } from './RegisterForm';

/** The sign-up form as the auth dialog renders it (docs/product.md §5, decision 0069). */
function renderForm() {
  render(<RegisterForm />);
  return userEvent.setup();
}

const field = (name: string) => screen.getByLabelText(name, { exact: true }) as HTMLInputElement;
const create = () => screen.getByRole('button', { name: 'Create Account' });

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** The server's answers: the one sign-up reply, or a refusal pinned to a field. */
const replies = {
  mailed: () => Response.json({ success: true, data: { message: 'Check your email for a link.' } }),
  commonPassword: () =>
    Response.json(
      {
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'password: This password is too common.',
        errors: [{ field: 'password', message: commonPasswordMessage }],
      },
      { status: 400 },
    ),
};

describe('the sign-up form', () => {
  it('asks only for the email and the password, once each, and sends nothing', async () => {
    const fetch = vi.fn(replies.mailed);
    vi.stubGlobal('fetch', fetch);
    const user = renderForm();
    await user.click(create());

    expect(screen.getAllByText('Email is required')).toHaveLength(1);
    expect(screen.getAllByText('Password is required')).toHaveLength(1);
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription(/Email is required/);
    // Names are optional.
    expect(field('First name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Last name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/First name/, { selector: 'p' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says what is wrong with an address and a short password, and clears each as it is fixed', async () => {
    vi.stubGlobal('fetch', vi.fn(replies.mailed));
    const user = renderForm();
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), 'short');
    await user.click(create());

    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText(`Password must be at least ${authLimits.passwordMin} characters`)).toBeVisible();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'ada@example.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(field('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Password'), ' and longer');
    expect(screen.queryByText(/Password must be at least/)).toBeNull();
  });

  it('says how strong the password is as it is typed, in the field’s description', async () => {
    const user = renderForm();
    expect(screen.queryByText(passwordStrengthText['too-short'])).toBeNull();
    await user.type(field('Password'), 'abc');
    expect(screen.getByText(passwordStrengthText['too-short'])).toBeVisible();
    expect(field('Password')).toHaveAccessibleDescription(passwordStrengthText['too-short']);
    await user.type(field('Password'), ' quiet harbour lanterns at dusk');
    expect(screen.getByText(passwordStrengthText.strong)).toBeVisible();
  });

  it('sends trimmed answers without blank names, says where the link went, and forgets the password', async () => {
    const fetch = vi.fn(replies.mailed);
    vi.stubGlobal('fetch', fetch);
    const user = renderForm();
    await user.type(field('Email'), '  Ada@Example.com ');
    await user.type(field('Password'), 'quiet harbour lanterns');
    await user.click(create());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your email for a link. It went to ada@example.com.',
    );
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.com',
      password: 'quiet harbour lanterns',
    });
    expect(field('Password')).toHaveValue('');
    // The address stays as typed (an email input drops the outer spaces itself).
    expect(field('Email')).toHaveValue('Ada@Example.com');
    // The activation page (another tab) offers to come back here.
    expect(window.localStorage.getItem('signUpReturn')).toContain('"path":"/"');
  });

  it('puts a refusal the server pinned to the password under it, once, and nowhere else', async () => {
    vi.stubGlobal('fetch', vi.fn(replies.commonPassword));
    const user = renderForm();
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'password123');
    await user.click(create());

    expect(await screen.findByText(commonPasswordMessage)).toBeVisible();
    expect(screen.getAllByText(commonPasswordMessage)).toHaveLength(1);
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveAccessibleDescription(new RegExp(commonPasswordMessage));
    expect(screen.queryByRole('alert', { name: /password:/ })).toBeNull();
    expect(screen.queryByText(/password:/)).toBeNull();
  });
});
