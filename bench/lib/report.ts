import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export interface BudgetRow {
  name: string;
  figure: string;
  budget: string;
  /** Null: not measured, or reported beside a budget that does not apply to it (`reportedOnly`). */
  pass: boolean | null;
  /** Why this figure is shown against the goal without being held to it. */
  reportedOnly?: string;
  /** Why this run's figure cannot be judged (e.g. a background load that missed its rate). */
  invalid?: string;
  /** The figure this run measured for the baseline the budget is compared with (bare route, node -e 0…). */
  baseline?: string;
}

/** The result column of a budget row. */
export function budgetResult(row: BudgetRow): string {
  if (row.invalid) return `INVALID: ${row.invalid}`;
  if (row.reportedOnly) return `reported: ${row.reportedOnly}`;
  return row.pass === null ? 'not measured' : row.pass ? 'pass' : 'FAIL';
}

export interface ReportTable {
  heading: string;
  columns: string[];
  rows: (string | number)[][];
}

export interface Report {
  title: string;
  tables: ReportTable[];
  budgets: BudgetRow[];
  raw: unknown;
}

/** One part of the report measured by its own module: its tables, its budget rows, its raw figures. */
export interface ReportSection {
  tables: ReportTable[];
  budgets: BudgetRow[];
  raw: unknown;
}

/**
 * Writes bench/results/latest.md (committed, human-readable) and latest.json: the raw figures and
 * the budgets with their pass/fail, so a script can read the outcome without parsing markdown.
 */
export function writeReport(report: Report): string {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const lines = [`# ${report.title}`, '', `Measured ${new Date().toISOString()} on ${machine}.`, ''];
  for (const table of report.tables) {
    lines.push(
      `## ${table.heading}`,
      '',
      `| ${table.columns.join(' | ')} |`,
      `|${table.columns.map(() => '---').join('|')}|`,
    );
    for (const row of table.rows) lines.push(`| ${row.join(' | ')} |`);
    lines.push('');
  }
  lines.push(
    '## Budgets',
    '',
    '| budget | figure | this run’s baseline | goal | result |',
    '|---|---|---|---|---|',
  );
  for (const row of report.budgets) {
    lines.push(
      `| ${row.name} | ${row.figure} | ${row.baseline ?? '—'} | ${row.budget} | ${budgetResult(row)} |`,
    );
  }
  const markdown = `${lines.join('\n')}\n`;
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.md', markdown);
  const json = {
    measuredAt: new Date().toISOString(),
    machine,
    budgets: report.budgets,
    figures: report.raw,
  };
  writeFileSync('bench/results/latest.json', `${JSON.stringify(json, null, 2)}\n`);
  return markdown;
}
