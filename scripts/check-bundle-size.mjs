// Size budget for what every page loads first: the entry script and the chunks index.html
// preloads, plus what the prerendered landing page loads, gzip-compressed. Also refuses three.js in that initial set (DESIGN.md §2, §6).
// The e2e suite measures what the landing page really loads in Chromium on top of this.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 110;
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
process.exit(ok && !failed ? 0 : 1);
