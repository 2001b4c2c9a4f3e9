// What the service worker precaches (docs/decisions/0077), read from the built SPA in dist/web:
// shared by the build step that writes /sw.js (scripts/service-worker-plugin.mjs) and by the size
// budget (scripts/check-bundle-size.mjs) and `npm run bench`, so all three count the same files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The pages that open offline (docs/product.md §9: the world, for up to 30 days). */
export const offlinePages = ['/vision-realized', '/today'];

/**
 * Small files every offline page uses: the loader, the manifest and what it names, the favicon;
 * and the page the worker answers offline for every other page (offline.html).
 */
const staticFiles = [
  '/offline.html',
  '/hydrate.js',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
  '/icons/maskable-512.png',
];

/**
 * The fonts precached: the Latin subset (the app’s own text). The other unicode-range subsets
 * (Latin Extended, Cyrillic, Greek, Vietnamese) load only when a page shows such letters, and are kept then.
 */
const precachedFont = /-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * The HTML a page path is answered with (the server's rule in src/server/plugins/web.ts): its copy
 * in routes/, else index.html (a path the route table does not have yet).
 * @param {string} webDir
 * @param {string} pagePath
 */
function pageHtml(webDir, pagePath) {
  const shell = path.join(webDir, 'routes', `${pagePath.slice(1)}.html`);
  return readFileSync(existsSync(shell) ? shell : path.join(webDir, 'index.html'), 'utf8');
}

/**
 * The scripts and stylesheets an HTML page loads: /hydrate.js and its data-modules list (page
 * copies, docs/decisions/0036), or Vite's module script and modulepreloads (index.html).
 * @param {string} html
 * @returns {string[]}
 */
function pageFiles(html) {
  const files = [];
  const deferred = html.match(/<script type="module" src="([^"]+)" data-modules="([^"]+)"/);
  if (deferred?.[1] && deferred[2]) files.push(deferred[1], ...deferred[2].split(' '));
  for (const match of html.matchAll(
    /<script type="module" crossorigin src="([^"]+)"|<link rel="(?:modulepreload|stylesheet)" crossorigin href="([^"]+)"/g,
  ))
    files.push(match[1] ?? match[2] ?? '');
  return files.filter(Boolean);
}

/**
 * Everything the service worker stores at install, as URL paths: the offline pages themselves
 * (their HTML, under their own path), their scripts, stylesheets and Latin fonts, and the static
 * files. Dynamically imported code (the 3D scene) is not here: it is kept when first loaded.
 * @param {string} webDir the built SPA (dist/web)
 * @returns {{ pages: string[], precache: string[], assets: string[] }}
 */
export function precacheManifest(webDir) {
  const files = new Set();
  for (const page of offlinePages) {
    for (const file of pageFiles(pageHtml(webDir, page))) files.add(file);
  }
  for (const file of [...files].filter((name) => name.endsWith('.css'))) {
    const css = readFileSync(path.join(webDir, file), 'utf8');
    for (const match of css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g))
      if (match[1] && precachedFont.test(match[1])) files.add(match[1]);
  }
  for (const file of staticFiles) if (existsSync(path.join(webDir, file))) files.add(file);
  for (const file of files) {
    if (!existsSync(path.join(webDir, file)))
      throw new Error(`The precache names ${file}, which was not built`);
  }
  const assets = readdirSync(path.join(webDir, 'assets')).map((file) => `/assets/${file}`);
  return { pages: [...offlinePages], precache: [...offlinePages, ...files], assets };
}

/**
 * The precache's bytes: the files as stored (the browser keeps them decoded) and brotli on the
 * wire; the pages' HTML counts once each.
 * @param {string} webDir
 * @param {(source: Buffer) => { raw: number, brotli: number }} sizes
 */
export function precacheSize(webDir, sizes) {
  const { precache } = precacheManifest(webDir);
  let raw = 0;
  let brotli = 0;
  for (const url of precache) {
    const source = offlinePages.includes(url)
      ? Buffer.from(pageHtml(webDir, url))
      : readFileSync(path.join(webDir, url));
    const size = sizes(source);
    raw += size.raw;
    brotli += size.brotli;
  }
  return { files: precache.length, raw, brotli };
}
