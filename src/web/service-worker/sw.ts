/// <reference lib="webworker" />
/**
 * The service worker at /sw.js (docs/decisions/0077): makes /vision-realized and /today open
 * offline for 30 days after the last visit (docs/product.md §9), shows reminder notifications,
 * and sends check-ins made offline when the connection returns. Hand-written and small; the
 * build (scripts/service-worker-plugin.mjs) bundles it with this build's file list.
 *
 * - Pages: network first; offline, the precached shell of an offline page, and for any other
 *   page the app's offline page (offline.html), which names what opens offline.
 * - /assets/* (hashed, never change): cache first; what was not precached (the 3D scene, code
 *   loaded on demand) is kept when first fetched, and the page hands over what it loaded before
 *   this worker controlled it.
 * - The API: only the reads of lib/offline/offlineCaches.ts, network first, stored for the
 *   session that asked and given back only to it. Nothing else is stored.
 */

import { checkInSyncTag, replayQueuedCheckIns } from '#web/lib/offline/checkInOutbox';
import {
  apiCacheName,
  assetCacheName,
  offlineApiRead,
  offlineMaxAgeMs,
  shellCachePrefix,
} from '#web/lib/offline/offlineCaches';
import { isWarmMessage, type WorkerMessage } from '#web/lib/offline/workerMessages';
import { isUsable, postReadKey, sessionDigest, stampedCopy, storedAtHeader } from './storedAnswers';

declare const self: ServiceWorkerGlobalScope;

/** Injected by the build: this build's version, its app shell, and every hashed file it has. */
declare const __DREAM_LIFE_SW__: { version: string; pages: string[]; precache: string[]; assets: string[] };
const build = __DREAM_LIFE_SW__;
const shellCacheName = `${shellCachePrefix}${build.version}`;
const buildAssets = new Set(build.assets);

