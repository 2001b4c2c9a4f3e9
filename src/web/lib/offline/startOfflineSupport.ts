import type { QueryClient } from '@tanstack/react-query';
import { getStoredToken, subscribeToToken } from '../session/tokenStorage';
import { watchForAppUpdate } from './appUpdate';
import { clearOfflineUserData } from './offlineCaches';
import type { WorkerMessage } from './workerMessages';

/**
 * The page's side of offline use (docs/decisions/0077, 0078): registers /sw.js (built only for
 * production), hands it what the first visit loaded before it took control, forgets the stored
 * answers when the session changes, and sends check-ins made offline.
 */
export function startOfflineSupport(queryClient: QueryClient): () => void {
  let stopped = false;
  let stopReplay: (() => void) | undefined;
  // Check-ins wait only in a signed-in browser, and the queue's code (with the practice schemas,
  // and so zod) is loaded only then: a visitor's landing page stays within its script budget.
  const startReplayWhenSignedIn = () => {
    if (stopReplay || !getStoredToken()) return;
    stopReplay = () => {};
    void Promise.all([import('./check-in-queue'), import('../practice/practiceRequests')]).then(
      ([{ startCheckInReplay }, { practiceQueryKeys }]) => {
        if (stopped) return;
        stopReplay = startCheckInReplay(() => {
          void queryClient.invalidateQueries({ queryKey: practiceQueryKeys.all });
        });
      },
    );
  };
  // Sign-out, or another account signing in (in this tab or another): the previous user's world
  // and practice must not stay in the browser for the next one.
  const stopWatchingToken = subscribeToToken(() => {
    void clearOfflineUserData().catch(() => {});
    startReplayWhenSignedIn();
  });
  startReplayWhenSignedIn();
  if (import.meta.env.PROD && 'serviceWorker' in navigator) afterLoad(() => void registerWorker());
  return () => {
    stopped = true;
    stopWatchingToken();
    stopReplay?.();
  };
}

/**
 * Once the page has loaded and the browser is idle: the worker's install downloads the offline
 * pages' files, which must not compete with the page's own (Lighthouse, a slow connection).
 */
function afterLoad(work: () => void) {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(work) : setTimeout(work, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

async function registerWorker() {
  const container = navigator.serviceWorker;
  const controlledAtStart = container.controller !== null;
  try {
    // updateViaCache 'none': the browser asks the server for /sw.js itself on every check, so a
    // new version is found on the next visit, whatever caches sit in between.
    const registration: ServiceWorkerRegistration | undefined = await container.register('/sw.js', {
      scope: '/',
      updateViaCache: 'none',
    });
    // Undefined where an embedder blocks workers (Playwright's `serviceWorkers: 'block'`).
    if (!registration) return;
    watchForAppUpdate(registration);
    if (controlledAtStart) return;
    // The first visit: the worker takes control once active (clients.claim); what this page
    // fetched before that went past it, so it is handed over to be kept.
    if (!container.controller)
      await new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true }));
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(window.location.origin));
    const token = getStoredToken();
    const message: WorkerMessage = { type: 'warm', urls, authorization: token ? `Bearer ${token}` : null };
    (registration.active ?? container.controller)?.postMessage(message);
  } catch (error) {
    // No worker (private mode, blocked): the app works online as before.
    console.warn('The service worker could not be registered', error);
  }
}
