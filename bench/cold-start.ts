// Cold start for `npm run bench` (decision 0117): from spawning the built server to its first
// healthy answer of /api/health, on a new data folder (seeded from the build's migrated PGlite
// image) and on an existing one, beside `node -e 0` (Node's own start) measured in the same
// rounds, so a busy machine shows as a slow baseline rather than as a slow server.
// Run alone: `node --import tsx bench/cold-start.ts`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/lib/free-port.mjs';
import type { BudgetRow, ReportSection } from './lib/report';

export const coldStartBudgets = { freshMs: 3000, existingMs: 2000 } as const;
const rounds = Number(process.env.BENCH_COLD_START_ROUNDS ?? 3);
/** Fine enough that the poll itself is not what is measured. */
const pollMs = 20;
const giveUpMs = 120_000;

export interface ColdStartBench {
  rounds: number;
  /** Medians over the rounds, in ms. */
  nodeMs: number;
  freshMs: number;
  existingMs: number;
  /** Every round's figures, for the raw report. */
  samples: { nodeMs: number; freshMs: number; existingMs: number }[];
}

function exited(command: string, args: string[]): Promise<number> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', () => resolve(performance.now() - startedAt));
  });
}

/** Milliseconds from spawning the server on `dataDir` to a 200 from /api/health; then stops it. */
async function timeToHealthy(dataDir: string): Promise<number> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn('node', ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  try {
    while (performance.now() - startedAt < giveUpMs) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (healthy) return performance.now() - startedAt;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    throw new Error(`no healthy answer within ${giveUpMs} ms`);
  } finally {
    if (child.exitCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

/** Rounds of: node -e 0, a start on a new data folder, a second start on the same folder. */
export async function benchColdStart(): Promise<ColdStartBench> {
  const samples: ColdStartBench['samples'] = [];
  for (let round = 0; round < rounds; round++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dream-life-bench-cold-'));
    try {
      const nodeMs = await exited('node', ['-e', '0']);
      const freshMs = await timeToHealthy(dataDir);
      const existingMs = await timeToHealthy(dataDir);
      samples.push({
        nodeMs: Math.round(nodeMs),
        freshMs: Math.round(freshMs),
        existingMs: Math.round(existingMs),
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return {
    rounds,
    nodeMs: median(samples.map((sample) => sample.nodeMs)),
    freshMs: median(samples.map((sample) => sample.freshMs)),
    existingMs: median(samples.map((sample) => sample.existingMs)),
    samples,
  };
}

export async function coldStartSection(): Promise<ReportSection> {
  const bench = await benchColdStart().catch((error: unknown) => {
    console.error(`Cold start not measured: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  const baseline = bench ? { baseline: `node -e 0: ${bench.nodeMs} ms` } : {};
  const budgets: BudgetRow[] = [
    {
      name: 'Start to a healthy /api/health, new data folder (PGlite)',
      figure: bench ? `${bench.freshMs} ms` : '—',
      budget: `≤ ${coldStartBudgets.freshMs} ms`,
      pass: bench ? bench.freshMs <= coldStartBudgets.freshMs : null,
      ...baseline,
    },
    {
      name: 'Start to a healthy /api/health, existing data folder (PGlite)',
      figure: bench ? `${bench.existingMs} ms` : '—',
      budget: `≤ ${coldStartBudgets.existingMs} ms`,
      pass: bench ? bench.existingMs <= coldStartBudgets.existingMs : null,
      ...baseline,
    },
  ];
  return {
    tables: bench
      ? [
          {
            heading: `Cold start: spawn → first 200 from /api/health (built server, PGlite; median of ${bench.rounds} rounds, each beside node -e 0)`,
            columns: ['what', 'median ms', 'rounds ms'],
            rows: [
              [
                'node -e 0 (baseline)',
                bench.nodeMs,
                bench.samples.map((sample) => sample.nodeMs).join(' / '),
              ],
              [
                'new data folder (from the migrated image)',
                bench.freshMs,
                bench.samples.map((sample) => sample.freshMs).join(' / '),
              ],
              [
                'existing data folder',
                bench.existingMs,
                bench.samples.map((sample) => sample.existingMs).join(' / '),
              ],
            ],
          },
        ]
      : [],
    budgets,
    raw: bench,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const section = await coldStartSection();
  for (const table of section.tables) for (const row of table.rows) console.info(row.join(' | '));
  for (const budget of section.budgets)
    console.info(`${budget.name}: ${budget.figure} (${budget.baseline ?? '—'}; goal ${budget.budget})`);
}
