import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import {
  closedPort,
  decodeQuotedPrintable,
  headerOf,
  type SmtpCapture,
  startSmtpCapture,
  textBodyOf,
} from '#server/test/smtp-capture';
import { signUpOverSmtp } from '#server/test/smtp-sign-up';
import { createTestApp, forgotPassword, login, type TestApp } from '#server/test/test-app';

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

  const signUp = (email: string, password?: string) => signUpOverSmtp(t, smtp, email, password);

  it('delivers the reset mail; its link resets the password', async () => {
    const user = await signUp('smtp-user@example.com');
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

  it('delivers the sign-up link on registration; opening it makes the account', async () => {
    const { link, activated } = await signUp('verify-by-smtp@example.com');
    expect(link).toMatch(/^http:\/\/dream\.test\/activate\?token=[\w-]{43}$/);
    expect(activated.statusCode).toBe(201);
  });
});

describe('with the SMTP server down', () => {
  const t = setupTestApp(async () => ({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } }));

  it('still answers forgot-password with 200, and keeps the mail queued for a retry', async () => {
    // No mail arrives, so no sign-up link either: the account is written directly.
    const email = 'smtp-down@example.com';
    await t.database.db.insert(users).values({ email, passwordHash: 'not-a-hash' });
    const response = await forgotPassword(t, email);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);

    await t.app.mail.flush();
    // Not lost (decision 0105): queued again for later, with the refusal recorded.
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'mail'));
    expect(queued.map((job) => [job.status, (job.payload.message as { subject: string }).subject])).toEqual([
      ['queued', 'Reset your Dream Life password'],
    ]);
    expect(queued[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
