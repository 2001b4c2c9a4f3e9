/** What the page (startOfflineSupport.ts) tells the service worker (src/web/service-worker/sw.ts). */
export type WorkerMessage =
  /** What the page loaded before the worker controlled it, to keep for offline use. */
  | { type: 'warm'; urls: string[]; authorization: string | null }
  /** The user chose to load the new version now. */
  | { type: 'skip-waiting' };

export function isWarmMessage(message: unknown): message is Extract<WorkerMessage, { type: 'warm' }> {
  const candidate = message as Partial<Extract<WorkerMessage, { type: 'warm' }>> | null | undefined;
  return (
    candidate?.type === 'warm' &&
    Array.isArray(candidate.urls) &&
    candidate.urls.every((url) => typeof url === 'string') &&
    (candidate.authorization === null || typeof candidate.authorization === 'string')
  );
}
