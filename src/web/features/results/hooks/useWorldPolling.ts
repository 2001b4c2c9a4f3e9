import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { dreamWorldPollMs } from '../../../../shared/dreamWorld';
import { dreamWorldQueryKeys } from '../../../lib/dreamWorldQueryKeys';
import { fetchDreamWorld } from '../../../lib/dreamWorldRequests';
import { pollIntervalFor } from './pollInterval';

/**
 * Follows one world through its generation job (spec §4): GET /dream-world/{id} every 3 s until
 * it is completed or failed, a poll fails, or its cache entry is removed. The caller seeds the
 * entry with the POST's answer, so the first poll waits one interval instead of asking at once.
 */
export function useWorldPolling(worldId: string | null) {
  const queryClient = useQueryClient();
  const [removedId, setRemovedId] = useState<string | null>(null);

  // A removed entry would otherwise be rebuilt empty by the next interval and polled again.
  useEffect(() => {
    if (worldId === null) return;
    const hash = hashKey(dreamWorldQueryKeys.byId(worldId));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'removed' && event.query.queryHash === hash) setRemovedId(worldId);
    });
  }, [queryClient, worldId]);

  const removed = worldId !== null && removedId === worldId;
  const query = useQuery({
    queryKey: dreamWorldQueryKeys.byId(worldId ?? ''),
    queryFn: ({ signal }) => fetchDreamWorld(worldId ?? '', signal),
    enabled: worldId !== null && !removed,
    staleTime: dreamWorldPollMs,
    refetchInterval: (current) => pollIntervalFor(current.state),
    // The job takes a few seconds: a user who glances at another tab still lands on the world.
    refetchIntervalInBackground: true,
    // Spec §4: a failed poll stops polling; the page offers to check again.
    retry: false,
  });
  return { query, removed };
}
