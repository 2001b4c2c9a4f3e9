/**
 * Server entry of the build's prerender step (scripts/prerender-plugin.mjs, docs/decisions/0020):
 * renders a public page to HTML with the same tree the browser hydrates (main.tsx), with the
 * page's code loaded first so nothing suspends. Also tells the build which page module each path
 * shows, so that its HTML loads the page's chunks with the entry (docs/decisions/0033, 0036). Never
 * shipped to the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { pageShellFileFor, pageShellFolder } from '#shared/pageShells';
import {
  hasClientRenderedShell,
  isPrerenderedPath,
  type PrerenderedPath,
  prerenderedPages,
} from '#shared/prerenderedPages';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preloadPageAt, preloadPrerenderedPage, staticPagePaths } from './app/router';
import { PrerenderTitleContext } from './lib/hooks/useDocumentTitle';

// The build's plugin reaches the app's code only through this bundle (it runs in Node, before
// any TypeScript loader), so it gets the manifest helpers and the page lists from here.
export { pageModuleKey, pageOnlyChunks, withDeferredScripts } from './lib/build/pagePreloads';
export { prerenderedPages };

/**
 * The name of the component the route table shows at `path`, which names its module (see
 * pageModuleKey): loads the page's code, as the browser does on a cold start.
 */
export async function pageComponentName(path: string): Promise<string> {
  const page = await preloadPageAt(path);
  if (typeof page !== 'function' || !page.name) throw new Error(`No lazily loaded page at ${path}`);
  return page.name;
}

/**
 * The pages served as a copy of index.html, each with its file (0033, 0036): those not
 * prerendered, and the prerendered ones that some queries render in the browser instead (0097).
 */
export const pageShells = staticPagePaths().flatMap((path) => {
  const file = pageShellFileFor(path);
  return file && (!isPrerenderedPath(path) || hasClientRenderedShell(path)) ? [{ path, file }] : [];
});
export { pageShellFolder };

export interface PrerenderedPage {
  /** The inner HTML of `<div id="root">`. */
  html: string;
  /** The title the page sets with useDocumentTitle. */
  title: string;
}

export async function renderPage(path: PrerenderedPath): Promise<PrerenderedPage> {
  await preloadPrerenderedPage(path);
  let title: string | undefined;
  const html = renderToString(
    <StrictMode>
      <PrerenderTitleContext
        value={(pageTitle) => {
          title = pageTitle;
        }}
      >
        <AppProviders>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PrerenderTitleContext>
    </StrictMode>,
  );
  // renderToString writes a fallback for anything that suspends, which the browser would then
  // replace after hydration (a flash, and a recoverable error in the console): refuse it.
  if (/<!--\$[?!]/.test(html)) throw new Error(`${path} suspended while prerendering`);
  if (!title) throw new Error(`${path} sets no title with useDocumentTitle`);
  return { html, title };
}
