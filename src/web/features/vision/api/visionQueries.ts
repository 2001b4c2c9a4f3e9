import { useQuery } from '@tanstack/react-query';
import { latestDreamWorldQueryOptions } from '#web/lib/dream-world/dreamWorldRequests';
import { useStoredToken } from '#web/lib/session/useStoredToken';
import { affirmationsQueryOptions, manifestoQueryOptions } from './aiRequests';

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
