import { queryOptions } from '@tanstack/react-query';
import { affirmationDoubtResultSchema, affirmationsResultSchema, manifestoResultSchema } from '#shared/ai';
import { errorCodes } from '#shared/api';
import { apiRequest } from '#web/lib/api/apiClient';
import { isApiError } from '#web/lib/api/apiError';

/** The body names the world's questionnaire, so the words match the world; none = the latest. */
const answersBody = (questionnaireId: string | null) => (questionnaireId ? { questionnaireId } : {});

/** POST /ai/affirmations: always 8 lines (personalised on plans that include it, else universal). */
export const fetchAffirmations = (questionnaireId: string | null) =>
  apiRequest('/ai/affirmations', {
    method: 'POST',
    body: answersBody(questionnaireId),
    schema: affirmationsResultSchema,
  });

/** POST /ai/manifesto: 403 PLAN_REQUIRED on plans without it. */
export const fetchManifesto = (questionnaireId: string | null) =>
  apiRequest('/ai/manifesto', {
    method: 'POST',
    body: answersBody(questionnaireId),
    schema: manifestoResultSchema,
  });

/** AI texts cost a provider call: asked once per page visit, never refetched on focus. */
const askOnce = { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false } as const;

export const affirmationsQueryOptions = (questionnaireId: string | null) =>
  queryOptions({
    queryKey: ['auth', 'ai', 'affirmations', questionnaireId],
    queryFn: () => fetchAffirmations(questionnaireId),
    ...askOnce,
  });

/** The manifesto, or `{ locked: true }` when the plan does not include it (not an error). */
export const manifestoQueryOptions = (questionnaireId: string | null) =>
  queryOptions({
    queryKey: ['auth', 'ai', 'manifesto', questionnaireId],
    queryFn: async () => {
      try {
        return { locked: false as const, ...(await fetchManifesto(questionnaireId)) };
      } catch (error) {
        if (isApiError(error) && error.code === errorCodes.planRequired) return { locked: true as const };
        throw error;
      }
    },
    ...askOnce,
  });

/** POST /ai/affirmations/doubts: the line at `position` gives way to a gentler one, kept. */
export const doubtAffirmation = (questionnaireId: string | null, position: number, text: string) =>
  apiRequest('/ai/affirmations/doubts', {
    method: 'POST',
    body: { ...answersBody(questionnaireId), position, text },
    schema: affirmationDoubtResultSchema,
  });
