import { hashKey, type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { type DreamWorld, dreamWorldPollMs } from '#shared/dreamWorld';
import { dreamWorldQueryKeys } from '#web/lib/dream-world/dreamWorldQueryKeys';
import { fetchDreamWorld } from '#web/lib/dream-world/dreamWorldRequests';
import { pollIntervalFor } from './pollInterval';

type FetchWorld = (id: string, signal?: AbortSignal) => Promise<DreamWorld>;

/**
 * The query that follows one world through its job (docs/product.md §4): every 3 s until completed or
 * failed, never after a failed poll, and off once its entry was removed (`removed`). The caller
 * seeds the entry with the POST's answer, so the first poll waits one interval.
 */
export function worldPollQuery(
  worldId: string | null,
  removed: boolean,
  fetchWorld: FetchWorld = fetchDreamWorld,
) {
  return queryOptions({
    queryKey: dreamWorldQueryKeys.byId(worldId ?? ''),
    queryFn: ({ signal }) => fetchWorld(worldId ?? '', signal),
    enabled: worldId !== null && !removed,
    staleTime: dreamWorldPollMs,
    refetchInterval: (query) => pollIntervalFor(query.state),
    // The job takes a few seconds: a user who glances at another tab still lands on the world.
    refetchIntervalInBackground: true,
    // docs/product.md §4: a failed poll stops polling; the page offers to check again.
    retry: false,
  });
}

/**
 * Calls `onRemoved` when the entry of `queryKey` is removed from the cache. Needed because an
 * observer whose entry is removed rebuilds it empty at the next interval and would poll again.
 */
export function watchEntryRemoval(queryClient: QueryClient, queryKey: QueryKey, onRemoved: () => void) {
  const hash = hashKey(queryKey);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed' && event.query.queryHash === hash) onRemoved();
  });
}
