// Runs the Playwright suite against the built app on free ports with throwaway data directories,
// in two phases (decision 0112): first every spec but the timing ones, side by side on as many
// workers as the machine has (E2E_WORKERS overrides), then the timing specs alone, so nothing else
// competes for the cores while they time a frame. The timing phase runs even when the first fails.
// Expects `npm run build` to have run (npm test does it first). Arguments go to both phases
// (`node scripts/e2e.mjs e2e/auth.spec.ts`); a phase that has none of the named specs passes.
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
const clockDataDir = mkdtempSync(path.join(tmpdir(), 'dream-life-e2e-clock-'));
const port = await freePort();
let clockPort = await freePort();
while (clockPort === port) clockPort = await freePort();

const phases = [
  { name: 'parallel', projects: ['parallel', 'clock'], env: {} },
  { name: 'timing', projects: ['timing'], env: { E2E_CLOCK_SERVER: 'off' } },
];
const totals = { passed: 0, failed: 0, skipped: 0 };
let code = 0;
for (const phase of phases) {
  const report = path.resolve(`.tmp/playwright-${phase.name}.json`);
  rmSync(report, { force: true });
  const started = Date.now();
  const phaseCode = await run(
    'npx',
    [
      'playwright',
      'test',
      ...phase.projects.map((project) => `--project=${project}`),
      '--no-deps',
      '--pass-with-no-tests',
      ...process.argv.slice(2),
    ],
    {
      env: {
        ...process.env,
        ...phase.env,
        CHROMIUM_PATH: chromium,
        E2E_PORT: String(port),
        E2E_DATA_DIR: dataDir,
        E2E_CLOCK_PORT: String(clockPort),
        E2E_CLOCK_DATA_DIR: clockDataDir,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        E2E_OUTPUT_DIR: `.tmp/playwright-results/${phase.name}`,
        // Playwright must never try to download a browser of its own here.
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      },
    },
  );
  console.info(`e2e phase ${phase.name}: ${Math.round((Date.now() - started) / 1000)} s (exit ${phaseCode})`);
  if (phaseCode !== 0) code = phaseCode;
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected + (phaseCode !== 0 && stats.unexpected === 0 ? 1 : 0);
    totals.skipped += stats.skipped;
  } else {
    totals.failed += 1;
  }
}
rmSync(dataDir, { recursive: true, force: true });
rmSync(clockDataDir, { recursive: true, force: true });

recordSummary('e2e', totals);
process.exit(code);
