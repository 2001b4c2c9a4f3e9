import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope } from '#server/test/assertions';
import {
  findUserRow,
  forgotPassword,
  latestTokenFor,
  login,
  profile,
  readOutbox,
  registerUnverifiedUser,
  registerUser,
} from '#server/test/test-app';
import { hashOneTimeToken } from './one-time-tokens';

const t = setupTestApp({ env: { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_ACCOUNT: '1000' } });

const resetPassword = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

/** A fresh account with one outstanding reset link (`unverified`: an account made before sign-up links). */
async function userWithResetToken({ unverified = false } = {}) {
  const user = unverified ? await registerUnverifiedUser(t) : await registerUser(t);
  await forgotPassword(t, user.email);
  return { ...user, resetToken: await latestTokenFor(t, user.email, '/reset-password') };
}

const expectInvalidToken = (response: Awaited<ReturnType<typeof resetPassword>>) =>
  expectErrorEnvelope(response, 400, 'INVALID_TOKEN');

describe('POST /api/auth/forgot-password', () => {
  it('answers an unknown email exactly like a known one, and mails nobody', async () => {
    const user = await registerUser(t);
    const known = await forgotPassword(t, user.email);
    const mailsBefore = await readOutbox(t);
    const unknown = await forgotPassword(t, 'nobody-here@example.com');

    expect(unknown.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toEqual({
      success: true,
      data: { message: 'Password reset instructions sent to your email' },
    });
    expect(await readOutbox(t)).toEqual(mailsBefore);
  });

  it('mails a reset link that expires in 30 minutes', async () => {
    const user = await userWithResetToken();
    const [mail] = (await readOutbox(t)).filter(
      (message) => message.to === user.email && message.subject.includes('Reset'),
    );
    expect(mail?.links).toEqual([`http://dream.test/reset-password?token=${user.resetToken}`]);
    expect(mail?.text).toContain('30 minutes');

    const [row] = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashOneTimeToken(user.resetToken)));
    const minutesLeft = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(25);
    expect(minutesLeft).toBeLessThanOrEqual(30);
  });

  it('stores only a hash of the token', async () => {
    const user = await userWithResetToken();
    const rows = await t.database.db.select().from(oneTimeTokens);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tokenHash).not.toBe(user.resetToken);
      expect(row.tokenHash).not.toContain(user.resetToken);
    }
  });

  it('gives a different token for every request', async () => {
    const user = await userWithResetToken();
    await forgotPassword(t, user.email);
    expect(await latestTokenFor(t, user.email, '/reset-password')).not.toBe(user.resetToken);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password: the old one stops working, the new one signs in', async () => {
    const user = await userWithResetToken();
    expect((await resetPassword(user.resetToken, 'brand-new-password')).statusCode).toBe(200);
    expectErrorEnvelope(await login(t, user.email, user.password), 401, 'INVALID_CREDENTIALS');
    expect((await login(t, user.email, 'brand-new-password')).statusCode).toBe(200);
  });

  it('marks the email verified (following the link proves the mailbox)', async () => {
    const user = await userWithResetToken({ unverified: true });
    expect((await findUserRow(t, user.email))?.isEmailVerified).toBe(false);
    await resetPassword(user.resetToken, 'brand-new-password');
    expect((await findUserRow(t, user.email))?.isEmailVerified).toBe(true);
  });

  it('signs out every session of the account, and no other account', async () => {
    const user = await userWithResetToken();
    const bystander = await registerUser(t);
    const secondDevice = (await login(t, user.email, user.password)).json().data.token;
    expect((await profile(t, secondDevice)).statusCode).toBe(200);

    expect((await resetPassword(user.resetToken, 'brand-new-password')).statusCode).toBe(200);

    expectErrorEnvelope(await profile(t, user.token), 401, 'UNAUTHORIZED');
    expectErrorEnvelope(await profile(t, secondDevice), 401, 'UNAUTHORIZED');
    expect((await profile(t, bystander.token)).statusCode).toBe(200);
  });

  it('works once: a reused token is a 400 INVALID_TOKEN', async () => {
    const user = await userWithResetToken();
    expect((await resetPassword(user.resetToken, 'first-new-password')).statusCode).toBe(200);
    const reused = expectInvalidToken(await resetPassword(user.resetToken, 'second-new-password'));
    expect(reused.message).toMatch(/invalid or has expired/);
    expect((await login(t, user.email, 'first-new-password')).statusCode).toBe(200);
  });

  it('rejects an expired token and keeps the old password', async () => {
    const user = await userWithResetToken();
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.tokenHash, hashOneTimeToken(user.resetToken)));
    expectInvalidToken(await resetPassword(user.resetToken, 'too-late-password'));
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a token with one character changed', null],
  ])('rejects %s', async (_label, token) => {
    const user = await userWithResetToken();
    const changed = `${user.resetToken.slice(0, -1)}${user.resetToken.endsWith('A') ? 'B' : 'A'}`;
    expectInvalidToken(await resetPassword(token ?? changed, 'guessed-password'));
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it('rejects the hash stored in the database used as a token', async () => {
    const user = await userWithResetToken();
    expectInvalidToken(await resetPassword(hashOneTimeToken(user.resetToken), 'from-a-db-leak'));
  });

  it('rejects an email verification token', async () => {
    const user = await registerUnverifiedUser(t);
    const verificationToken = await latestTokenFor(t, user.email, '/verify-email');
    expectInvalidToken(await resetPassword(verificationToken, 'wrong-purpose'));
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
    // …and the verification link still works for its own purpose.
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: verificationToken },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('does not use up the token when the new password is invalid', async () => {
    const user = await userWithResetToken();
    expectErrorEnvelope(await resetPassword(user.resetToken, '123'), 400, 'VALIDATION_ERROR');
    expect((await resetPassword(user.resetToken, 'valid-new-password')).statusCode).toBe(200);
  });

  it('makes every other outstanding reset link stop working', async () => {
    const user = await registerUser(t);
    await forgotPassword(t, user.email);
    const first = await latestTokenFor(t, user.email, '/reset-password');
    await forgotPassword(t, user.email);
    const second = await latestTokenFor(t, user.email, '/reset-password');

    expect((await resetPassword(second, 'password-from-second')).statusCode).toBe(200);
    expectInvalidToken(await resetPassword(first, 'password-from-first'));
    expect((await login(t, user.email, 'password-from-second')).statusCode).toBe(200);
  });

  it('lets exactly one of five concurrent uses of one token succeed', async () => {
    const user = await userWithResetToken();
    const passwords = Array.from({ length: 5 }, (_, index) => `concurrent-password-${index}`);
    const responses = await Promise.all(
      passwords.map((password) => resetPassword(user.resetToken, password)),
    );

    const winners = responses.flatMap((response, index) => (response.statusCode === 200 ? [index] : []));
    expect(winners).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) expectInvalidToken(response);

    const winner = passwords[winners[0] ?? -1] as string;
    expect((await login(t, user.email, winner)).statusCode).toBe(200);
    for (const loser of passwords.filter((password) => password !== winner)) {
      expect((await login(t, user.email, loser)).statusCode).toBe(401);
    }
  });
});
