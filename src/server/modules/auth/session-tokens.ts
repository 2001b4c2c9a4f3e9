import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);

const audienceMatches = (aud: unknown) => aud === AUDIENCE || (Array.isArray(aud) && aud.includes(AUDIENCE));

/**
 * Returns the claims of a well-formed, correctly signed, unexpired token; otherwise null.
 *
 * Verified here with node:crypto, synchronously, rather than with jose: jose verifies through
 * WebCrypto, an async job on the libuv pool, which under a login load waited behind argon2 runs;
 * and its generic claim checks cost more than the HMAC. The checks are jose's for our tokens:
 * the algorithm pinned to HS256 (no `alg: none`, no algorithm confusion), no `crit` extensions,
 * the signature compared in constant time, issuer, audience, `exp` required and in the future,
 * `nbf` (when present) in the past. sessions.db.test.ts forges each way a token can be wrong.
 */
export function verifySessionToken(token: string, secret: Uint8Array): VerifiedSessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedHeader = '', encodedPayload = '', encodedSignature = ''] = parts;
  const header = decodeJson(encodedHeader);
  if (header?.alg !== 'HS256' || 'crit' in header || 'b64' in header) return null;
  // Compared as text: Node's base64url decoder skips stray characters, so comparing decoded bytes
  // would accept several spellings of one signature.
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${encodedHeader}.${encodedPayload}`).digest('base64url'),
  );
  const signature = Buffer.from(encodedSignature);
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;

  const payload = decodeJson(encodedPayload);
  if (!payload || payload.iss !== ISSUER || !audienceMatches(payload.aud)) return null;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const { exp, nbf, sub, sid } = payload;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= nowSeconds) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return null;
  // Both name uuid columns: anything else reached the query, failed the uuid cast and gave a 500.
  if (!isUuid(sub) || !isUuid(sid)) return null;
  return { userId: sub, sessionId: sid, expiresAtMs: exp * 1000 };
}
