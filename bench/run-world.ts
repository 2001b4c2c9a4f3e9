// `node --import tsx bench/run-world.ts`: only the dream-world figures of `npm run bench`, printed
// (the report file is left alone). Needs the built server: `npm run build:server`.
import { budgetResult } from './lib/report';
import { benchWorldGeneration } from './world-generation';
import { worldBudgetRows, worldTable } from './world-report';

const world = await benchWorldGeneration();
const table = worldTable(world);
console.info(table.heading);
for (const row of table.rows) console.info(`  ${row.join(' | ')}`);
for (const budget of worldBudgetRows(world)) {
  console.info(`  ${budget.name}: ${budget.figure} (${budget.budget}) ${budgetResult(budget)}`);
}
process.exit(0);
