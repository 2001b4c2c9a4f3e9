import { LRUCache } from 'lru-cache';
import type { UserRow } from '#server/db/schema';

export interface CachedSession {
  user: UserRow;
  sessionId: string;
  /** The token's own expiry (ms); a hit past it is a miss. */
  expiresAtMs: number;
}

/**
 * Every authenticated request needs its token checked and its session's user loaded. Doing both
 * each time (an HMAC through WebCrypto and a database round trip) made the cheapest authenticated
 * route 20× slower than a bare one, so verified tokens are remembered in-process for a few
 * seconds, keyed by the exact token string: a forged or altered token is never a key.
 *
 * Revocation stays immediate on this instance: logout, password reset and user changes evict.
 * Another instance may honour a revoked session for at most `ttlMs` (docs/decisions).
 */
export function createSessionCache({ ttlMs = 5_000, max = 10_000 } = {}) {
  const cache = new LRUCache<string, CachedSession>({ max, ttl: ttlMs });
  // Bumped by every eviction. A request that read its session from the database before an
  // eviction must not cache it afterwards: the row it read may be the one just revoked (a
  // logout racing a request with the same token re-cached the revoked session for `ttlMs`).
  let generation = 0;

  const evictWhere = (matches: (entry: CachedSession) => boolean) => {
    generation++;
    for (const [token, entry] of cache.entries()) {
      if (matches(entry)) cache.delete(token);
    }
  };

  return {
    get(token: string): CachedSession | undefined {
      const entry = cache.get(token);
      return entry && entry.expiresAtMs > Date.now() ? entry : undefined;
    },
    /** Take this before reading the session from the database and hand it to `set`. */
    generation: () => generation,
    /** Caches the entry unless an eviction happened since `readAt` (then the read may be stale). */
    set(token: string, entry: CachedSession, readAt: number): void {
      if (readAt === generation) cache.set(token, entry);
    },
    evictSession: (sessionId: string) => evictWhere((entry) => entry.sessionId === sessionId),
    /** After a change to the user (password, verification, profile) or to all its sessions. */
    evictUser: (userId: string) => evictWhere((entry) => entry.user.id === userId),
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
