import { useQuery } from '@tanstack/react-query';
import { errorCodes } from '#shared/api';
import { isApiError } from '#web/lib/api/apiError';
import { dreamWorldQueryKeys } from '#web/lib/dream-world/dreamWorldQueryKeys';
import { fetchLatestDreamWorld } from '#web/lib/dream-world/dreamWorldRequests';
import { useStoredToken } from '#web/lib/session/useStoredToken';
import { fetchAffirmations, fetchManifesto } from './aiRequests';

/** The newest world (null when the user has none yet); only asked with a stored token. */
export function useLatestWorld() {
  const token = useStoredToken();
  return useQuery({
    queryKey: dreamWorldQueryKeys.latest,
    queryFn: ({ signal }) => fetchLatestDreamWorld(signal),
    enabled: token !== null,
  });
}

/** AI texts cost a provider call: asked once per page visit, never refetched on focus. */
const aiQueryOptions = { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false } as const;

export function useAffirmations(questionnaireId: string | null) {
  return useQuery({
    queryKey: ['auth', 'ai', 'affirmations', questionnaireId],
    queryFn: () => fetchAffirmations(questionnaireId),
    ...aiQueryOptions,
  });
}

/** The manifesto, or `{ locked: true }` when the plan does not include it (not an error). */
export function useManifesto(questionnaireId: string | null) {
  return useQuery({
    queryKey: ['auth', 'ai', 'manifesto', questionnaireId],
    queryFn: async () => {
      try {
        return { locked: false as const, ...(await fetchManifesto(questionnaireId)) };
      } catch (error) {
        if (isApiError(error) && error.code === errorCodes.planRequired) return { locked: true as const };
        throw error;
      }
    },
    ...aiQueryOptions,
  });
}
