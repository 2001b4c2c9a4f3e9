/**
 * A new version of the app, installed by its service worker and waiting for the tabs of the old one
 * to close (docs/decisions/0077). The page offers to load it now; nothing forces a running page
 * to change under the user.
 */
import type { WorkerMessage } from './workerMessages';

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

export function subscribeToAppUpdate(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export const isAppUpdateReady = () => waiting !== null;

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Follows `registration` for a new version that finished installing while this page runs the old one. */
export function watchForAppUpdate(registration: ServiceWorkerRegistration): void {
  const container = navigator.serviceWorker;
  if (registration.waiting && container.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) setWaiting(worker);
    });
  });
}

/** Loads the new version: the waiting worker takes over, then this page reloads once. */
export function applyAppUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  const message: WorkerMessage = { type: 'skip-waiting' };
  waiting.postMessage(message);
}
