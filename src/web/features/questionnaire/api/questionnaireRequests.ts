import type { Answers, Progress, QuestionKey } from '#shared/questionnaire';
import { progressSchema } from '#shared/questionnaire';
import { apiRequest } from '#web/lib/api/apiClient';

export function fetchProgress(userId: string, signal?: AbortSignal): Promise<Progress> {
  return apiRequest(`/questionnaire/${encodeURIComponent(userId)}`, { schema: progressSchema, signal });
}

/** POST /questionnaire: merges a visitor's answers into the account (account answers win). */
export function mergeProgress(answers: Answers, currentStep: number): Promise<Progress> {
  return apiRequest('/questionnaire', {
    method: 'POST',
    body: { answers, currentStep },
    schema: progressSchema,
  });
}

export function saveAnswer(
  userId: string,
  key: QuestionKey,
  answer: string,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<Progress> {
  return apiRequest(`/questionnaire/${encodeURIComponent(userId)}/answer`, {
    method: 'PATCH',
    body: { key, answer },
    schema: progressSchema,
    keepalive,
  });
}

export function saveProgress(
  userId: string,
  body: { answers: Answers; currentStep: number; isCompleted: boolean },
): Promise<Progress> {
  return apiRequest(`/questionnaire/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body,
    schema: progressSchema,
  });
}

/** POST /questionnaire with `fresh`: a new, empty questionnaire beside the completed ones. */
export function startAfresh(): Promise<Progress> {
  return apiRequest('/questionnaire', {
    method: 'POST',
    body: { answers: {}, currentStep: 0, fresh: true },
    schema: progressSchema,
  });
}
