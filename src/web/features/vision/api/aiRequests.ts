import { affirmationDoubtResultSchema, affirmationsResultSchema, manifestoResultSchema } from '#shared/ai';
import { apiRequest } from '#web/lib/apiClient';

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

/** POST /ai/affirmations/doubts: the line at `position` gives way to a gentler one, kept. */
export const doubtAffirmation = (questionnaireId: string | null, position: number, text: string) =>
  apiRequest('/ai/affirmations/doubts', {
    method: 'POST',
    body: { ...answersBody(questionnaireId), position, text },
    schema: affirmationDoubtResultSchema,
  });
