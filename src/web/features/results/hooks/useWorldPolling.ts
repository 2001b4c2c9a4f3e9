import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { dreamWorldQueryKeys } from '#web/lib/dream-world/dreamWorldQueryKeys';
import { watchEntryRemoval, worldPollQuery } from './worldPollQuery';

/**
 * Follows one world through its generation job (docs/product.md §4): GET /dream-world/{id} every 3 s until
 * it is completed or failed, a poll fails, or its cache entry is removed; and never once the
 * caller gave up on it (`abandoned`: it stalled).
 */
export function useWorldPolling(worldId: string | null, abandoned = false) {
  const queryClient = useQueryClient();
  const [removedId, setRemovedId] = useState<string | null>(null);

  useEffect(() => {
    if (worldId === null) return;
    return watchEntryRemoval(queryClient, dreamWorldQueryKeys.byId(worldId), () => setRemovedId(worldId));
  }, [queryClient, worldId]);

  const removed = worldId !== null && removedId === worldId;
  const query = useQuery(worldPollQuery(worldId, removed || abandoned));
  return { query, removed };
}
