import type { ComponentType } from 'react';
import { lazy } from 'react';

/**
 * A page whose code is its own chunk, fetched on first visit. While it loads, the page switch
 * waits with the old page on screen (see AppRoutes); on a cold start the layout's Suspense
 * boundary shows PageLoading in the page area.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(() => load().then((Page) => ({ default: Page })));
}
