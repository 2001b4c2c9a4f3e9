import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activate,
  bearer,
  createTestApp,
  forgotPassword,
  latestTokenFor,
  login,
  registerUser,
  type TestApp,
} from '../test/test-app';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=abc', '/reset-password?token=[redacted]'],
    ['/verify-email?lang=en&token=abc#top', '/verify-email?lang=en&token=[redacted]#top'],
    [
      '/x?TOKEN=abc&code=1&key=2&secret=3',
      '/x?TOKEN=[redacted]&code=[redacted]&key=[redacted]&secret=[redacted]',
    ],
    ['/api/health', '/api/health'],
    ['/x?tokenish=keep', '/x?tokenish=keep'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

/** A pino destination that keeps every log line. */
function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  return { stream, text: () => lines.join('\n'), lines };
}

describe('the server log', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const PASSWORD = 'Pa55word-That-Must-Not-Leak';
  const WRONG_PASSWORD = 'Wrong-Pa55word-Never-Logged';
  const PAGE_TOKEN = 'SECRETpageTOKENvalue1234567890';

  it('holds request lines with ids, but no password, session token or link token', async () => {
    const log = logCollector();
    t = await createTestApp({ logStream: log.stream });
    const email = 'logged@example.com';

    const { token: sessionToken } = await registerUser(t, { email, password: PASSWORD, firstName: 'Log' });
    await t.app.inject({ method: 'GET', url: `/activate?token=${PAGE_TOKEN}` });
    const loginToken = (await login(t, email, PASSWORD)).json().data.token as string;
    await login(t, email, WRONG_PASSWORD);
    await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(sessionToken) });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${email}","password":"${PASSWORD}`,
    });
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${PAGE_TOKEN}` });
    await t.app.inject({ method: 'GET', url: `/verify-email?token=${PAGE_TOKEN}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: PAGE_TOKEN, password: PASSWORD },
    });
    await t.app.mail.flush();

    const text = log.text();
    const requestLines = log.lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(requestLines.length).toBeGreaterThanOrEqual(8);
    for (const entry of requestLines) expect(entry.reqId).toMatch(/\S/);
    expect(text).toContain('/reset-password?token=[redacted]');
    for (const secret of [PASSWORD, WRONG_PASSWORD, PAGE_TOKEN, sessionToken, loginToken]) {
      expect(text).not.toContain(secret);
    }
  });

  it('in production, does not log the one-time links of mails either', async () => {
    const log = logCollector();
    t = await createTestApp({
      env: { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'demo' },
      logStream: log.stream,
    });
    const email = 'prod-logged@example.com';
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD } });
    // The sign-up link (decision 0069), then the reset link of the account it made.
    const signUpToken = await latestTokenFor(t, email, '/activate');
    expect((await activate(t, signUpToken, undefined, { password: PASSWORD })).statusCode).toBe(201);
    await forgotPassword(t, email);
    const resetToken = await latestTokenFor(t, email, '/reset-password');

    const text = log.text();
    for (const secret of [PASSWORD, resetToken, signUpToken]) expect(text).not.toContain(secret);
  });
});
