/**
 * The public pages that the build renders to HTML (docs/decisions/0020): the marketing, help and
 * legal pages, and the signed-out first screen of /results and /subscribe (0097). Shared by the
 * build's prerender step, which writes `dist/web/prerendered/<file>`, the server, which answers
 * each path with its file, and the browser, which hydrates that HTML instead of rendering anew.
 */
export const prerenderedFolder = 'prerendered';

export const prerenderedPages = [
  { path: '/', file: 'index.html' },
  { path: '/aboutus', file: 'aboutus.html' },
  { path: '/pricing', file: 'pricing.html' },
  { path: '/contact', file: 'contact.html' },
  { path: '/help', file: 'help.html' },
  { path: '/privacy', file: 'privacy.html' },
  { path: '/terms', file: 'terms.html' },
  // Signed in or out, both first render the same screen: what differs waits for the account's
  // queries, which the page shows after hydration as it did when rendered in the browser (0097).
  { path: '/results', file: 'results.html' },
  // `?next=` adds a note above the plans on the first render: the HTML cannot carry it.
  { path: '/subscribe', file: 'subscribe.html', clientRenderedWith: ['next'] },
] as const satisfies readonly PrerenderedPage[];

interface PrerenderedPage {
  path: string;
  file: string;
  /**
   * Query parameters that change the page's first render. The build renders each page without a
   * query, so a request carrying one of them gets the page's client-rendered shell instead
   * (docs/decisions/0033, 0036): hydrating the HTML would not match.
   */
  clientRenderedWith?: readonly string[];
}

export type PrerenderedPath = (typeof prerenderedPages)[number]['path'];

/**
 * The prerendered file for exactly this pathname (no trailing slash), if any, unless the query
 * carries a parameter that changes the page's first render.
 */
export function prerenderedFileFor(pathname: string, query = new URLSearchParams()): string | undefined {
  const page: PrerenderedPage | undefined = prerenderedPages.find((candidate) => candidate.path === pathname);
  if (page?.clientRenderedWith?.some((name) => query.has(name))) return undefined;
  return page?.file;
}

/** Whether the build also gives this prerendered page a client-rendered shell (see clientRenderedWith). */
export function hasClientRenderedShell(pathname: string): boolean {
  const page: PrerenderedPage | undefined = prerenderedPages.find((candidate) => candidate.path === pathname);
  return (page?.clientRenderedWith?.length ?? 0) > 0;
}

export function isPrerenderedPath(pathname: string | undefined): pathname is PrerenderedPath {
  return prerenderedPages.some((page) => page.path === pathname);
}
