import type { ComponentType } from 'react';
import { lazy } from 'react';

export type LazyPage = ComponentType & {
  /** Fetches the page's code; once it resolves, the page renders without suspending. */
  preload: () => Promise<ComponentType>;
};

/**
 * A page whose code is its own chunk, fetched on first visit. While it loads, the page switch
 * waits with the old page on screen (see AppRoutes). On a cold start main.tsx preloads the page
 * before the first render (preloadPageAt), so the layout's Suspense boundary rarely shows
 * PageLoading (see RootLayout).
 *
 * `preload()` lets a prerendered page hydrate at once (main.tsx), any other page render at once on
 * a cold start, and the build render a page to HTML (prerender.tsx): a React.lazy component
 * suspends on its first render even when its module has already arrived, and a page suspending
 * during hydration stays inert until a later pass.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => {
    loading ??= load().then(
      (Page) => {
        Loaded = Page;
        return Page;
      },
      (error: unknown) => {
        // Usually offline: the next visit tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((Page) => ({ default: Page })));
  // Not a hook factory: like React.lazy, called once per page at module level, never during render.
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}
