/**
 * The public marketing, help and legal pages that the build renders to HTML (docs/decisions/0020). Shared by the
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
] as const;

export type PrerenderedPath = (typeof prerenderedPages)[number]['path'];

/** The prerendered file for exactly this pathname (no trailing slash, no query), if any. */
export function prerenderedFileFor(pathname: string): string | undefined {
  return prerenderedPages.find((page) => page.path === pathname)?.file;
}

export function isPrerenderedPath(pathname: string | undefined): pathname is PrerenderedPath {
  return prerenderedPages.some((page) => page.path === pathname);
}
