/** docs/product.md §2 badge colours: active/completed green, pending yellow, cancelled/expired/failed red, others grey. */
const tones: Record<string, string> = {
  active: 'border-success-border/60 bg-success-surface text-success-ink',
  completed: 'border-success-border/60 bg-success-surface text-success-ink',
  pending: 'border-dream-gold/60 bg-dream-gold/10 text-dream-gold',
  cancelled: 'border-danger-border/60 bg-danger-surface text-danger-ink',
  expired: 'border-danger-border/60 bg-danger-surface text-danger-ink',
  failed: 'border-danger-border/60 bg-danger-surface text-danger-ink',
  /** Past the spec: a subscription in its free trial (docs/decisions/0055-*.md). */
  trial: 'border-dream-violet/60 bg-dream-violet/10 text-dream-violet',
  refunded: 'border-dream-gold/60 bg-dream-gold/10 text-dream-gold',
};
const grey = 'border-white/20 bg-white/5 text-ink-muted';

/** `label` replaces the status word when the badge says more (e.g. 'In Progress (Step 3)'). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 font-semibold text-xs ${
        label ? '' : 'capitalize'
      } ${tones[status] ?? grey}`}
    >
      {label ?? status}
    </span>
  );
}
