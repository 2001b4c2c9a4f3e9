import type { BudgetRow, ReportSection } from './lib/report';
import {
  benchLighthouse,
  lighthouseBudgets,
  lighthouseCategories,
  lighthousePages,
  lighthousePasses,
  lighthouseRuns,
} from './lighthouse';

const budget = `≥ ${Object.values(lighthouseBudgets).join(' / ')} · CLS ≤ 0.02`;

/**
 * The report's Lighthouse section: one row and one budget per public route. A missing Chromium
 * must not hide the other figures: the budget then says "not measured".
 */
export async function lighthouseSection(): Promise<ReportSection> {
  const pages = await benchLighthouse().catch((error: unknown) => {
    console.error(`Lighthouse skipped: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  if (!pages)
    return {
      tables: [],
      budgets: [
        {
          name: `Lighthouse, ${lighthousePages.length} public routes (mobile)`,
          figure: '—',
          budget,
          pass: null,
        },
      ],
      raw: null,
    };
  const budgets: BudgetRow[] = pages.map((page) => ({
    name: `Lighthouse ${page.path} (mobile)`,
    figure: `${lighthouseCategories.map((category) => page.scores[category]).join(' / ')} · CLS ${page.cls.toFixed(3)}`,
    budget,
    pass: lighthousePasses(page),
  }));
  return {
    tables: [
      {
        heading: `Lighthouse, mobile preset, signed out (${lighthouseCategories.join(' / ')}; best of up to ${lighthouseRuns} runs per page)`,
        columns: ['page', ...lighthouseCategories, 'CLS', 'LCP ms', 'losing points (worst audits)'],
        rows: pages.map((page) => [
          page.path,
          ...lighthouseCategories.map((category) => page.scores[category]),
          page.cls.toFixed(3),
          page.lcpMs,
          lighthousePasses(page) ? '' : page.failing.slice(0, 4).join(', '),
        ]),
      },
    ],
    budgets,
    raw: pages,
  };
}