self.addEventListener('install', (event) => {
  // No skipWaiting: a new version waits until no tab runs the old one, so a page never loads a
  // chunk of a build it did not start with (docs/decisions/0077).
  event.waitUntil(
    caches
      .open(shellCacheName)
      .then((cache) => cache.addAll(build.precache.map((url) => new Request(url, { cache: 'no-cache' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(shellCachePrefix) && name !== shellCacheName) await caches.delete(name);
      }
      // The previous build's lazily loaded files are no use to this one.
      const assets = await caches.open(assetCacheName);
      for (const request of await assets.keys()) {
        if (!buildAssets.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      await dropExpiredAnswers();
      // The first visit's page is controlled at once, so what it asks next is kept.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request, url));
  } else if (request.method === 'GET' && url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else if (offlineApiRead(request.method, url)) {
    event.respondWith(apiRead(request, url));
  } else if (request.method === 'GET' && build.precache.includes(url.pathname)) {
    event.respondWith(precached(request, url));
  }
});

/** The page every other page falls back to offline (src/web/public/offline.html, precached). */
const offlinePagePath = '/offline.html';

async function page(request: Request, url: URL): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = build.pages.includes(url.pathname)
      ? await caches.match(url.pathname, { cacheName: shellCacheName })
      : undefined;
    if (shell) return shell;
    // Any other page: the app's offline page, which says what opens without a connection, in
    // place of the browser's own error page. 503: this page itself was not reached.
    const offline = await caches.match(offlinePagePath, { cacheName: shellCacheName });
    if (offline) {
      return new Response(offline.body, {
        status: 503,
        statusText: 'Offline',
        headers: offline.headers,
      });
    }
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const stored = await caches.match(request, { ignoreVary: true });
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    // Kept for the offline pages; failing to store (quota) must not fail the page.
    caches
      .open(assetCacheName)
      .then((cache) => cache.put(request, copy))
      .catch(() => {});
  }
  return response;
}

/** /hydrate.js, the manifest, the icons: fresh when online (not hashed), the shell's copy offline. */
async function precached(request: Request, url: URL): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const stored = await caches.match(url.pathname, { cacheName: shellCacheName });
    if (stored) return stored;
    throw error;
  }
}

async function apiRead(request: Request, url: URL): Promise<Response> {
  const session = await sessionDigest(request.headers.get('authorization'));
  const key = request.method === 'POST' ? await postReadKey(url, await request.clone().text()) : url.href;
  const cache = await caches.open(apiCacheName);
  try {
    const response = await fetch(request);
    if (response.status === 200) await cache.put(key, await stampedCopy(response, session, Date.now()));
    // A revoked session or a world that is gone: the stored copy must not outlive it.
    else if (response.status === 401 || response.status === 404) await cache.delete(key);
    return response;
  } catch (error) {
    const ignoreSearch = offlineApiRead(request.method, url)?.anyQuery === true;
    const stored = await cache.match(key, { ignoreSearch });
    if (stored && isUsable(stored, session, Date.now())) return stored;
    throw error;
  }
}

/** Removes stored answers older than the offline window, so nothing is kept past its promise. */
async function dropExpiredAnswers() {
  const cache = await caches.open(apiCacheName);
  const now = Date.now();
  for (const request of await cache.keys()) {
    const stored = await cache.match(request);
    const storedAt = Number(stored?.headers.get(storedAtHeader));
    if (!Number.isFinite(storedAt) || now - storedAt > offlineMaxAgeMs) await cache.delete(request);
  }
}

/**
 * What the page loaded before this worker controlled it (the first visit): the hashed files it
 * fetched and the offline reads it made, fetched again here (from the HTTP cache when it can) and
 * kept, so the first visit already opens offline.
 */
async function warm(urls: readonly string[], authorization: string | null) {
  const assets = await caches.open(assetCacheName);
  const answers = await caches.open(apiCacheName);
  const session = await sessionDigest(authorization);
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href, self.location.origin);
      if (url.origin !== self.location.origin) return;
      try {
        if (url.pathname.startsWith('/assets/') && buildAssets.has(url.pathname)) {
          if (await caches.match(url.pathname)) return;
          const response = await fetch(url.pathname);
          if (response.ok) await assets.put(url.pathname, response);
        } else if (offlineApiRead('GET', url)) {
          const headers: HeadersInit = authorization ? { authorization, accept: 'application/json' } : {};
          const response = await fetch(url.href, { headers, credentials: 'include' });
          if (response.status === 200)
            await answers.put(url.href, await stampedCopy(response, session, Date.now()));
        }
      } catch {
        // Offline again already: the next online visit stores it.
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | undefined;
  if (isWarmMessage(message)) event.waitUntil(warm(message.urls, message.authorization));
  else if (message?.type === 'skip-waiting') event.waitUntil(self.skipWaiting());
});

// ── Reminders (docs/product.md §10): the server sends { title, body, url } ───────────────────

interface ReminderPayload {
  title?: unknown;
  body?: unknown;
  url?: unknown;
}

/** A path of this app to open, never another origin: a payload cannot send the user elsewhere. */
function appPath(value: unknown): string {
  if (typeof value !== 'string') return '/today';
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? `${url.pathname}${url.search}` : '/today';
  } catch {
    return '/today';
  }
}

self.addEventListener('push', (event) => {
  let payload: ReminderPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as ReminderPayload;
  } catch {
    payload = { body: event.data?.text() };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Dream Life';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      // One reminder at a time: a newer one replaces the one not yet read.
      tag: 'dream-life-reminder',
      data: { url: appPath(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = appPath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open =
        windows.find(
          (client) => new URL(client.url).pathname === new URL(target, self.location.origin).pathname,
        ) ?? windows[0];
      if (open) {
        const focused = await open.focus();
        if (new URL(focused.url).pathname !== new URL(target, self.location.origin).pathname)
          await focused.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

// ── Offline check-ins: Background Sync where the browser has it ──────────────────────────────

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === checkInSyncTag) event.waitUntil(replayQueuedCheckIns());
}) as EventListener);
