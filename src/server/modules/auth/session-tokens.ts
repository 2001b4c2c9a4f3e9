import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'dream-life';
const AUDIENCE = 'dream-life-web';

export interface SessionClaims {
  userId: string;
  sessionId: string;
}

/** A short HS256 JWT that names a session row; the row, not the JWT, decides whether it is valid. */
export function signSessionToken(
  claims: SessionClaims,
  secret: Uint8Array,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secret);
}

/** Returns the claims of a well-formed, correctly signed, unexpired token; otherwise null. */
export async function verifySessionToken(token: string, secret: Uint8Array): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      // Pinning the algorithm is what rejects `alg: none` and algorithm-confusion tokens.
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
