// `npm run test:reliability`: the reliability suite (reliability/*.test.ts) against the built app
// and in process. Builds the app first when dist/ is missing. Prints one closing line like npm test.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { run, section } from './lib/run.mjs';
import { closingLine, recordSummary, resetSummaries, totalSummary } from './lib/summary.mjs';

resetSummaries();
if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
  section('build');
  if ((await run('npm', ['run', 'build', '--silent'])) !== 0) {
    recordSummary('reliability', { passed: 0, failed: 1 });
    console.info(closingLine(totalSummary()));
    process.exit(1);
  }
}

section('reliability suite');
const report = '.tmp/vitest-reliability.json';
rmSync(report, { force: true });
const code = await run('npx', [
  'vitest',
  'run',
  '--config',
  'vitest.reliability.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  recordSummary('reliability', {
    passed: result.numPassedTests,
    failed: result.numFailedTests + (result.numFailedTestSuites ?? 0),
    skipped: result.numPendingTests + result.numTodoTests,
  });
} else {
  recordSummary('reliability', { passed: 0, failed: 1 });
}
const total = totalSummary();
section('summary');
console.info(closingLine({ ...total, failed: total.failed + (code !== 0 && total.failed === 0 ? 1 : 0) }));
process.exit(code === 0 ? 0 : 1);
