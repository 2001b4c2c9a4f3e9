import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AffirmationsResult } from '#shared/ai';
import { errorCodes } from '#shared/api';
import { isApiError } from '#web/lib/apiError';
import { dreamWorldQueryKeys } from '#web/lib/dreamWorldQueryKeys';
import { fetchLatestDreamWorld } from '#web/lib/dreamWorldRequests';
import { useStoredToken } from '#web/lib/useStoredToken';
import { doubtAffirmation, fetchAffirmations, fetchManifesto } from './aiRequests';

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

const affirmationsKey = (questionnaireId: string | null) => ['auth', 'ai', 'affirmations', questionnaireId];

export function useAffirmations(questionnaireId: string | null) {
  return useQuery({
    queryKey: affirmationsKey(questionnaireId),
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

/**
 * "I don't believe this yet": the server keeps a gentler line in that place; the list on screen
 * takes it at once, without asking for the whole list again.
 */
export function useDoubtAffirmation(questionnaireId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ position, text }: { position: number; text: string }) =>
      doubtAffirmation(questionnaireId, position, text),
    onSuccess: ({ position, text }) => {
      queryClient.setQueryData<AffirmationsResult>(affirmationsKey(questionnaireId), (current) =>
        current
          ? {
              ...current,
              affirmations: current.affirmations.map((line, index) => (index === position ? text : line)),
              gentler: current.gentler.map((value, index) => (index === position ? true : value)),
            }
          : current,
      );
    },
  });
}
