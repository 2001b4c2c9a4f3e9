import { useQuery } from '@tanstack/react-query';
import { errorCodes } from '../../../../shared/api';
import { questionnaireRecordQueryKey } from '../../../lib/accountQueryKeys';
import { fetchQuestionnaireRecord } from '../../../lib/accountRequests';
import { isApiError } from '../../../lib/apiError';
import { dreamWorldQueryKeys } from '../../../lib/dreamWorldQueryKeys';
import { fetchLatestDreamWorld } from '../../../lib/dreamWorldRequests';
import { useStoredToken } from '../../../lib/useStoredToken';
import { placeholderWelcomeName, welcomeNameFrom } from '../welcomeName';
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

/**
 * 'Welcome Home {NAME}': the name answer of the questionnaire the world was built from (the
 * dashboard's record query, so both share one cache entry), or the placeholder.
 */
export function useWelcomeName(questionnaireId: string | null): string {
  const record = useQuery({
    queryKey: questionnaireRecordQueryKey(questionnaireId),
    queryFn: ({ signal }) => fetchQuestionnaireRecord(questionnaireId as string, signal),
    enabled: questionnaireId !== null,
  });
  if (questionnaireId === null || record.isError) return placeholderWelcomeName;
  // Empty while loading: the heading keeps its place and the name fills in.
  return record.data ? welcomeNameFrom(record.data.answers.name) : '';
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
