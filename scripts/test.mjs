// `npm test`: lint, typecheck, unit + API + component tests (PGlite; --postgres: only the database
// project, on Postgres), production build with size checks, and the browser e2e suite. Prints one
// closing `N passed, N failed` line.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { findChromium } from './lib/chromium.mjs';
import { run, section } from './lib/run.mjs';
import { closingLine, recordSummary, resetSummaries, totalSummary } from './lib/summary.mjs';

const postgresOnly = process.argv.includes('--postgres');
const failures = [];

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
async function stage(name, command, args, env) {
  section(name);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  if (code !== 0) failures.push(name);
  return code;
}

/**
 * @param {string} name
 * @param {Record<string, string>} env
 * @param {string[]} [projectArgs] Vitest projects to run (all by default)
 */
async function vitestStage(name, env, projectArgs = []) {
  const report = `.tmp/vitest-${name}.json`;
  rmSync(report, { force: true });
  await stage(
    `unit and API tests (${name})`,
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    recordSummary(`vitest-${name}`, {
      passed: result.numPassedTests,
      failed: result.numFailedTests + (result.numFailedTestSuites ? result.numFailedTestSuites : 0),
      skipped: result.numPendingTests + result.numTodoTests,
    });
  } else {
    recordSummary(`vitest-${name}`, { passed: 0, failed: 1 });
  }
}

resetSummaries();
if (postgresOnly) {
  // Only the files that make a database: the rest ran in `npm test` and would run the same here
  // (decision 0104).
  await vitestStage(
    'postgres',
    { DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    ['--project', 'database'],
  );
} else {
  await stage('lint (biome)', 'npx', ['biome', 'check', '.']);
  await stage('typecheck (tsc)', 'npx', ['tsc', '--noEmit']);
  await vitestStage('pglite', { DATABASE_URL: '' });
  if ((await stage('build', 'npm', ['run', 'build', '--silent'])) === 0) {
    await stage('bundle size budgets', 'node', ['scripts/check-bundle-size.mjs']);
    if (findChromium()) {
      await stage('end-to-end (Playwright, Chromium)', 'node', ['scripts/e2e.mjs']);
    } else {
      section('end-to-end (Playwright, Chromium)');
      console.error(
        'Chromium is missing: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH).',
      );
      failures.push('end-to-end: Chromium missing');
      recordSummary('e2e', { passed: 0, failed: 1 });
    }
  }
}

const total = totalSummary();
section('summary');
if (failures.length > 0) console.error(`Failed stages: ${failures.join(', ')}`);
// A failed stage that has no test count of its own (lint, typecheck, build) still counts as a failure.
const stageOnlyFailures = failures.filter((name) => !/tests|end-to-end/.test(name)).length;
console.info(closingLine({ ...total, failed: total.failed + stageOnlyFailures }));
process.exit(failures.length > 0 ? 1 : 0);
