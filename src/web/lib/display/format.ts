/** Money and dates shown en-US (docs/product.md §9); money always names its currency ("$14.99 USD"). */
export function formatMoney(amount: number, currency = 'USD'): string {
  try {
    return `${new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount)} ${currency}`;
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** A day as people say it, "December 11": for dates within the year ahead (trials, next charges). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
}
