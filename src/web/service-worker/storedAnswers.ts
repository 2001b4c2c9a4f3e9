import { offlineMaxAgeMs } from '#web/lib/offline/offlineCaches';

/**
 * How an API answer is stored for offline use and when a stored one may be shown
 * (docs/decisions/0077): stamped with when it was stored and with a digest of the session that
 * asked for it, so a copy is only ever given back to the same session, and never after 30 days.
 */
export const storedAtHeader = 'x-dream-life-stored-at';
export const sessionHeader = 'x-dream-life-session';

/** SHA-256 of the request's Authorization header, hex: the token itself is never stored twice. */
export async function sessionDigest(authorization: string | null): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization ?? ''));
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A copy of `response` carrying when and for which session it was stored. */
export async function stampedCopy(response: Response, session: string, now: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(storedAtHeader, String(now));
  headers.set(sessionHeader, session);
  return new Response(await response.clone().blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** True when a stored answer may be shown to `session` at `now`. */
export function isUsable(stored: Response, session: string, now: number): boolean {
  const storedAt = Number(stored.headers.get(storedAtHeader));
  return (
    stored.headers.get(sessionHeader) === session &&
    Number.isFinite(storedAt) &&
    now - storedAt >= 0 &&
    now - storedAt <= offlineMaxAgeMs
  );
}

/**
 * The cache key of a read sent as POST: the Cache API stores GET requests only, so the body's
 * digest goes into the query of a GET key that is never fetched.
 */
export async function postReadKey(url: URL, body: string): Promise<string> {
  const key = new URL(url);
  key.searchParams.set('dream-life-body', await sessionDigest(body));
  return key.href;
}
