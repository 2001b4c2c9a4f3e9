import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema';
import { expectErrorEnvelope } from '#server/test/assertions';
import { createTestApp, login, profile, registerUser, type TestApp } from '#server/test/test-app';

let t: TestApp;
let user: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_ACCOUNT: '1000' } });
  user = await registerUser(t, { email: 'login@example.com', password: 'Correct-Password' });
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs in with the right password; the token opens the profile', async () => {
    const response = await login(t, 'login@example.com', 'Correct-Password');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data.user).toMatchObject({ _id: user.userId, email: 'login@example.com' });
    const me = await profile(t, data.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe('login@example.com');
  });

  it('matches the email whatever its case and surrounding whitespace', async () => {
    expect((await login(t, '  LOGIN@Example.com ', 'Correct-Password')).statusCode).toBe(200);
  });

  it('starts one session per login, each with its own working token', async () => {
    const first = (await login(t, user.email, user.password)).json().data.token;
    const second = (await login(t, user.email, user.password)).json().data.token;
    expect(first).not.toBe(second);
    expect((await profile(t, first)).statusCode).toBe(200);
    expect((await profile(t, second)).statusCode).toBe(200);
  });

  describe('failures reveal nothing about which part was wrong', () => {
    const cases = [
      ['an unknown email', 'nobody@example.com', 'Correct-Password'],
      ['a wrong password', 'login@example.com', 'Wrong-Password'],
      ['a password differing only in case', 'login@example.com', 'correct-password'],
      ['a password with extra whitespace', 'login@example.com', ' Correct-Password'],
    ] as const;

    it.each(cases)('%s → 401 "Invalid email or password"', async (_label, email, password) => {
      const response = await login(t, email, password);
      const body = expectErrorEnvelope(response, 401, 'INVALID_CREDENTIALS');
      expect(body.message).toBe('Invalid email or password');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('gives exactly the same body for an unknown email and a wrong password', async () => {
      const unknown = await login(t, 'nobody@example.com', 'Correct-Password');
      const wrong = await login(t, 'login@example.com', 'Wrong-Password');
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('creates no session', async () => {
      const count = () => t.database.db.$count(sessions, eq(sessions.userId, user.userId));
      const before = await count();
      await login(t, 'login@example.com', 'Wrong-Password');
      expect(await count()).toBe(before);
    });
  });
});
