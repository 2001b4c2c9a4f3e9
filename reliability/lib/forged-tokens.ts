import { randomBytes } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';

/**
 * Tokens an attacker could build from a real one (src/server/modules/auth/session-tokens.ts signs
 * HS256 with JWT_SECRET, naming the session in `sid` and the user in `sub`): each keeps the real
 * token's claims, so only the one property under test is wrong.
 */
export interface ForgedTokens {
  /** Correctly signed with the server's key, for a live session, but past its `exp`. */
  expired: string;
  /** Unexpired claims for a live session, signed with a key the server does not know. */
  otherKey: string;
  /** Unexpired claims for a live session, with `alg: none` and no signature. */
  algNone: string;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function forgeTokens(realToken: string, serverSecret: Uint8Array): Promise<ForgedTokens> {
  const claims = decodeJwt(realToken);
  const now = Math.floor(Date.now() / 1000);
  const sign = (key: Uint8Array, issuedAt: number, expiresAt: number) =>
    new SignJWT({ ...claims, iat: issuedAt, exp: expiresAt })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key);
  return {
    expired: await sign(serverSecret, now - 7200, now - 60),
    otherKey: await sign(new Uint8Array(randomBytes(32)), now, now + 3600),
    algNone: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iat: now, exp: now + 3600 })}.`,
  };
}

/** The session id (`sid`) a token names. */
export function sessionIdOf(token: string): string {
  const { sid } = decodeJwt(token);
  if (typeof sid !== 'string') throw new Error('token without sid');
  return sid;
}
