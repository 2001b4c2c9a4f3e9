import { dashboardMessages } from '#shared/dashboard';
import type { Transaction } from '#shared/payments';
import { formatDate, formatMoney } from '#web/lib/display/format';
import { EmptyList, ListFooter, rowClasses } from './ListFooter';
import { StatusBadge } from './StatusBadge';
import { useMoreItems } from './useMoreItems';

/** docs/product.md §2: amount in its currency, transaction id, date, status badge. */
export function TransactionsPanel({
  transactions,
  nextCursor,
}: {
  transactions: Transaction[];
  nextCursor: string | null;
}) {
  const list = useMoreItems('transactions', transactions, nextCursor);
  if (list.items.length === 0) return <EmptyList>{dashboardMessages.noTransactions}</EmptyList>;
  return (
    <>
      <ul className="space-y-3">
        {list.items.map((transaction) => (
          <li key={transaction._id} className={rowClasses}>
            <div className="min-w-0">
              <p className="font-display text-xl font-semibold">
                {formatMoney(transaction.amount, transaction.currency)}
              </p>
              <p className="mt-1 break-all font-mono text-ink-muted text-xs">{transaction.transactionId}</p>
              <p className="mt-1 text-ink-subtle text-sm">{formatDate(transaction.createdAt)}</p>
            </div>
            <StatusBadge status={transaction.status} />
          </li>
        ))}
      </ul>
      <ListFooter hasMore={list.hasMore} loading={list.loading} onMore={list.loadMore} />
    </>
  );
}
