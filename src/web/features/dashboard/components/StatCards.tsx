import type { DashboardStats } from '#shared/dashboard';
import { formatMoney } from '#web/lib/display/format';

/** The four stat cards of docs/product.md §2. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const cards = [
    { label: 'Active Subscriptions', value: String(stats.activeSubscriptions) },
    { label: 'Total Questionnaires', value: String(stats.totalQuestionnaires) },
    { label: 'Total Transactions', value: String(stats.totalTransactions) },
    { label: 'Total Spent', value: formatMoney(stats.totalSpent, 'USD') },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-3xl border border-white/10 bg-night-800/70 p-4 sm:p-6">
          <dt className="text-ink-subtle text-xs font-semibold uppercase tracking-[0.14em] sm:text-sm sm:normal-case sm:tracking-normal">
            {card.label}
          </dt>
          <dd className="mt-2 font-display text-2xl font-semibold sm:text-3xl">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
