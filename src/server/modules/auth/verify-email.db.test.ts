import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope } from '#server/test/assertions';
import {
  bearer,
  findUserRow,
  forgotPassword,
  latestTokenFor,
  profile,
  readOutbox,
  registerUnverifiedUser,
} from '#server/test/test-app';
import { hashOneTimeToken } from './one-time-tokens';

/** Accounts made before sign-up links verified the address (decision 0069) still verify it this way. */
const t = setupTestApp({ env: { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_ACCOUNT: '1000' } });

const verifyEmail = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const resendVerification = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers });
const verificationMailsTo = async (email: string) =>
  (await readOutbox(t)).filter((mail) => mail.to === email && mail.subject.includes('Confirm'));

describe('POST /api/auth/verify-email', () => {
  it('verifies the account with the mailed token; the profile shows it', async () => {
    const user = await registerUnverifiedUser(t);
    expect((await profile(t, user.token)).json().data.user.isEmailVerified).toBe(false);

    const response = await verifyEmail(await latestTokenFor(t, user.email, '/verify-email'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ _id: user.userId, isEmailVerified: true });
    expect((await profile(t, user.token)).json().data.user.isEmailVerified).toBe(true);
  });

  it('rejects a used token', async () => {
    const user = await registerUnverifiedUser(t);
    const token = await latestTokenFor(t, user.email, '/verify-email');
    expect((await verifyEmail(token)).statusCode).toBe(200);
    expectErrorEnvelope(await verifyEmail(token), 400, 'INVALID_TOKEN');
  });

  it('rejects an unknown token and changes nothing', async () => {
    const user = await registerUnverifiedUser(t);
    expectErrorEnvelope(await verifyEmail('unknown-token-value'), 400, 'INVALID_TOKEN');
    expect((await findUserRow(t, user.email))?.isEmailVerified).toBe(false);
  });

  it('rejects an expired token', async () => {
    const user = await registerUnverifiedUser(t);
    const token = await latestTokenFor(t, user.email, '/verify-email');
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)));
    expectErrorEnvelope(await verifyEmail(token), 400, 'INVALID_TOKEN');
    expect((await findUserRow(t, user.email))?.isEmailVerified).toBe(false);
  });

  it('rejects a password reset token, which stays usable for its own purpose', async () => {
    const user = await registerUnverifiedUser(t);
    await forgotPassword(t, user.email);
    const resetToken = await latestTokenFor(t, user.email, '/reset-password');
    expectErrorEnvelope(await verifyEmail(resetToken), 400, 'INVALID_TOKEN');
    expect((await findUserRow(t, user.email))?.isEmailVerified).toBe(false);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: 'violet-tram-orbit-7' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('lets exactly one of five concurrent uses of one token succeed', async () => {
    const user = await registerUnverifiedUser(t);
    const token = await latestTokenFor(t, user.email, '/verify-email');
    const responses = await Promise.all(Array.from({ length: 5 }, () => verifyEmail(token)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('requires a signed-in user', async () => {
    expectErrorEnvelope(await resendVerification(), 401, 'UNAUTHORIZED');
    expectErrorEnvelope(await resendVerification(bearer('garbage')), 401, 'UNAUTHORIZED');
  });

  it('mails a new link that works, and the old link stops working', async () => {
    const user = await registerUnverifiedUser(t);
    const oldToken = await latestTokenFor(t, user.email, '/verify-email');

    const response = await resendVerification(bearer(user.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(await verificationMailsTo(user.email)).toHaveLength(2);

    const newToken = await latestTokenFor(t, user.email, '/verify-email');
    expect(newToken).not.toBe(oldToken);
    expectErrorEnvelope(await verifyEmail(oldToken), 400, 'INVALID_TOKEN');
    expect((await verifyEmail(newToken)).statusCode).toBe(200);
  });

  it('is a 409 CONFLICT once the email is verified, and sends nothing', async () => {
    const user = await registerUnverifiedUser(t);
    await verifyEmail(await latestTokenFor(t, user.email, '/verify-email'));

    const response = await resendVerification(bearer(user.token));
    expect(expectErrorEnvelope(response, 409, 'CONFLICT').message).toMatch(/already verified/);
    expect(await verificationMailsTo(user.email)).toHaveLength(1);
  });
});
