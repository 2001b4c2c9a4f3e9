import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * False while the browser knows it has no connection (`navigator.onLine`). It can say "online"
 * on a network that reaches nothing; the service worker answers from its copies then as well.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    // Prerendering has no navigator: online, as every page is rendered; the browser corrects it.
    () => true,
  );
}
