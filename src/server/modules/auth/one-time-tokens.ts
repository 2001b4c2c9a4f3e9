import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: unguessable, and URL-safe so it fits in a mail link. */
export function generateOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only this hash is stored. SHA-256 (not argon2) is right here: the token is random with 256 bits
 * of entropy, so there is nothing to brute-force, and lookups by hash stay a single index probe.
 */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
