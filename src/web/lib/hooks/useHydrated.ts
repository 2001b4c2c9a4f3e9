import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true afterwards
 * and on every client-only render. What depends on the browser (the stored token, lazy widgets)
 * renders the server's version first, so hydration matches, and switches right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
