/**
 * What the service worker (src/web/service-worker/sw.ts) keeps for offline use and under which
 * names, shared with the page, which clears the user's part on sign-out (docs/decisions/0077).
 * The app opens offline for 30 days after the last visit (docs/product.md §9).
 */

export const offlineDays = 30;
export const offlineMaxAgeMs = offlineDays * 24 * 60 * 60 * 1000;

/** The app shell of one build (HTML shells, their chunks, CSS, fonts): `<prefix><version>`. */
export const shellCachePrefix = 'dream-life-shell-';
/** Hashed files fetched at run time (the 3D scene's chunks, lazily loaded code): same for all users. */
export const assetCacheName = 'dream-life-assets';
/** The signed-in user's API answers the offline pages need: cleared on sign-out. */
export const apiCacheName = 'dream-life-api';

/**
 * The API reads /vision-realized and /today need to draw offline, and nothing else: any other
 * API answer is never stored. `anyQuery` answers from the stored copy whatever its query (the
 * calendar asks for a range that moves with the day); `underPath` takes every path below `path`
 * (one week's review).
 */
export const offlineApiReads: readonly {
  method: 'GET' | 'POST';
  path: string;
  anyQuery?: boolean;
  underPath?: boolean;
}[] = [
  { method: 'GET', path: '/api/dream-world/latest' },
  { method: 'GET', path: '/api/auth/profile' },
  { method: 'GET', path: '/api/payments/entitlements' },
  { method: 'GET', path: '/api/practice/today' },
  { method: 'GET', path: '/api/practice/plans' },
  { method: 'GET', path: '/api/practice/calendar', anyQuery: true },
  { method: 'GET', path: '/api/practice/reminders' },
  { method: 'GET', path: '/api/practice/reviews/', underPath: true },
  // The vision page's words: reads sent as POST (their body names the questionnaire).
  { method: 'POST', path: '/api/ai/affirmations' },
  { method: 'POST', path: '/api/ai/manifesto' },
];

/** The rule for a same-origin request, if its answer is kept for offline use. */
export function offlineApiRead(method: string, url: URL) {
  return offlineApiReads.find(
    (read) =>
      read.method === method &&
      (read.underPath
        ? url.pathname.startsWith(read.path) && !url.pathname.slice(read.path.length).includes('/')
        : read.path === url.pathname),
  );
}

/**
 * Forgets the signed-in user's stored answers (sign-out, or another account signing in): another
 * user of this browser must never be shown them, online or off. The shell and the hashed code
 * hold no user data and stay.
 */
export async function clearOfflineUserData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(apiCacheName);
}
