import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema';
import { expectErrorEnvelope } from '#server/test/assertions';
import { bearer, createTestApp, login, profile, registerUser, type TestApp } from '#server/test/test-app';

let t: TestApp;
let me: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_ACCOUNT: '1000' } });
  me = await registerUser(t);
  other = await registerUser(t);
});
afterAll(() => t.close());

const sessionIdOf = (token: string) => decodeJwt(token).sid as string;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A session token as the app signs it, with any part overridable to forge a bad one. */
function signToken(
  overrides: Partial<{
    sub: string;
    sid: string | undefined;
    secret: Uint8Array;
    alg: string;
    issuer: string;
    audience: string;
    expiresAt: number;
  }> = {},
) {
  const claims = 'sid' in overrides ? { sid: overrides.sid } : { sid: sessionIdOf(me.token) };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: overrides.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(overrides.sub ?? me.userId)
    .setIssuer(overrides.issuer ?? 'dream-life')
    .setAudience(overrides.audience ?? 'dream-life-web')
    .setIssuedAt()
    .setExpirationTime(overrides.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(overrides.secret ?? t.config.jwtSecret);
}

const expectUnauthorized = async (headers: Record<string, string>) => {
  for (const request of [
    { method: 'GET' as const, url: '/api/auth/profile' },
    { method: 'POST' as const, url: '/api/auth/logout' },
    { method: 'POST' as const, url: '/api/auth/resend-verification' },
  ]) {
    const response = await t.app.inject({ ...request, headers });
    expectErrorEnvelope(response, 401, 'UNAUTHORIZED');
    expect(response.headers['cache-control']).toBe('no-store');
  }
};

describe('a request without a usable token', () => {
  it('is a 401 with no Authorization header', async () => {
    await expectUnauthorized({});
  });

  it.each([
    ['an empty header', ''],
    ['the scheme only', 'Bearer'],
    ['the scheme and a space', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwYXNzd29yZA=='],
    ['a token without a scheme', 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln'],
    ['a double space', 'Bearer  eyJhbGciOiJIUzI1NiJ9.e30.c2ln'],
  ])('is a 401 with %s', async (_label, authorization) => {
    await expectUnauthorized({ authorization });
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['three garbage segments', 'a.b.c'],
    ['a JSON header that is not an object', `${Buffer.from('null').toString('base64url')}.e30.sig`],
    ['10 KB of garbage', 'x'.repeat(10 * 1024)],
  ])('is a 401 with %s as the token', async (_label, token) => {
    await expectUnauthorized(bearer(token));
  });

  it('accepts a well-formed token (the control for every case below)', async () => {
    expect((await profile(t, await signToken())).statusCode).toBe(200);
  });

  it('is a 401 with a token signed with another secret', async () => {
    await expectUnauthorized(bearer(await signToken({ secret: new TextEncoder().encode('x'.repeat(64)) })));
  });

  it('is a 401 with an unsigned `alg: none` token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      sub: me.userId,
      sid: sessionIdOf(me.token),
      iss: 'dream-life',
      aud: 'dream-life-web',
      iat: now,
      exp: now + 3600,
    };
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
    await expectUnauthorized(bearer(unsigned));
  });

  it('is a 401 with a real token whose payload was edited (signature no longer matches)', async () => {
    const [header, , signature] = me.token.split('.');
    const payload = { ...decodeJwt(me.token), sub: other.userId, sid: sessionIdOf(other.token) };
    await expectUnauthorized(bearer(`${header}.${base64url(payload)}.${signature}`));
  });

  it('is a 401 with another HMAC algorithm, even with the right secret', async () => {
    await expectUnauthorized(bearer(await signToken({ alg: 'HS512' })));
  });

  it.each([
    ['issuer', { issuer: 'someone-else' }],
    ['audience', { audience: 'another-app' }],
  ])('is a 401 with the wrong %s', async (_label, overrides) => {
    await expectUnauthorized(bearer(await signToken(overrides)));
  });

  it('is a 401 with no session id claim', async () => {
    await expectUnauthorized(bearer(await signToken({ sid: undefined })));
  });

  it('is a 401 with an expired token for a live session', async () => {
    const expired = await signToken({ expiresAt: Math.floor(Date.now() / 1000) - 60 });
    await expectUnauthorized(bearer(expired));
  });

  it("is a 401 with my user id and someone else's session id", async () => {
    await expectUnauthorized(bearer(await signToken({ sid: sessionIdOf(other.token) })));
  });

  it('is a 401 with a session id that does not exist', async () => {
    await expectUnauthorized(bearer(await signToken({ sid: '00000000-0000-4000-8000-000000000000' })));
  });

  it('is a 401 when the session row has expired, even if the JWT has not', async () => {
    const { token } = (await login(t, me.email, me.password)).json().data;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, sessionIdOf(token)));
    await expectUnauthorized(bearer(token));
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes that session only: its token stops working, another login keeps working', async () => {
    const user = await registerUser(t);
    const laptop = (await login(t, user.email, user.password)).json().data.token;
    const phone = (await login(t, user.email, user.password)).json().data.token;
    expect((await profile(t, laptop)).statusCode).toBe(200);

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(laptop) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().success).toBe(true);

    await expectUnauthorized(bearer(laptop));
    expect((await profile(t, phone)).statusCode).toBe(200);
    expect((await profile(t, user.token)).statusCode).toBe(200);

    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(laptop)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it("cannot end someone else's session", async () => {
    const victim = await registerUser(t);
    const attacker = await registerUser(t);
    const forged = await signToken({ sub: attacker.userId, sid: sessionIdOf(victim.token) });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(forged) });
    expect((await profile(t, victim.token)).statusCode).toBe(200);
  });
});
