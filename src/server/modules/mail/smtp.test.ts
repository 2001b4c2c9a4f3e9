import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import {
  closedPort,
  decodeQuotedPrintable,
  headerOf,
  type SmtpCapture,
  startSmtpCapture,
  textBodyOf,
} from '#server/test/smtp-capture';
import { createTestApp, forgotPassword, login, registerUser, type TestApp } from '#server/test/test-app';

describe('decodeQuotedPrintable (the test helper that reads SMTP messages)', () => {
  it('joins soft line breaks and decodes =XX bytes as UTF-8', () => {
    expect(decodeQuotedPrintable('https://a.test/r?token=3Dabc=\r\ndef =C3=A9')).toBe(
      'https://a.test/r?token=abcdef é',
    );
  });
});

describe('mail over real SMTP', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Dream Life <hello@dream.test>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset mail; its link resets the password', async () => {
    const user = await registerUser(t, { email: 'smtp-user@example.com' });
    expect((await forgotPassword(t, user.email)).statusCode).toBe(200);
    await t.app.mail.flush();

    const message = smtp.messages.find((mail) => headerOf(mail.raw, 'subject')?.includes('Reset'));
    if (!message) throw new Error(`no reset mail among ${smtp.messages.length} received`);
    expect(message.to).toEqual(['smtp-user@example.com']);
    expect(message.from).toBe('hello@dream.test');
    expect(headerOf(message.raw, 'to')).toContain('smtp-user@example.com');

    const text = textBodyOf(message.raw);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text)?.[0];
    if (!link) throw new Error(`no reset link in:\n${text}`);
    expect(link.startsWith('http://dream.test/reset-password?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'password-from-smtp' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, user.email, 'password-from-smtp')).statusCode).toBe(200);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
  });

  it('delivers the verification mail on registration', async () => {
    const user = await registerUser(t, { email: 'verify-by-smtp@example.com' });
    await t.app.mail.flush();
    const message = smtp.messages.find((mail) => mail.to.includes(user.email));
    expect(message && textBodyOf(message.raw)).toMatch(/http:\/\/dream\.test\/verify-email\?token=[\w-]{43}/);
  });
});

describe('with the SMTP server down', () => {
  const t = setupTestApp(async () => ({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } }));

  it('still answers forgot-password with 200, and logs the failed delivery', async () => {
    const logError = vi.spyOn(t.app.log, 'error');
    const user = await registerUser(t);
    const response = await forgotPassword(t, user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);

    await t.app.mail.flush();
    const failures = logError.mock.calls.filter((call) => call[1] === 'mail delivery failed');
    expect(failures.map((call) => (call[0] as { subject: string }).subject)).toContain(
      'Reset your Dream Life password',
    );
  });
});
