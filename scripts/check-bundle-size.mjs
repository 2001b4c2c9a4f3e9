// Size budget for what every page loads first: the entry script and the chunks index.html
// preloads, plus what the prerendered landing page loads, gzip-compressed. Also refuses three.js in that initial set (docs/architecture.md §2, §6).
// Second budget : the 3D scene's chunks — DreamWorldCanvas and everything it imports that
// the initial set does not already hold (three.js, React Three Fiber, drei) — at most 400 KB gzip,
// and none of them in the initial set.
// Third rule : the vision page's own chunk and its static imports hold none of the heavy
// code its features load on demand (WebXR, recording, glTF export).
// Fourth rule (docs/decisions/0033): the client-rendered pages' copies of index.html preload only
// what the page needs for its first paint: never three.js, the XR, recording or glTF export code.
// The e2e suite measures what the landing page really loads in Chromium on top of this.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  assetsDir as assets,
  initialBudgetKb as BUDGET_KB,
  chunkNamed,
  compressedSizes,
  entryFiles,
  hydrationFiles,
  pageShellChunks,
  precacheBudgetKb,
  sceneBudgetKb as SCENE_BUDGET_KB,
  staticClosure,
  threeJsPattern,
  visionForbidden,
  webDir as web,
} from './lib/bundle.mjs';
import { precacheSize } from './lib/precache.mjs';

const initial = entryFiles();
// The landing page is served prerendered (docs/decisions/0020): /hydrate.js loads the modules its
// data-modules lists, the entry's and the landing page's own, right after the first paint.
for (const file of hydrationFiles('index.html')) if (!initial.includes(file)) initial.push(file);

let totalBytes = 0;
let failed = false;
for (const file of initial) {
  const source = readFileSync(path.join(web, file));
  const gzipped = gzipSync(source, { level: 9 }).length;
  totalBytes += gzipped;
  console.info(`  ${file}  ${(gzipped / 1024).toFixed(1)} KB gzip`);
  if (threeJsPattern.test(source.toString())) {
    console.error(`  ✗ ${file} contains three.js, which must only load with the 3D scene`);
    failed = true;
  }
}
const totalKb = totalBytes / 1024;
const ok = totalKb <= BUDGET_KB;
console.info(`initial JavaScript: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB) ${ok ? '✓' : '✗'}`);

// The scene: the lazily loaded DreamWorldCanvas chunk and its static imports, transitively.
const sceneEntry = chunkNamed('DreamWorldCanvas');
let sceneOk = false;
if (!sceneEntry) {
  console.error('  ✗ no DreamWorldCanvas-*.js chunk: the vision page must load the 3D scene lazily');
} else {
  const scene = staticClosure(sceneEntry, new Set(initial.map((file) => path.basename(file))));
  let sceneBytes = 0;
  for (const file of scene) {
    const gzipped = gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
    sceneBytes += gzipped;
    console.info(`  ${file}  ${(gzipped / 1024).toFixed(1)} KB gzip`);
  }
  const leaked = initial.filter((file) => scene.has(path.basename(file)));
  for (const file of leaked) console.error(`  ✗ ${file} is a scene chunk in the initial set`);
  const sceneKb = sceneBytes / 1024;
  sceneOk = sceneKb <= SCENE_BUDGET_KB && leaked.length === 0;
  console.info(
    `3D scene chunks: ${sceneKb.toFixed(1)} KB gzip (budget ${SCENE_BUDGET_KB} KB) ${sceneOk ? '✓' : '✗'}`,
  );
}

// The vision page: the chunk holding VisionRealizedPage (and VisionContent, which the router's
// lazy page pulls in statically) and everything it imports statically, initial chunks included,
// i.e. all the code the browser fetches before /vision-realized can show. Minifiers keep string
// literals and global names, so each lazy feature is recognised by text only it contains:
//   - @react-three/xr: the WebXR session modes 'immersive-vr' / 'immersive-ar' (three.js core
//     and React Three Fiber contain neither; the XR store requests them),
//   - recording: `new MediaRecorder` (voice recordings, the guided tour's WebM export) and
//     'dream-life-voice', the IndexedDB database of the voice recordings,
//   - GLTFExporter: its 'THREE.GLTFExporter' messages and the 'KHR_materials_' extension names
//     (GLTFLoader holds those too, and has no place there either).
// (The patterns live in lib/bundle.mjs as `visionForbidden`.)
const visionEntry = chunkNamed('VisionRealizedPage');
let visionOk = false;
if (!visionEntry) {
  console.error('  ✗ no VisionRealizedPage-*.js chunk: the router must load the vision page lazily');
} else {
  const files = staticClosure(visionEntry);
  const leaks = [];
  for (const file of files) {
    const source = readFileSync(path.join(assets, file), 'utf8');
    for (const { what, pattern } of visionForbidden)
      if (pattern.test(source)) leaks.push(`${file} holds ${what}`);
  }
  for (const leak of leaks) console.error(`  ✗ ${leak}, which must load only when used`);
  visionOk = leaks.length === 0;
  console.info(
    `vision page first chunks: ${files.size} files, no XR, recording or glTF export code ${visionOk ? '✓' : '✗'}`,
  );
}
// What each page copy lists for /hydrate.js beyond the entry (decision 0036): the build follows
// static imports only, so a lazy feature showing up here means a page imports it statically and
// would make every visit pay for it.
// The prerendered pages (decisions 0020, 0097) list theirs the same way and are held to the same rule.
const shells = pageShellChunks();
const prerenderedPageChunks = pageShellChunks('prerendered');
/** @type {string[]} */
const shellLeaks = [];
/**
 * @param {string} kind the folder of dist/web the pages are in
 * @param {Map<string, string[]>} pages
 */
const findLeaks = (kind, pages) => {
  for (const [page, files] of pages)
    for (const file of files) {
      const source = readFileSync(path.join(web, file), 'utf8');
      if (threeJsPattern.test(source)) shellLeaks.push(`${kind}/${page} loads ${file}, which holds three.js`);
      for (const { what, pattern } of visionForbidden)
        if (pattern.test(source)) shellLeaks.push(`${kind}/${page} loads ${file}, which holds ${what}`);
    }
};
findLeaks('routes', shells);
findLeaks('prerendered', prerenderedPageChunks);
for (const leak of shellLeaks) console.error(`  ✗ ${leak}`);
const shellsOk = shells.size > 0 && shellLeaks.length === 0;
if (shells.size === 0)
  console.error('  ✗ no dist/web/routes/*.html: the build must write the pages’ copies of index.html');
console.info(
  `pages' first chunks: ${shells.size} client-rendered, ${prerenderedPageChunks.size} prerendered, no 3D, XR, recording or glTF export code ${shellsOk ? '✓' : '✗'}`,
);
// Fifth rule (docs/decisions/0077): what the service worker precaches at install stays small.
const precache = precacheSize(web, compressedSizes);
const precacheKb = precache.brotli / 1024;
const precacheOk = precacheKb <= precacheBudgetKb;
console.info(
  `service worker precache: ${precache.files} files, ${precacheKb.toFixed(1)} KB brotli (budget ${precacheBudgetKb} KB) ${precacheOk ? '✓' : '✗'}`,
);
process.exit(ok && !failed && sceneOk && visionOk && shellsOk && precacheOk ? 0 : 1);
