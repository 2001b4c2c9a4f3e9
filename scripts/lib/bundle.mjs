// What the built SPA (dist/web) makes the browser download, shared by the bundle budget check
// (scripts/check-bundle-size.mjs, in `npm test`) and the per-route report of `npm run bench`
// (bench/bundle-sizes.ts), so both count the same files the same way.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const webDir = 'dist/web';
export const assetsDir = path.join(webDir, 'assets');

/** The landing page's first JavaScript, gzip (docs/architecture.md allows 120; we hold 110). */
export const initialBudgetKb = 110;
/** The 3D scene's chunks beyond the initial set, gzip. */
export const sceneBudgetKb = 400;
/**
 * What the service worker downloads at install (scripts/lib/precache.mjs: the offline pages'
 * shells, chunks, CSS and Latin fonts), brotli: a first visit must not pay much for offline use
 * (docs/decisions/0077). ~245 KB when set.
 */
export const precacheBudgetKb = 300;

/** Minifiers keep three.js's class names: a file holding these holds three.js. */
export const threeJsPattern = /WebGLRenderer|three\.module/;

/**
 * Code the vision page loads only when used, each recognised by text only it contains (see
 * scripts/check-bundle-size.mjs for why each pattern is specific to its feature).
 */
export const visionForbidden = [
  { what: '@react-three/xr (WebXR)', pattern: /immersive-(?:vr|ar)/ },
  { what: 'the MediaRecorder recording code', pattern: /new MediaRecorder\b|dream-life-voice/ },
  { what: 'GLTFExporter', pattern: /THREE\.GLTFExporter|KHR_materials_/ },
];

/**
 * The entry script and the chunks index.html preloads, as absolute URL paths (/assets/…).
 * @returns {string[]}
 */
export function entryFiles() {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * The chunks a client-rendered page's copy of index.html (dist/web/routes/*.html,
 * docs/decisions/0033, 0036) loads beyond index.html's own, by page file: what its /hydrate.js
 * list adds to the entry's. Empty when not built. `prerendered` reads the prerendered pages
 * instead, which load theirs the same way (0020, 0097).
 * @param {'routes' | 'prerendered'} [kind]
 * @returns {Map<string, string[]>}
 */
export function pageShellChunks(kind = 'routes') {
  const folder = path.join(webDir, kind);
  const initial = new Set(entryFiles());
  const shells = new Map();
  if (!existsSync(folder)) return shells;
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const modules = deferredModules(path.join(folder, file));
    shells.set(
      file,
      modules.filter((href) => href !== '/hydrate.js' && !initial.has(href)),
    );
  }
  return shells;
}

/**
 * The modules a client-rendered page's copy of index.html loads right after its first paint
 * (docs/decisions/0036): /hydrate.js and its list. Empty when there is no such file.
 * @param {string} shellFile e.g. `subscription/success.html` (src/shared/pageShells.ts)
 * @returns {string[]}
 */
export function pageShellFiles(shellFile) {
  const shellPath = path.join(webDir, 'routes', shellFile);
  return existsSync(shellPath) ? deferredModules(shellPath) : [];
}

/**
 * /hydrate.js, then every module its data-modules lists, of a page that loads its scripts after
 * its first paint (prerendered pages and page shells, docs/decisions/0020, 0036).
 * @param {string} htmlPath
 * @returns {string[]}
 */
function deferredModules(htmlPath) {
  const page = readFileSync(htmlPath, 'utf8');
  const modules = page.match(/<script type="module" src="([^"]+)" data-modules="([^"]+)"/);
  const [, script, chunks] = modules ?? [];
  if (!script || !chunks) throw new Error(`${path.relative(webDir, htmlPath)} has no hydrate script`);
  return [script, ...chunks.split(' ')];
}

/**
 * The stylesheets index.html links (the prerendered pages link the same ones).
 * @returns {string[]}
 */
export function entryStylesheets() {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * The modules a prerendered page loads right after its first paint (docs/decisions/0020):
 * /hydrate.js, then every module its data-modules lists (the entry's and the page's own).
 * Empty when the page is not prerendered.
 * @param {string} prerenderedFile
 * @returns {string[]}
 */
export function hydrationFiles(prerenderedFile) {
  const pagePath = path.join(webDir, 'prerendered', prerenderedFile);
  return existsSync(pagePath) ? deferredModules(pagePath) : [];
}

/**
 * The asset file of the lazily loaded chunk Vite named after `name` (a component), if built.
 * @param {string} name
 */
export function chunkNamed(name) {
  const pattern = new RegExp(`^${name}-[\\w-]+\\.js$`);
  return readdirSync(assetsDir).find((file) => pattern.test(file));
}

/**
 * `entry` and every chunk it imports statically, transitively (dynamic imports are not followed).
 * @param {string} entry
 * @param {Set<string>} [skip]
 * @returns {Set<string>}
 */
export function staticClosure(entry, skip = new Set()) {
  /** @type {Set<string>} */
  const found = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || found.has(file) || skip.has(file)) continue;
    found.add(file);
    const source = readFileSync(path.join(assetsDir, file), 'utf8');
    for (const match of source.matchAll(
      /(?:import|export)\s*(?:[\w$*{}\s,]*from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    ))
      if (match[1]) queue.push(match[1]);
  }
  return found;
}

/**
 * A URL path of the built app (/assets/x.js, /hydrate.js) as a file under dist/web.
 * @param {string} urlPath
 */
export const webFile = (urlPath) => path.join(webDir, urlPath);

/**
 * Bytes on the wire with each encoding the server sends (scripts/compress-web.mjs's settings).
 * @param {string | Buffer} source
 */
export function compressedSizes(source) {
  return {
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}
