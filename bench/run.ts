// `npm run bench`: measures the product on this machine and writes bench/results/latest.md.
// Every figure is compared with a baseline measured in the same run, never with a fixed number
// of requests per second, because shared machines vary from run to run.

import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { benchDashboard, heavyTransactionCount } from './api-dashboard';
import { benchProfile } from './api-profile';
import { bundleSizesSection } from './bundle-sizes';
import type { LoadResult } from './lib/load';
import { benchDurationSeconds } from './lib/load';
import { type BudgetRow, type ReportSection, writeReport } from './lib/report';
import { lighthouseSection } from './lighthouse-report';
import { sceneStatsSection } from './scene-stats';
import { benchWorldGeneration } from './world-generation';
import { worldBudgetRows, worldTable } from './world-report';

if (!existsSync('dist/server/main.js') || process.argv.includes('--build')) {
  console.info('building the app…');
  execSync('npm run build --silent', { stdio: 'inherit' });
}

console.info(`API load: ${benchDurationSeconds} s per target, 50 connections…`);
const profile = await benchProfile();
const dashboard = await benchDashboard();

console.info('Dream-world generation: generator p95, POST → completed on PGlite and Postgres…');
const world = await benchWorldGeneration();

// ── Front end: bundle sizes per route, Lighthouse per public route, the 3D scene's draw calls and
// triangles. Each section is its own module (tables, budget rows, raw figures).
console.info('Bundle sizes per route (dist/web)…');
const bundleSizes = bundleSizesSection();
console.info('Lighthouse (mobile preset) on every public route…');
const lighthouse = await lighthouseSection();
console.info('3D scene of the three reference worlds in Chromium (SwiftShader)…');
const sceneStats = await sceneStatsSection();
const frontEnd: ReportSection[] = [bundleSizes, lighthouse, sceneStats];
// ── end of the front-end sections

const ratio = (target: LoadResult | null) =>
  target ? `${((target.requestsPerSecond / profile.bare.requestsPerSecond) * 100).toFixed(0)}%` : '—';
const row = (name: string, result: LoadResult | null) =>
  result
    ? [
        name,
        result.requestsPerSecond,
        result.p50Ms,
        result.p99Ms,
        result.non2xx + result.errors,
        ratio(result),
      ]
    : [name, '—', '—', '—', '—', 'Postgres not reachable'];

const postgresRatio = profile.postgres
  ? profile.postgres.requestsPerSecond / profile.bare.requestsPerSecond
  : null;
const budgets: BudgetRow[] = [
  {
    name: 'GET /api/auth/profile on Postgres vs bare Fastify route',
    figure: ratio(profile.postgres),
    budget: '≥ 40%',
    pass: postgresRatio === null ? null : postgresRatio >= 0.4,
  },
];

// The dashboard's cost must not grow with the user's history (issue 8): aggregates and pages in
// one SQL statement, so 1,000 transactions may cost at most half again a new user's p99.
type DashboardBenchTarget = Awaited<ReturnType<typeof benchDashboard>>['pglite'];
const dashboardP99Budget = 1.5;
const heavyP99Ratio = (target: DashboardBenchTarget | null) =>
  target ? target.heavyUser.p99Ms / Math.max(target.newUser.p99Ms, 1) : null;
for (const [driver, target] of [
  ['PGlite', dashboard.pglite],
  ['Postgres', dashboard.postgres],
] as const) {
  const figure = heavyP99Ratio(target);
  budgets.push({
    name: `GET /api/auth/dashboard p99 with ${heavyTransactionCount} transactions vs a new user (${driver})`,
    figure: figure === null ? '—' : `${figure.toFixed(2)}×`,
    budget: `≤ ${dashboardP99Budget}×`,
    pass: figure === null ? null : figure <= dashboardP99Budget,
  });
}

budgets.push(...worldBudgetRows(world));
budgets.push(...frontEnd.flatMap((section) => section.budgets));

const markdown = writeReport({
  title: 'Dream Life benchmark',
  tables: [
    {
      heading: 'API throughput',
      columns: ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs bare'],
      rows: [
        row('bare Fastify route (baseline)', profile.bare),
        row('GET /api/auth/profile — PGlite', profile.pglite),
        row('GET /api/auth/profile — Postgres', profile.postgres),
        row('GET /api/auth/dashboard, new user — PGlite', dashboard.pglite.newUser),
        row(
          `GET /api/auth/dashboard, ${heavyTransactionCount} transactions — PGlite`,
          dashboard.pglite.heavyUser,
        ),
        row('GET /api/auth/dashboard, new user — Postgres', dashboard.postgres?.newUser ?? null),
        row(
          `GET /api/auth/dashboard, ${heavyTransactionCount} transactions — Postgres`,
          dashboard.postgres?.heavyUser ?? null,
        ),
      ],
    },
    worldTable(world),
    ...frontEnd.flatMap((section) => section.tables),
  ],
  budgets,
  raw: {
    profile,
    dashboard,
    world,
    bundleSizes: bundleSizes.raw,
    lighthouse: lighthouse.raw,
    sceneStats: sceneStats.raw,
  },
});
console.info(`\n${markdown}`);
process.exit(budgets.some((budget) => budget.pass === false) ? 1 : 0);
