// Bundle sizes per route for `npm run bench`, from the built dist/web: for every route of the
// router, the JavaScript and CSS the browser downloads before the route can show (the entry and
// its preloads, the route's lazy chunk and its static imports, and /hydrate.js, which loads them
// after the first paint), gzip and brotli; then the heavy chunks that load on demand, each counted
// beyond what its page has already loaded. Files and closures come from scripts/lib/bundle.mjs, the same code
// scripts/check-bundle-size.mjs enforces the budgets with. Run alone: `node --import tsx bench/bundle-sizes.ts`.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageShellFileFor } from '#shared/pageShells';
import { prerenderedPages } from '#shared/prerenderedPages';
import {
  chunkNamed,
  compressedSizes,
  entryFiles,
  entryStylesheets,
  hydrationFiles,
  initialBudgetKb,
  pageShellFiles,
  sceneBudgetKb,
  staticClosure,
  threeJsPattern,
  visionForbidden,
  webFile,
} from '../scripts/lib/bundle.mjs';
import type { BudgetRow, ReportSection } from './lib/report';

/** The router's routes (src/web/app/router.tsx, docs/product.md §2) and the lazy page component each shows. */
const routes = [
  { path: '/', component: 'LandingPage' },
  { path: '/questionnaire', component: 'QuestionnairePage' },
  { path: '/results', component: 'ResultsPage' },
  { path: '/vision-realized', component: 'VisionRealizedPage' },
  { path: '/aboutus', component: 'AboutPage' },
  { path: '/pricing', component: 'PricingPage' },
  { path: '/contact', component: 'ContactPage' },
  { path: '/help', component: 'HelpPage' },
  { path: '/privacy', component: 'PrivacyPage' },
  { path: '/terms', component: 'TermsPage' },
  { path: '/subscribe', component: 'SubscribePage' },
  { path: '/subscription/success', component: 'SubscriptionSuccessPage' },
  { path: '/subscription/cancel', component: 'SubscriptionCancelPage' },
  { path: '/dashboard', component: 'DashboardPage' },
  { path: '/today', component: 'TodayPage' },
  { path: '/reset-password', component: 'ResetPasswordPage' },
  { path: '/verify-email', component: 'VerifyEmailPage' },
  { path: '/activate', component: 'ActivatePage' },
  { path: '/any-unknown-path (404)', component: 'NotFoundPage' },
] as const;

/**
 * Code loaded on demand, by the page that loads it (`page`) and what that page has shown by then
 * (`after`: the 3D mode opens over the scene, the mirror and WebXR inside the 3D mode).
 */
const lazyChunks = [
  { chunk: 'DreamWorldCanvas', what: '3D scene (three.js, R3F, drei)', page: '/vision-realized', after: [] },
  { chunk: 'ImmersiveMode', what: '3D mode', page: '/vision-realized', after: ['DreamWorldCanvas'] },
  {
    chunk: 'MirrorScene',
    what: 'Legend mirror',
    page: '/vision-realized',
    after: ['DreamWorldCanvas', 'ImmersiveMode'],
  },
  {
    chunk: 'XRLayer',
    what: 'Legend VR/AR (WebXR)',
    page: '/vision-realized',
    after: ['DreamWorldCanvas', 'ImmersiveMode'],
  },
  {
    chunk: 'worldModel',
    what: 'glTF export',
    page: '/vision-realized',
    after: ['DreamWorldCanvas', 'ImmersiveMode'],
  },
  {
    chunk: 'tourRecorder',
    what: 'guided tour WebM recorder',
    page: '/vision-realized',
    after: ['DreamWorldCanvas', 'ImmersiveMode'],
  },
  { chunk: 'VoiceRecorder', what: 'affirmation recordings', page: '/vision-realized', after: [] },
  { chunk: 'PaypalCheckout', what: 'PayPal checkout', page: '/subscribe', after: [] },
  { chunk: 'AuthModal', what: 'auth modal (forms, zod)', page: '/', after: [] },
  { chunk: 'ContactForm', what: 'contact form', page: '/contact', after: [] },
  { chunk: 'ProfileMenu', what: 'signed-in profile menu', page: '/', after: [] },
] as const;

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBundle {
  path: string;
  js: Sizes;
  css: Sizes;
  holdsThreeJs: boolean;
  /** On-demand features (WebXR, recording, glTF export) found in the first load: none allowed. */
  onDemandCodeFound: string[];
}

