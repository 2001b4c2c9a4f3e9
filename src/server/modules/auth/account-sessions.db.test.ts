import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import {
  bearer,
  createTestApp,
  forgotPassword,
  latestTokenFor,
  login,
  profile,
  readOutbox,
  registerUser,
  type TestApp,
} from '#server/test/test-app';

/**
 * Account management (decision 0061): change the password (needs the current one, signs out the
 * other sessions, mails the owner), list the sessions with device and last use, sign out one or
 * all others, an idle timeout besides the absolute lifetime, and a mail after a reset.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_ACCOUNT: '1000', SESSION_IDLE_HOURS: '2' },
  });
});
afterAll(() => t.close());

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function signInWith(email: string, password: string, userAgent: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

const listSessions = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  post('/api/auth/change-password', token, { currentPassword, newPassword });

describe('sessions list', () => {
  it('shows each live session with its device and last use, the current one marked; nobody else’s', async () => {
    const user = await registerUser(t);
    const laptop = await signInWith(user.email, user.password, firefox);
    await signInWith(user.email, user.password, iphone);
    await registerUser(t);

    const response = await listSessions(laptop);
    expect(response.statusCode).toBe(200);
    const listed = response.json().data.sessions as {
      device: string;
      current: boolean;
      lastSeenAt: string;
    }[];
    expect(listed).toHaveLength(3);
    expect(listed.map((session) => session.device).sort()).toEqual([
      'Firefox on Linux',
      'Safari on iPhone',
      'Unknown device',
    ]);
    expect(listed.filter((session) => session.current).map((session) => session.device)).toEqual([
      'Firefox on Linux',
    ]);
    for (const session of listed) expect(Date.parse(session.lastSeenAt)).not.toBeNaN();
  });

  it('"sign out this one" ends that session only; another user’s session id is a 404', async () => {
    const user = await registerUser(t);
    const phone = await signInWith(user.email, user.password, iphone);
    const listed = (await listSessions(user.token)).json().data.sessions as {
      _id: string;
      current: boolean;
    }[];
    const phoneId = listed.find((session) => !session.current)?._id;

    const stranger = await registerUser(t);
    expectErrorEnvelope(await post(`/api/auth/sessions/${phoneId}/revoke`, stranger.token), 404);
    expect((await profile(t, phone)).statusCode).toBe(200);

    expect((await post(`/api/auth/sessions/${phoneId}/revoke`, user.token)).statusCode).toBe(200);
    expect((await profile(t, phone)).statusCode).toBe(401);
    expect((await profile(t, user.token)).statusCode).toBe(200);
    expectErrorEnvelope(await post(`/api/auth/sessions/${phoneId}/revoke`, user.token), 404);
    expectValidationError(await post('/api/auth/sessions/not-a-uuid/revoke', user.token), 'id');
  });

  it('"sign out all others" keeps only the session that asked', async () => {
    const user = await registerUser(t);
    const others = [
      await signInWith(user.email, user.password, firefox),
      await signInWith(user.email, user.password, iphone),
    ];
    const response = await post('/api/auth/sessions/revoke-others', user.token);
    expect(response.json().data.message).toBe('2 other devices were signed out.');
    for (const token of others) expect((await profile(t, token)).statusCode).toBe(401);
    expect((await profile(t, user.token)).statusCode).toBe(200);
    expect((await listSessions(user.token)).json().data.sessions).toHaveLength(1);
  });
});

describe('idle timeout (sliding expiry)', () => {
  it('ends a session unused for SESSION_IDLE_HOURS although its absolute lifetime runs on', async () => {
    const user = await registerUser(t);
    const { db } = t.database;
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.userId));
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours 1 minute'` })
      .where(eq(sessions.userId, user.userId));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);
    expect((await profile(t, user.token)).statusCode).toBe(401);
  });

  it('pushes the idle expiry back with each use', async () => {
    const user = await registerUser(t);
    const { db } = t.database;
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 hour 59 minutes'` })
      .where(eq(sessions.userId, user.userId));
    expect((await profile(t, user.token)).statusCode).toBe(200);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('change password', () => {
  it('needs the current password', async () => {
    const user = await registerUser(t);
    const wrong = await changePassword(user.token, 'not-my-password', 'a brand new passphrase');
    const body = expectErrorEnvelope(wrong, 400, 'INVALID_CREDENTIALS');
    expect(body.errors?.map((error) => error.field)).toEqual(['currentPassword']);
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
    expectValidationError(await changePassword(user.token, user.password, 'short'), 'newPassword');
    expectErrorEnvelope(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: user.password, newPassword: 'a brand new passphrase' },
      }),
      401,
    );
  });

  it('changes it, signs out the other sessions, keeps this one, and mails the owner', async () => {
    const user = await registerUser(t);
    const other = await signInWith(user.email, user.password, iphone);
    const response = await changePassword(user.token, user.password, 'a brand new passphrase');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe(
      'Your password has been changed. 1 other device was signed out.',
    );
    expect((await profile(t, other)).statusCode).toBe(401);
    expect((await profile(t, user.token)).statusCode).toBe(200);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
    expect((await login(t, user.email, 'a brand new passphrase')).statusCode).toBe(200);

    const mails = (await readOutbox(t)).filter((mail) => mail.to === user.email);
    const notice = mails.find((mail) => mail.subject === 'Your Dream Life password was changed');
    expect(notice?.text).toContain('changed in your account settings');
    expect(notice?.links.join(' ')).not.toContain('token=');
  });
});

describe('password reset', () => {
  it('mails the owner that the password was reset', async () => {
    const user = await registerUser(t);
    await forgotPassword(t, user.email);
    const token = await latestTokenFor(t, user.email, '/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'another good passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    const notice = (await readOutbox(t)).find(
      (mail) => mail.to === user.email && mail.subject === 'Your Dream Life password was changed',
    );
    expect(notice?.text).toContain('reset with a link');
  });
});

describe('a correctly signed token naming a malformed session id', () => {
  it('is a 401, not a 500', async () => {
    const user = await registerUser(t);
    const token = await new SignJWT({ sid: 'not-a-uuid' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.userId)
      .setIssuer('dream-life')
      .setAudience('dream-life-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(t.config.jwtSecret);
    expectErrorEnvelope(await profile(t, token), 401);
  });
});
