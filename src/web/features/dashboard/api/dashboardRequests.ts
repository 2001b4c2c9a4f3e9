import { z } from 'zod';
import { messageSchema } from '#shared/api';
import {
  type DashboardListName,
  questionnairePageSchema,
  subscriptionPageSchema,
  transactionPageSchema,
} from '#shared/dashboard';
import { paymentMessages, subscriptionResultSchema } from '#shared/payments';
import { apiRequest } from '#web/lib/api/apiClient';

/** The next page of one list, validated with that list's schema. */
export function fetchPage(
  list: DashboardListName,
  cursor: string,
): Promise<{ items: unknown[]; nextCursor: string | null }> {
  const path = `/auth/dashboard/${list}?cursor=${encodeURIComponent(cursor)}`;
  switch (list) {
    case 'subscriptions':
      return apiRequest(path, { schema: subscriptionPageSchema });
    case 'transactions':
      return apiRequest(path, { schema: transactionPageSchema });
    case 'questionnaires':
      return apiRequest(path, { schema: questionnairePageSchema });
  }
}

export const cancelSubscription = (id: string) =>
  apiRequest(`/payments/subscriptions/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: { reason: paymentMessages.cancelReason },
    schema: subscriptionResultSchema,
  });

export const exportAccount = () =>
  apiRequest('/account/export', { schema: z.record(z.string(), z.unknown()) });

export const deleteAccount = (password: string) =>
  apiRequest('/account/delete', { method: 'POST', body: { password }, schema: messageSchema });
