import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { messageSchema } from '#shared/api';
import {
  type OwnAffirmationCreate,
  type OwnAffirmationPatch,
  ownAffirmationListSchema,
  ownAffirmationSchema,
} from '#shared/ownAffirmations';
import { apiRequest } from '#web/lib/api/apiClient';

/** The person's own affirmations (`/api/affirmations`, decision 0118); under ['auth'], dropped at sign-out. */
export const ownAffirmationsQueryKey = ['auth', 'own-affirmations'] as const;

const base = '/affirmations';
const line = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const ownAffirmationsQueryOptions = () =>
  queryOptions({
    queryKey: ownAffirmationsQueryKey,
    queryFn: ({ signal }) => apiRequest(base, { schema: ownAffirmationListSchema, signal }),
  });

export const addLine = (body: OwnAffirmationCreate) =>
  apiRequest(base, { method: 'POST', body, schema: ownAffirmationSchema });

export const changeLine = (id: string, body: OwnAffirmationPatch) =>
  apiRequest(line(id), { method: 'PATCH', body, schema: ownAffirmationSchema });

export const deleteLine = (id: string) => apiRequest(line(id), { method: 'DELETE', schema: messageSchema });

export const reorderLines = (ids: readonly string[]) =>
  apiRequest(`${base}/order`, { method: 'PUT', body: { ids }, schema: z.array(ownAffirmationSchema) });
