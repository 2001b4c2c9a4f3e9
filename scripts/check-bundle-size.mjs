// Size budget for what every page loads first: the entry script and the chunks index.html
// preloads, plus what the prerendered landing page loads, gzip-compressed. Also refuses three.js in that initial set (DESIGN.md §2, §6).
// Second budget (issue 6): the 3D scene's chunks — DreamWorldCanvas and everything it imports that
// the initial set does not already hold (three.js, React Three Fiber, drei) — at most 400 KB gzip,
// and none of them in the initial set.
// The e2e suite measures what the landing page really loads in Chromium on top of this.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 110;
const SCENE_BUDGET_KB = 400;
const web = 'dist/web';
const html = readFileSync(path.join(web, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((match) => match[1]);
// The landing page is served prerendered (docs/decisions/0020): /hydrate.js loads the modules its
// data-modules lists, the entry's and the landing page's own, right after the first paint.
const landingPath = path.join(web, 'prerendered', 'index.html');
if (existsSync(landingPath)) {
  const landing = readFileSync(landingPath, 'utf8');
  const modules = landing.match(/<script type="module" src="([^"]+)" data-modules="([^"]+)"/);
  if (!modules) throw new Error('prerendered/index.html has no hydrate script');
  for (const file of [modules[1], ...modules[2].split(' ')]) if (!initial.includes(file)) initial.push(file);
}

let totalBytes = 0;
let failed = false;
for (const file of initial) {
  const source = readFileSync(path.join(web, file));
  const gzipped = gzipSync(source, { level: 9 }).length;
  totalBytes += gzipped;
  console.info(`  ${file}  ${(gzipped / 1024).toFixed(1)} KB gzip`);
  if (/WebGLRenderer|three\.module/.test(source.toString())) {
    console.error(`  ✗ ${file} contains three.js, which must only load with the 3D scene`);
    failed = true;
  }
}
const totalKb = totalBytes / 1024;
const ok = totalKb <= BUDGET_KB;
console.info(`initial JavaScript: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB) ${ok ? '✓' : '✗'}`);

// The scene: the lazily loaded DreamWorldCanvas chunk and its static imports, transitively.
const assets = path.join(web, 'assets');
const sceneEntry = readdirSync(assets).find((file) => /^DreamWorldCanvas-[\w-]+\.js$/.test(file));
let sceneOk = false;
if (!sceneEntry) {
  console.error('  ✗ no DreamWorldCanvas-*.js chunk: the vision page must load the 3D scene lazily');
} else {
  const initialNames = new Set(initial.map((file) => path.basename(file)));
  const scene = new Set();
  const queue = [sceneEntry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (scene.has(file) || initialNames.has(file)) continue;
    scene.add(file);
    const source = readFileSync(path.join(assets, file), 'utf8');
    for (const match of source.matchAll(
      /(?:import|export)\s*(?:[\w$*{}\s,]*from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    ))
      queue.push(match[1]);
  }
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
process.exit(ok && !failed && sceneOk ? 0 : 1);
