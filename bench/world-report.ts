import type { BudgetRow } from './lib/report';
import type { Timings, WorldGenerationBench } from './world-generation';
import { generatorInputCount, generatorRounds } from './world-generation';

/**
 * Offline generation completes well under a second, end to end. Not `worldBudgets`:
 * that name is the scene's budgets in src/shared/worldSpec.ts (draw calls, triangles, first frame).
 */
export const worldGenerationBudgets = { generatorP95Ms: 100, postToCompletedP95Ms: 1000 } as const;

const row = (name: string, timing: Timings | null) =>
  timing
    ? [name, timing.samples, timing.p50Ms, timing.p95Ms, timing.maxMs]
    : [name, '—', '—', '—', 'Postgres not reachable'];

export function worldTable(world: WorldGenerationBench) {
  return {
    heading:
      'Dream-world generation (offline provider, full level, the three reference worlds; the generator also a worst-case input)',
    columns: ['what', 'samples', 'p50 ms', 'p95 ms', 'max ms'],
    rows: [
      row(`generator, in process (${generatorInputCount} inputs × ${generatorRounds})`, world.generator),
      row('POST /generate → GET /{id} completed — PGlite', world.postToCompleted.pglite),
      row('POST /generate → GET /{id} completed — Postgres', world.postToCompleted.postgres),
    ],
  };
}

export function worldBudgetRows(world: WorldGenerationBench): BudgetRow[] {
  const budget = (name: string, timing: Timings | null, limitMs: number): BudgetRow => ({
    name,
    figure: timing ? `${timing.p95Ms} ms` : '—',
    budget: `≤ ${limitMs} ms`,
    pass: timing ? timing.p95Ms <= limitMs : null,
  });
  return [
    budget('World generator p95', world.generator, worldGenerationBudgets.generatorP95Ms),
    budget(
      'World POST → completed p95 (PGlite)',
      world.postToCompleted.pglite,
      worldGenerationBudgets.postToCompletedP95Ms,
    ),
    budget(
      'World POST → completed p95 (Postgres)',
      world.postToCompleted.postgres,
      worldGenerationBudgets.postToCompletedP95Ms,
    ),
  ];
}
