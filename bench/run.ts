// `npm run bench`: measures the product on this machine and writes bench/results/latest.md.
// Every figure is compared with a baseline measured in the same run, never with a fixed number
// of requests per second, because shared machines vary from run to run.

import { buildApp } from '../scripts/lib/build.mjs';
import { apiBudgetRows, apiTable, loginLoadTable } from './api-report';
import { benchApi } from './api-suite';
import { bundleSizesSection } from './bundle-sizes';
import { coldStartSection } from './cold-start';
import { benchDurationSeconds, pairedRounds } from './lib/load';
import { startBare } from './lib/processes';
import { type BudgetRow, type ReportSection, writeReport } from './lib/report';
import { lighthouseSection } from './lighthouse-report';
import { pwaSection } from './pwa';
import { sceneStatsSection } from './scene-stats';
import { benchWorldGeneration } from './world-generation';
import { worldBudgetRows, worldTable } from './world-report';

// What the sources make, as `npm start` builds it: only what changed (decision 0117); --build forces it.
if ((await buildApp({ force: process.argv.includes('--build') })) !== 0) process.exit(1);

// First: nothing of this run's own load is left running, and the build's PGlite image is fresh.
console.info('Cold start: spawn → healthy /api/health on a new and an existing data folder…');
const coldStart = await coldStartSection();

console.info(
  `API load: ${benchDurationSeconds} s per target (paired targets in ${pairedRounds} alternating rounds), 50 connections, PGlite then Postgres…`,
);
const bare = await startBare();
const api = await benchApi(bare).finally(() => bare.stop());

console.info('Dream-world generation: generator p95, POST → completed on PGlite and Postgres…');
const world = await benchWorldGeneration();

// ── Front end: bundle sizes per route, Lighthouse per public route, the 3D scene's draw calls and
// triangles. Each section is its own module (tables, budget rows, raw figures).
console.info('Bundle sizes per route (dist/web)…');
const bundleSizes = bundleSizesSection();
console.info('Lighthouse (mobile preset) on every public route…');
const lighthouse = await lighthouseSection();
console.info('Installed app: manifest, service worker, offline start, precache size…');
const pwa = await pwaSection();
console.info('3D scene of the reference lives in Chromium (SwiftShader)…');
const sceneStats = await sceneStatsSection();
const frontEnd: ReportSection[] = [bundleSizes, lighthouse, pwa, sceneStats];
// ── end of the front-end sections

const budgets: BudgetRow[] = [...coldStart.budgets, ...apiBudgetRows(api)];

budgets.push(...worldBudgetRows(world));
budgets.push(...frontEnd.flatMap((section) => section.budgets));

const markdown = writeReport({
  title: 'Dream Life benchmark',
  tables: [
    ...coldStart.tables,
    apiTable(api),
    loginLoadTable(api),
    worldTable(world),
    ...frontEnd.flatMap((section) => section.tables),
  ],
  budgets,
  raw: {
    coldStart: coldStart.raw,
    api,
    world,
    bundleSizes: bundleSizes.raw,
    lighthouse: lighthouse.raw,
    pwa: pwa.raw,
    sceneStats: sceneStats.raw,
  },
});
console.info(`\n${markdown}`);
process.exit(budgets.some((budget) => budget.pass === false) ? 1 : 0);
