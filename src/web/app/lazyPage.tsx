import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/layout/PageLoading';

/**
 * A route whose page code is its own chunk, fetched on first visit. The router waits for it
 * before switching pages; on a cold start the layout shows at once with a spinner in the page area.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
    lazy: { Component: load },
    hydrateFallbackElement: <PageLoading />,
  };
}
