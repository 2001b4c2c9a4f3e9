// Runs the Playwright suite against the built app on a free port with a throwaway data directory.
// Expects `npm run build` to have run (npm test does it first).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { freePort } from './lib/free-port.mjs';
import { run } from './lib/run.mjs';
import { recordSummary } from './lib/summary.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error('Chromium is missing: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH).');
  process.exit(1);
}
if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
  console.error('The app is not built: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'dream-life-e2e-'));
const report = path.resolve('.tmp/playwright.json');
rmSync(report, { force: true });
const code = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(await freePort()),
    E2E_DATA_DIR: dataDir,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    // Playwright must never try to download a browser of its own here.
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  },
});
rmSync(dataDir, { recursive: true, force: true });

if (existsSync(report)) {
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  recordSummary('e2e', {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0),
    skipped: stats.skipped,
  });
} else {
  recordSummary('e2e', { passed: 0, failed: 1 });
}
process.exit(code);
