import { z } from 'zod';
import { messageSchema } from '#shared/api';
import { activeSessionsSchema, type ChangePasswordBody } from '#shared/auth';
import {
  type DashboardListName,
  questionnairePageSchema,
  subscriptionPageSchema,
  transactionPageSchema,
} from '#shared/dashboard';
import { paymentMessages, subscriptionResultSchema, subscriptionVerificationSchema } from '#shared/payments';
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

/** The new plan from the next billing cycle; PayPal answers an `approveUrl` the buyer must visit. */
/** Reads the subscription from the provider, so a plan change PayPal approved is booked. */
export const verifySubscription = (id: string) =>
  apiRequest(`/payments/subscriptions/${encodeURIComponent(id)}/verify`, {
    schema: subscriptionVerificationSchema,
  });

export const exportAccount = () =>
  apiRequest('/account/export', { schema: z.record(z.string(), z.unknown()) });

export const deleteAccount = (password: string) =>
  apiRequest('/account/delete', { method: 'POST', body: { password }, schema: messageSchema });

export const changePassword = (body: ChangePasswordBody) =>
  apiRequest('/auth/change-password', { method: 'POST', body, schema: messageSchema });

/** The sessions list: one query key, so signing one out refreshes the list. */
export const sessionsQuery = {
  queryKey: ['auth', 'sessions'] as const,
  queryFn: () => apiRequest('/auth/sessions', { schema: activeSessionsSchema }),
};

export const signOutSession = (id: string) =>
  apiRequest(`/auth/sessions/${encodeURIComponent(id)}/revoke`, { method: 'POST', schema: messageSchema });

export const signOutOtherSessions = () =>
  apiRequest('/auth/sessions/revoke-others', { method: 'POST', schema: messageSchema });
