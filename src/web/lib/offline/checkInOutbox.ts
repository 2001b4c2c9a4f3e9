import type { CheckInInput, IsoDay } from '#shared/practice';
import { objectStore } from '../browser/objectStore';
import { offlineDays } from './offlineCaches';

/**
 * Check-ins made offline, kept in IndexedDB until the server has them (docs/decisions/0078).
 * Used by the page (check-in-queue.ts) and by the service worker's Background Sync alike, so it
 * reads nothing from `window`: each entry carries the session it was made in, and is only ever
 * sent for that account, never for whoever is signed in when the connection returns.
 */

const databaseName = 'dream-life-offline';
const storeName = 'check-ins';
/** Background Sync's tag for the queue (service worker `sync` event). */
export const checkInSyncTag = 'dream-life-check-ins';
const checkInsPath = (day: string) => `/api/practice/check-ins/${encodeURIComponent(day)}`;
/**
 * Past this the server refuses a late check-in anyway (practiceLimits.lateCheckInDays, the same 30
 * days: read from here so the service worker does not bundle the zod contract).
 */
const keepForMs = (offlineDays + 1) * 24 * 60 * 60 * 1000;

export interface QueuedCheckIn {
  clientId: string;
  day: IsoDay;
  input: CheckInInput & { clientId: string };
  /** `Bearer …` of the session the check-in was made in. */
  authorization: string;
  /** The account (the token's subject), to resend under a newer session of the same account. */
  subject: string | null;
  queuedAt: number;
}

/** The user id a session token names (its `sub`), read without verifying: the server verifies. */
export function tokenSubject(authorization: string | null): string | null {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const subject: unknown = JSON.parse(json).sub;
    return typeof subject === 'string' ? subject : null;
  } catch {
    return null;
  }
}

const withStore = objectStore(databaseName, storeName, (database) => {
  database.createObjectStore(storeName, { keyPath: 'clientId' });
});

export async function enqueueCheckIn(entry: QueuedCheckIn): Promise<void> {
  await withStore('readwrite', (store) => store.put(entry));
}

/** The waiting check-ins, oldest first: replayed in the order they were made. */
export async function queuedCheckIns(): Promise<QueuedCheckIn[]> {
  const entries = ((await withStore('readonly', (store) => store.getAll())) ?? []) as QueuedCheckIn[];
  return entries.sort((a, b) => a.queuedAt - b.queuedAt);
}

async function removeQueued(clientId: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(clientId));
}

export interface ReplayOptions {
  fetch?: typeof fetch;
  /** The page's current session, used for an entry whose own session has ended, same account only. */
  currentAuthorization?: string | null;
  now?: number;
}

/** What one attempt tells about an entry: sent, refused for good, or to try again later. */
type Outcome = 'sent' | 'refused' | 'later' | 'stop';

async function sendOne(entry: QueuedCheckIn, authorization: string, send: typeof fetch): Promise<Outcome> {
  let response: Response;
  try {
    response = await send(checkInsPath(entry.day), {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(entry.input),
      credentials: 'include',
    });
  } catch {
    return 'stop';
  }
  if (response.ok) return 'sent';
  // The session ended (sign-out, expiry): kept until the same account signs in again.
  if (response.status === 401) return 'later';
  // Overloaded, rate-limited or failing: the whole queue waits for the next attempt.
  if (response.status === 429 || response.status >= 500) return 'stop';
  // 400 (too late, invalid), 403, 404, 409: the server will never take this one.
  return 'refused';
}

let running: Promise<{ sent: number; left: number }> | undefined;

/**
 * Sends every waiting check-in, oldest first, each with its clientId so the server stores it once
 * however often it arrives (a page and the service worker may both replay). Stops at the first
 * network or server failure, to keep the order; resolves with what was sent and what is left.
 */
export function replayQueuedCheckIns(options: ReplayOptions = {}): Promise<{ sent: number; left: number }> {
  running ??= replay(options).finally(() => {
    running = undefined;
  });
  return running;
}

async function replay({
  fetch: send = globalThis.fetch.bind(globalThis),
  currentAuthorization = null,
  now = Date.now(),
}: ReplayOptions): Promise<{ sent: number; left: number }> {
  let sent = 0;
  let left = 0;
  const currentSubject = tokenSubject(currentAuthorization);
  const entries = await queuedCheckIns();
  for (const [index, entry] of entries.entries()) {
    if (now - entry.queuedAt > keepForMs) {
      await removeQueued(entry.clientId);
      continue;
    }
    let outcome = await sendOne(entry, entry.authorization, send);
    if (
      outcome === 'later' &&
      currentAuthorization &&
      currentAuthorization !== entry.authorization &&
      currentSubject !== null &&
      currentSubject === entry.subject
    )
      outcome = await sendOne(entry, currentAuthorization, send);
    if (outcome === 'sent' || outcome === 'refused') {
      if (outcome === 'refused') console.warn(`A check-in for ${entry.day} was refused by the server`);
      else sent += 1;
      await removeQueued(entry.clientId);
    } else if (outcome === 'stop') {
      left += entries.length - index;
      break;
    } else left += 1;
  }
  return { sent, left };
}
