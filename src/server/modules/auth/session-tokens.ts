import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'dream-life';
const AUDIENCE = 'dream-life-web';

/**
 * The HMAC key, imported once. Handing jose the raw secret made it re-import the key on every
 * request, which was the single largest cost of an authenticated request (bench/results).
 */
export function importSessionKey(secret: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

export interface SessionClaims {
  userId: string;
  sessionId: string;
}

export interface VerifiedSessionClaims extends SessionClaims {
  expiresAtMs: number;
}

/** A short HS256 JWT that names a session row; the row, not the JWT, decides whether it is valid. */
export function signSessionToken(claims: SessionClaims, key: CryptoKey, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);
}

/** Returns the claims of a well-formed, correctly signed, unexpired token; otherwise null. */
export async function verifySessionToken(
  token: string,
  key: CryptoKey,
): Promise<VerifiedSessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      // Pinning the algorithm is what rejects `alg: none` and algorithm-confusion tokens.
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !payload.exp) return null;
    return { userId: payload.sub, sessionId: payload.sid, expiresAtMs: payload.exp * 1000 };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