export interface LazyChunkBundle {
  chunk: string;
  what: string;
  page: string;
  /** Beyond what the page (and the chunks it has shown before) already downloaded. */
  js: Sizes;
}

export interface BundleSizes {
  routes: RouteBundle[];
  lazy: LazyChunkBundle[];
  /** check-bundle-size.mjs's own figures, so the budgets here are the ones `npm test` enforces. */
  landingInitialGzip: number;
  sceneBeyondInitialGzip: number;
}

const sizeCache = new Map<string, ReturnType<typeof compressedSizes>>();
function sizesOf(urlPaths: Iterable<string>): Sizes {
  const total: Sizes = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const urlPath of urlPaths) {
    let sizes = sizeCache.get(urlPath);
    if (!sizes) {
      sizes = compressedSizes(readFileSync(webFile(urlPath)));
      sizeCache.set(urlPath, sizes);
    }
    total.files++;
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

const asUrl = (file: string) => `/assets/${file}`;
function requiredChunk(name: string): string {
  const file = chunkNamed(name);
  if (!file) throw new Error(`dist/web/assets has no ${name}-*.js chunk: is it still loaded lazily?`);
  return file;
}

/** Fails loudly when the router gains a page this report does not list. */
function checkEveryRouteIsListed() {
  const router = readFileSync('src/web/app/router.tsx', 'utf8');
  const lazyPages = [...router.matchAll(/const (\w+) = lazyPage\(/g)].map((match) => match[1]);
  const listed = new Set<string>(routes.map((route) => route.component));
  const missing = lazyPages.filter((name) => name && !listed.has(name));
  if (missing.length > 0) throw new Error(`bench/bundle-sizes.ts does not list ${missing.join(', ')}`);
}

/** Every file (URL path) a route downloads before it shows, JavaScript and CSS. */
function routeFiles(route: (typeof routes)[number]) {
  const entry = entryFiles();
  const js = new Set<string>(entry);
  for (const file of entry) for (const chunk of staticClosure(path.basename(file))) js.add(asUrl(chunk));
  for (const chunk of staticClosure(requiredChunk(route.component))) js.add(asUrl(chunk));
  const prerendered = prerenderedPages.find((page) => page.path === route.path);
  const shell = pageShellFileFor(route.path);
  const deferred = prerendered ? hydrationFiles(prerendered.file) : shell ? pageShellFiles(shell) : [];
  for (const file of deferred) js.add(file);
  return { js, css: entryStylesheets() };
}

export function measureBundleSizes(): BundleSizes {
  checkEveryRouteIsListed();
  const firstLoad = new Map(routes.map((route) => [route.path as string, routeFiles(route)]));
  const measuredRoutes = routes.map((route) => {
    const files = firstLoad.get(route.path);
    if (!files) throw new Error(`no files for ${route.path}`);
    const sources = [...files.js].map((file) => readFileSync(webFile(file), 'utf8'));
    return {
      path: route.path,
      js: sizesOf(files.js),
      css: sizesOf(files.css),
      holdsThreeJs: sources.some((source) => threeJsPattern.test(source)),
      onDemandCodeFound: visionForbidden
        .filter(({ pattern }) => sources.some((source) => pattern.test(source)))
        .map(({ what }) => what),
    };
  });

  const lazy = lazyChunks.map((lazyChunk) => {
    const loaded = new Set([...(firstLoad.get(lazyChunk.page)?.js ?? [])].map((file) => path.basename(file)));
    for (const before of lazyChunk.after)
      for (const file of staticClosure(requiredChunk(before))) loaded.add(file);
    const extra = staticClosure(requiredChunk(lazyChunk.chunk), loaded);
    return {
      chunk: lazyChunk.chunk,
      what: lazyChunk.what,
      page: lazyChunk.page,
      js: sizesOf([...extra].map(asUrl)),
    };
  });

  // Exactly check-bundle-size.mjs's two sums: the landing page's initial set, and the scene's
  // chunks beyond that set.
  const initial = [...entryFiles()];
  for (const file of hydrationFiles('index.html')) if (!initial.includes(file)) initial.push(file);
  const scene = staticClosure(
    requiredChunk('DreamWorldCanvas'),
    new Set(initial.map((file) => path.basename(file))),
  );
  return {
    routes: measuredRoutes,
    lazy,
    landingInitialGzip: sizesOf(initial).gzip,
    sceneBeyondInitialGzip: sizesOf([...scene].map(asUrl)).gzip,
  };
}

const routesWhere = (bundle: BundleSizes, test: (route: RouteBundle) => boolean) =>
  bundle.routes
    .filter(test)
    .map((route) => route.path)
    .join(', ') || 'none';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function bundleTables(bundle: BundleSizes) {
  return [
    {
      heading:
        'Bundle sizes per route (KB; what the browser downloads before the route shows: entry + preloads + the page chunk and its static imports)',
      columns: ['route', 'JS files', 'JS raw', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli', 'three.js'],
      rows: bundle.routes.map((route) => [
        route.path,
        route.js.files,
        kb(route.js.raw),
        kb(route.js.gzip),
        kb(route.js.brotli),
        kb(route.css.gzip),
        kb(route.css.brotli),
        route.holdsThreeJs ? 'yes' : 'no',
      ]),
    },
    {
      heading: 'Code loaded on demand (KB, beyond what its page has already downloaded)',
      columns: ['chunk', 'what', 'page', 'files', 'raw', 'gzip', 'brotli'],
      rows: bundle.lazy.map((chunk) => [
        chunk.chunk,
        chunk.what,
        chunk.page,
        chunk.js.files,
        kb(chunk.js.raw),
        kb(chunk.js.gzip),
        kb(chunk.js.brotli),
      ]),
    },
  ];
}

/**
 * The budgets check-bundle-size.mjs enforces: the landing page's first JavaScript ≤ 110 KB gzip,
 * the scene ≤ 400 KB gzip beyond it; and no route's first load holds three.js (docs/architecture.md §6:
 * three.js loads only with the scene), nor the vision page's on-demand features. The 110 KB is the
 * landing page's budget alone (decision 0004); the other routes' sizes are in the table.
 */
export function bundleBudgetRows(bundle: BundleSizes): BudgetRow[] {
  return [
    {
      name: 'Landing page (/) first JavaScript, gzip (check-bundle-size)',
      figure: `${kb(bundle.landingInitialGzip)} KB`,
      budget: `≤ ${initialBudgetKb} KB`,
      pass: bundle.landingInitialGzip / 1024 <= initialBudgetKb,
    },
    {
      name: '3D scene chunks beyond the initial set, gzip (check-bundle-size)',
      figure: `${kb(bundle.sceneBeyondInitialGzip)} KB`,
      budget: `≤ ${sceneBudgetKb} KB`,
      pass: bundle.sceneBeyondInitialGzip / 1024 <= sceneBudgetKb,
    },
    {
      name: `No route's first load holds three.js (${bundle.routes.length} routes)`,
      figure: routesWhere(bundle, (route) => route.holdsThreeJs),
      budget: 'three.js only with the scene',
      pass: bundle.routes.every((route) => !route.holdsThreeJs),
    },
    {
      name: "No route's first load holds WebXR, recording or glTF export code (check-bundle-size: /vision-realized)",
      figure: routesWhere(bundle, (route) => route.onDemandCodeFound.length > 0),
      budget: 'loaded only when used',
      pass: bundle.routes.every((route) => route.onDemandCodeFound.length === 0),
    },
  ];
}

/** The report's section: per-route and on-demand tables, check-bundle-size's budgets. */
export function bundleSizesSection(): ReportSection {
  const bundle = measureBundleSizes();
  return { tables: bundleTables(bundle), budgets: bundleBudgetRows(bundle), raw: bundle };
}

// Run on its own: print the tables.
if (import.meta.url === `file://${process.argv[1]}`) {
  const bundle = measureBundleSizes();
  for (const table of bundleTables(bundle)) {
    console.info(`\n${table.heading}\n${table.columns.join(' | ')}`);
    for (const row of table.rows) console.info(row.join(' | '));
  }
  for (const row of bundleBudgetRows(bundle))
    console.info(`${row.pass ? '✓' : '✗'} ${row.name}: ${row.figure} (${row.budget})`);
}
