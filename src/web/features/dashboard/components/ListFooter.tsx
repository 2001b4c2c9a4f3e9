import { Button } from '#web/components/ui/Button';

export function ListFooter({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="secondary" size="sm" onClick={onMore} disabled={loading}>
        {loading ? 'Loading...' : 'Show more'}
      </Button>
    </div>
  );
}

export function EmptyList({ children }: { children: string }) {
  return (
    <p className="rounded-3xl border border-white/15 border-dashed px-6 py-10 text-center text-ink-muted">
      {children}
    </p>
  );
}

export const rowClasses =
  'flex flex-col gap-3 rounded-3xl border border-white/10 bg-night-800/70 p-5 sm:flex-row sm:items-center sm:justify-between';
