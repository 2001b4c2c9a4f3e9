/**
 * Build-time helpers over Vite's manifest (`build.manifest`): which chunks a lazily loaded page
 * needs beyond the entry's, so that its HTML loads them with the entry (docs/decisions/0020, 0033,
 * 0036). They
 * run in the build's prerender step (scripts/prerender-plugin.mjs), never in the browser.
 */

/** The fields of a chunk of Vite's `.vite/manifest.json` used here, keyed by source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Manifest keys of the chunks it imports statically (run before it). */
  imports?: string[];
  /** Manifest keys of what it loads with import(): fetched only when used, never preloaded. */
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The manifest key of the lazily loaded module that exports page component `component`. Every
 * page lives in a file named after its component (`QuestionnairePage` in `…/QuestionnairePage.tsx`),
 * so the route table (router.tsx) stays the only list of which page a path shows.
 */
export function pageModuleKey(manifest: Manifest, component: string): string {
  const keys = Object.keys(manifest).filter(
    (key) =>
      manifest[key]?.isDynamicEntry && key.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '') === component,
  );
  if (keys.length !== 1)
    throw new Error(
      `Expected one lazily loaded module named after ${component}, found ${keys.length}: ${keys.join(', ')}`,
    );
  return keys[0] as string;
}

/** The chunks `key` needs before it runs: its own and, recursively, its static imports. */
export function staticChunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => staticChunkFiles(manifest, child, seen))];
}

/**
 * The URL paths (/assets/…) of the chunks page module `key` needs that the entry does not already
 * load: what its HTML should preload. Dynamic imports (the 3D scene, PayPal, the auth modal) are
 * left out: they load when used, after the first paint.
 */
export function pageOnlyChunks(manifest: Manifest, key: string): string[] {
  const entryKey = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const initial = new Set(staticChunkFiles(manifest, entryKey));
  return staticChunkFiles(manifest, key)
    .filter((file) => !initial.has(file))
    .map((file) => `/${file}`);
}

/** The entry script and the modulepreloads Vite put in index.html. */
const viteScriptTags =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with its module script and modulepreloads replaced by /hydrate.js (src/web/public),
 * which fetches them and the page's own `chunks` together right after the first paint: the page
 * paints from HTML and CSS alone (prerendered, or its header shell), so its scripts must not hold
 * that paint back nor take a slow connection's bandwidth from the stylesheet (decisions 0020,
 * 0036). The entry comes first in `data-modules`. An attribute, not inline script, so the CSP stays
 * `script-src 'self'`.
 */
export function withDeferredScripts(html: string, chunks: readonly string[]): string {
  const modules = [...html.matchAll(viteScriptTags)].map((match) => match[1] ?? match[2] ?? '');
  if (!modules[0]?.includes('/assets/index-')) throw new Error('index.html lost its entry script');
  for (const href of [...modules, ...chunks]) {
    if (!/^\/[\w./-]+\.js$/.test(href)) throw new Error(`Not a chunk URL: ${href}`);
  }
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  const loader = `<script type="module" src="/hydrate.js" data-modules="${[...modules, ...chunks].join(' ')}"></script>`;
  return html.replace(viteScriptTags, '').replace('</head>', () => `  ${loader}\n  </head>`);
}
