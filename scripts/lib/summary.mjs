// Shared by the test scripts: where per-stage pass/fail counts are written, and how they are summed
// into the one closing line (`N passed, N failed`) that CI reads.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = path.resolve('.tmp/test-summary');

export function resetSummaries() {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
}

/** @typedef {{ passed: number; failed: number; skipped: number }} Counts */

/**
 * @param {string} stage
 * @param {{ passed: number; failed: number; skipped?: number }} counts
 */
export function recordSummary(stage, { passed, failed, skipped = 0 }) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${stage}.json`), JSON.stringify({ stage, passed, failed, skipped }));
}

/** Sums the stages recorded in `folders` (by default the current run's). */
export function totalSummary(folders = [folder]) {
  const stages = folders.flatMap((dir) => {
    /** @type {string[]} */
    let files = [];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    } catch {}
    return files.map(
      (file) => /** @type {Counts} */ (JSON.parse(readFileSync(path.join(dir, file), 'utf8'))),
    );
  });
  return stages.reduce(
    (sum, stage) => ({
      passed: sum.passed + stage.passed,
      failed: sum.failed + stage.failed,
      skipped: sum.skipped + stage.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** @param {Counts} counts */
export const closingLine = ({ passed, failed, skipped }) =>
  `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
