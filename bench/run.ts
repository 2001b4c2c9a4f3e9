// `npm run bench`: measures the product on this machine and writes bench/results/latest.md.
// Every figure is compared with a baseline measured in the same run, never with a fixed number
// of requests per second, because shared machines vary from run to run.

import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { benchDashboard, heavyTransactionCount } from './api-dashboard';
import { benchProfile } from './api-profile';
import type { LoadResult } from './lib/load';
import { benchDurationSeconds } from './lib/load';
import { type BudgetRow, writeReport } from './lib/report';
import { benchLighthouse, lighthouseBudgets, lighthouseCategories, lighthousePasses } from './lighthouse';
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

console.info('Lighthouse (mobile preset) on the marketing pages…');
// A missing Chromium must not hide the API figures: the section then says "not measured".
const lighthouse = await benchLighthouse().catch((error: unknown) => {
  console.error(`Lighthouse skipped: ${error instanceof Error ? error.message : String(error)}`);
  return null;
});

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
  ...(lighthouse ?? []).map((page) => ({
    name: `Lighthouse ${page.path} (mobile)`,
    figure: `${lighthouseCategories.map((category) => page.scores[category]).join(' / ')} · CLS ${page.cls.toFixed(3)}`,
    budget: `≥ ${Object.values(lighthouseBudgets).join(' / ')} · CLS ≤ 0.02`,
    pass: lighthousePasses(page),
  })),
  ...(lighthouse
    ? []
    : [
        {
          name: 'Lighthouse marketing pages (mobile)',
          figure: '—',
          budget: 'see bench/lighthouse.ts',
          pass: null,
        },
      ]),
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
    {
      heading: 'Lighthouse, mobile preset (best of runs per page)',
      columns: ['page', ...lighthouseCategories, 'CLS', 'LCP ms'],
      rows: (lighthouse ?? []).map((page) => [
        page.path,
        ...lighthouseCategories.map((category) => page.scores[category]),
        page.cls.toFixed(3),
        page.lcpMs,
      ]),
    },
  ],
  budgets,
  raw: { profile, lighthouse, dashboard, world },
});
console.info(`\n${markdown}`);
process.exit(budgets.some((budget) => budget.pass === false) ? 1 : 0);
