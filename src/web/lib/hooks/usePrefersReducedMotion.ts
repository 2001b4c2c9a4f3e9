import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The setting at this moment, for event handlers (a scroll, a focus move) that do not re-render. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(query).matches;
}

/** True while the user asks for less motion; follows the setting live (no reload needed). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    prefersReducedMotion,
    // Prerendering has no window: assume motion is fine; the browser corrects it on hydration.
    () => false,
  );
}
