import type { CheckInInput, IsoDay } from '#shared/practice';
import { isApiError } from '../api/apiError';
import { putCheckIn } from '../practice/practiceRequests';
import { getStoredToken } from '../session/tokenStorage';
import {
  checkInSyncTag,
  enqueueCheckIn,
  queuedCheckIns,
  replayQueuedCheckIns,
  tokenSubject,
} from './checkInOutbox';

/**
 * The one way the app sends a check-in (docs/decisions/0078): PUT /api/practice/check-ins/:day with
 * a clientId, or, offline, kept in IndexedDB and sent when the connection returns (the `online`
 * event, the next start of the app, and Background Sync where the browser has it). The server
 * stores one check-in per clientId, so nothing is lost and nothing is stored twice.
 */

/** Whether a failure means "try again later" rather than "the server refuses this". */
const worthRetrying = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500);

const currentAuthorization = () => {
  const token = getStoredToken();
  return token ? `Bearer ${token}` : null;
};

/** Asks the service worker to send the queue when the connection returns, where Background Sync exists. */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register(checkInSyncTag);
  } catch {
    // No Background Sync (Firefox, Safari) or no worker yet: the `online` event and the next start do it.
  }
}

let lastQueuedAt = 0;
/**
 * The queue is replayed in `queuedAt` order, and two check-ins can be queued within one
 * millisecond (a retry right after a failure): strictly increasing, so the order is the order
 * they were made, not the order of their random ids.
 */
function nextQueuedAt(): number {
  lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1);
  return lastQueuedAt;
}

/**
 * Sends today's (or a late) check-in: 'sent' when the server has it, 'queued' when it waits for the
 * connection. A refusal (400 naming the field, 401, 403) throws the ApiError as any request does.
 */
export async function sendCheckIn(day: IsoDay, input: CheckInInput): Promise<'sent' | 'queued'> {
  const authorization = currentAuthorization();
  const withId = { ...input, clientId: input.clientId ?? crypto.randomUUID() };
  const queue = async () => {
    if (!authorization) throw new Error('A check-in needs a signed-in user');
    await enqueueCheckIn({
      clientId: withId.clientId,
      day,
      input: withId,
      authorization,
      subject: tokenSubject(authorization),
      queuedAt: nextQueuedAt(),
    });
    void requestBackgroundSync();
    return 'queued' as const;
  };

  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
  // Older check-ins go first, so a day checked in twice ends with the later answer.
  if ((await queuedCheckIns()).length > 0) {
    const { left } = await replayQueuedCheckIns({ currentAuthorization: authorization });
    if (left > 0) return queue();
  }
  try {
    await putCheckIn(day, withId);
    return 'sent';
  } catch (error) {
    if (worthRetrying(error)) return queue();
    throw error;
  }
}

/**
 * Sends what waits now (a check-in made offline before the app was closed) and whenever the
 * connection returns; `onSent` runs after any was sent (the page then asks for today again).
 */
export function startCheckInReplay(onSent: () => void): () => void {
  const replay = () => {
    replayQueuedCheckIns({ currentAuthorization: currentAuthorization() })
      .then(({ sent }) => {
        if (sent > 0) onSent();
      })
      .catch((error: unknown) => console.warn('Could not send the check-ins made offline', error));
  };
  replay();
  window.addEventListener('online', replay);
  return () => window.removeEventListener('online', replay);
}
