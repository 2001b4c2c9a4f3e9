import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { importSessionKey, signSessionToken, verifySessionToken } from './session-tokens';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-characters!');
const claims = {
  userId: '0b06c809-64ba-4a68-8531-ab3563eee074',
  sessionId: '9eab4c00-a2a5-406f-8a90-1733770eceac',
};
const inOneHour = () => new Date(Date.now() + 3600_000);
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with the right secret from any header and payload (to reach the claim checks). */
function forge(header: object, payload: object) {
  const signingInput = `${encode(header)}.${encode(payload)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

const validPayload = () => ({
  sub: claims.userId,
  sid: claims.sessionId,
  iss: 'dream-life',
  aud: 'dream-life-web',
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 3600,
});

// The synchronous verifier replaced jose's jwtVerify on the hot path; these pin it to the same rules.
describe('verifySessionToken', () => {
  it('accepts what signSessionToken signed', async () => {
    const expiresAt = inOneHour();
    const token = await signSessionToken(claims, await importSessionKey(secret), expiresAt);
    expect(verifySessionToken(token, secret)).toEqual({
      ...claims,
      expiresAtMs: Math.floor(expiresAt.getTime() / 1000) * 1000,
    });
  });

  it('accepts a forged-but-correct token (the control for the cases below)', () => {
    expect(verifySessionToken(forge({ alg: 'HS256', typ: 'JWT' }, validPayload()), secret)).not.toBeNull();
  });

  it('refuses another spelling of the right signature (a stray character in it)', async () => {
    const token = await signSessionToken(claims, await importSessionKey(secret), inOneHour());
    expect(verifySessionToken(`${token}!`, secret)).toBeNull();
    expect(verifySessionToken(`${token}A`, secret)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const other = new TextEncoder().encode('another-secret-of-at-least-32-characters');
    const token = await signSessionToken(claims, await importSessionKey(other), inOneHour());
    expect(verifySessionToken(token, secret)).toBeNull();
  });

  it.each([
    ['alg none', { alg: 'none', typ: 'JWT' }],
    ['another HMAC', { alg: 'HS512', typ: 'JWT' }],
    ['a crit extension', { alg: 'HS256', typ: 'JWT', crit: ['b64'], b64: false }],
    ['an unencoded payload', { alg: 'HS256', b64: false }],
  ])('refuses a header with %s', (_label, header) => {
    expect(verifySessionToken(forge(header, validPayload()), secret)).toBeNull();
  });

  it.each<[string, Record<string, unknown>]>([
    ['no exp', { exp: undefined }],
    ['an exp in the past', { exp: Math.floor(Date.now() / 1000) - 1 }],
    ['a text exp', { exp: '9999999999' }],
    ['an nbf in the future', { nbf: Math.floor(Date.now() / 1000) + 600 }],
    ['another issuer', { iss: 'someone-else' }],
    ['another audience', { aud: 'someone-else' }],
    ['no session id', { sid: undefined }],
    // Signed with the right key but naming no possible session row: was a 500 from the uuid cast.
    ['a session id that is not a UUID', { sid: 'not-a-uuid' }],
    ['a user id that is not a UUID', { sub: "1' or '1'='1" }],
    ['a numeric subject', { sub: 42 }],
  ])('refuses a payload with %s', (_label, change) => {
    expect(
      verifySessionToken(forge({ alg: 'HS256', typ: 'JWT' }, { ...validPayload(), ...change }), secret),
    ).toBeNull();
  });

  it('accepts an audience list that names this app', () => {
    const payload = { ...validPayload(), aud: ['elsewhere', 'dream-life-web'] };
    expect(verifySessionToken(forge({ alg: 'HS256', typ: 'JWT' }, payload), secret)).not.toBeNull();
  });

  it.each(['', 'abc', 'a.b', 'a.b.c.d', '..', 'not-base64.%%%.sig'])(
    'refuses the malformed token %j',
    (token) => {
      expect(verifySessionToken(token, secret)).toBeNull();
    },
  );
});
