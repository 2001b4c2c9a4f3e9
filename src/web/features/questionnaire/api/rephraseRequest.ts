import type { RephraseBody } from '#shared/ai';
import { rephraseResultSchema } from '#shared/ai';
import { apiRequest } from '#web/lib/api/apiClient';

export function rephraseText(body: RephraseBody, signal?: AbortSignal) {
  return apiRequest('/ai/rephrase', { method: 'POST', body, schema: rephraseResultSchema, signal });
}
