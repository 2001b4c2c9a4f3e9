/**
 * Server entry of the build's prerender step (scripts/prerender-plugin.mjs, docs/decisions/0020):
 * renders a marketing page to HTML with the same tree the browser hydrates (main.tsx), with the
 * page's code loaded first so nothing suspends. Never shipped to the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { type PrerenderedPath, prerenderedPages } from '../shared/prerenderedPages';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preloadPrerenderedPage } from './app/router';
import { PrerenderTitleContext } from './lib/useDocumentTitle';

/** Each page, with its component's module as Vite's manifest names it (to preload its chunks). */
export const pagesToPrerender = prerenderedPages.map((page) => ({
  ...page,
  module: {
    '/': 'features/landing/components/LandingPage.tsx',
    '/aboutus': 'features/about/components/AboutPage.tsx',
    '/pricing': 'features/pricing/components/PricingPage.tsx',
    '/contact': 'features/contact/components/ContactPage.tsx',
  }[page.path],
}));

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
