import { queryOptions } from '@tanstack/react-query';
import { type DreamWorld, dreamWorldSchema } from '#shared/dreamWorld';
import { apiRequest } from '../api/apiClient';
import { isApiError } from '../api/apiError';
import { dreamWorldQueryKeys } from './dreamWorldQueryKeys';

/** POST /dream-world/generate: queues a new version built from the latest questionnaire. */
export const generateDreamWorld = () =>
  apiRequest('/dream-world/generate', { method: 'POST', body: {}, schema: dreamWorldSchema });

/** GET /dream-world/{id}: one of the user's worlds (another user's id is a 404). */
export const fetchDreamWorld = (id: string, signal?: AbortSignal) =>
  apiRequest(`/dream-world/${encodeURIComponent(id)}`, { schema: dreamWorldSchema, signal });

/** GET /dream-world/latest, or null when the user has none yet (the API answers 404). */
export async function fetchLatestDreamWorld(signal?: AbortSignal): Promise<DreamWorld | null> {
  try {
    return await apiRequest('/dream-world/latest', { schema: dreamWorldSchema, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The latest world's query: /results, /vision-realized and the dashboard card share its entry. */
export const latestDreamWorldQueryOptions = () =>
  queryOptions({
    queryKey: dreamWorldQueryKeys.latest,
    queryFn: ({ signal }) => fetchLatestDreamWorld(signal),
  });
