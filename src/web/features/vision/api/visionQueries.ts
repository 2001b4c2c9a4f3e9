import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AffirmationsResult } from '#shared/ai';
import { latestDreamWorldQueryOptions } from '#web/lib/dream-world/dreamWorldRequests';
import { useStoredToken } from '#web/lib/session/useStoredToken';
import { affirmationsQueryOptions, doubtAffirmation, manifestoQueryOptions } from './aiRequests';

/** The newest world (null when the user has none yet); only asked with a stored token. */
export function useLatestWorld() {
  const token = useStoredToken();
  return useQuery({
    ...latestDreamWorldQueryOptions(),
    enabled: token !== null,
  });
}

export const useAffirmations = (questionnaireId: string | null) =>
  useQuery(affirmationsQueryOptions(questionnaireId));

/** The manifesto, or `{ locked: true }` when the plan does not include it (not an error). */
export const useManifesto = (questionnaireId: string | null) =>
  useQuery(manifestoQueryOptions(questionnaireId));

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
      queryClient.setQueryData<AffirmationsResult>(
        affirmationsQueryOptions(questionnaireId).queryKey,
        (current) =>
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
