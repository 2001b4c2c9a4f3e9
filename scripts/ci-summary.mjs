// CI's closing line: the counts of `npm test` (saved by .ci/run) plus the Postgres run.
// Usage: node scripts/ci-summary.mjs <exit status of the runs> <summary folder>...
import { totalSummary } from './lib/summary.mjs';

const [status, ...folders] = process.argv.slice(2);
const total = totalSummary(folders);
// A failed run that recorded no failing test (lint, typecheck, build) must not read as green.
if (status !== '0' && total.failed === 0) total.failed = 1;
console.info(`ci: ${total.passed} passed, ${total.failed} failed`);
