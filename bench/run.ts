// `npm run bench`: measures the product on this machine and writes bench/results/latest.md.
// Every figure is compared with a baseline measured in the same run, never with a fixed number
// of requests per second, because shared machines vary from run to run.

import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { apiBudgetRows, apiTable, loginLoadTable } from './api-report';
import { benchApi } from './api-suite';
import { benchDurationSeconds, pairedRounds } from './lib/load';
import { startBare } from './lib/processes';
import { type BudgetRow, writeReport } from './lib/report';
import { benchLighthouse, lighthouseBudgets, lighthouseCategories, lighthousePasses } from './lighthouse';
import { benchWorldGeneration } from './world-generation';
import { worldBudgetRows, worldTable } from './world-report';

if (!existsSync('dist/server/main.js') || process.argv.includes('--build')) {
  console.info('building the app…');
  execSync('npm run build --silent', { stdio: 'inherit' });
}

console.info(
  `API load: ${benchDurationSeconds} s per target (paired targets in ${pairedRounds} alternating rounds), 50 connections, PGlite then Postgres…`,
);
const bare = await startBare();
const api = await benchApi(bare).finally(() => bare.stop());

console.info('Dream-world generation: generator p95, POST → completed on PGlite and Postgres…');
const world = await benchWorldGeneration();

console.info('Lighthouse (mobile preset) on the marketing pages…');
// A missing Chromium must not hide the API figures: the section then says "not measured".
const lighthouse = await benchLighthouse().catch((error: unknown) => {
  console.error(`Lighthouse skipped: ${error instanceof Error ? error.message : String(error)}`);
  return null;
});

const budgets: BudgetRow[] = [
  ...apiBudgetRows(api),
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

budgets.push(...worldBudgetRows(world));

const markdown = writeReport({
  title: 'Dream Life benchmark',
  tables: [
    apiTable(api),
    loginLoadTable(api),
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
  raw: { api, lighthouse, world },
});
console.info(`\n${markdown}`);
process.exit(budgets.some((budget) => budget.pass === false) ? 1 : 0);
