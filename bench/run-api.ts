// `node --import tsx bench/run-api.ts`: only the API figures of `npm run bench`, printed (the
// report file is left alone; the raw figures go to stdout as JSON when --json is given). Needs the
// built server: `npm run build:server`. BENCH_DURATION and BENCH_ROUNDS shorten it for iteration.
import { apiBudgetRows, apiTable, loginLoadTable } from './api-report';
import { benchApi } from './api-suite';
import { startBare } from './lib/processes';
import { budgetResult } from './lib/report';

const bare = await startBare();
const api = await benchApi(bare).finally(() => bare.stop());
for (const table of [apiTable(api), loginLoadTable(api)]) {
  console.info(table.heading);
  for (const row of table.rows) console.info(`  ${row.join(' | ')}`);
}
for (const budget of apiBudgetRows(api)) {
  console.info(`  ${budget.name}: ${budget.figure} (${budget.budget}) ${budgetResult(budget)}`);
}
if (process.argv.includes('--json')) console.info(JSON.stringify(api, null, 2));
process.exit(0);
