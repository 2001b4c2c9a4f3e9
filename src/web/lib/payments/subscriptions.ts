import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  changePlanResultSchema,
  type PaidPlanId,
  type Subscription,
  subscriptionListSchema,
} from '#shared/payments';
import { subscriptionsQueryKey } from '#web/lib/account/accountQueryKeys';
import { apiRequest } from '#web/lib/api/apiClient';
import { useStoredToken } from '#web/lib/session/useStoredToken';
import { isKeptUntilEnd } from './planTerms';

/**
 * The signed-in user's subscriptions, and the one that gives them their plan: the pages that sell
 * plans (pricing, subscribe) and the dashboard all need it, so it lives here, not in a feature.
 */
export const fetchSubscriptions = (signal?: AbortSignal) =>
  apiRequest('/payments/subscriptions', { schema: subscriptionListSchema, signal });

export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionsQueryKey, queryFn: ({ signal }) => fetchSubscriptions(signal) });

/** Revises the one subscription to `planId` (decision 0057; in the trial at once, decision 0105). */
export const changePlan = (id: string, planId: PaidPlanId) =>
  apiRequest(`/payments/subscriptions/${encodeURIComponent(id)}/change`, {
    method: 'POST',
    body: { planId },
    schema: changePlanResultSchema,
  });

/**
 * The subscription that gives the signed-in user their plan now: the active one, else one
 * cancelled in its trial and kept until the trial's end; null when none or signed out.
 */
export function useMySubscription(): Subscription | null {
  const token = useStoredToken();
  const query = useQuery({ ...subscriptionsQueryOptions(), enabled: token !== null });
  if (!token) return null;
  const list = query.data?.subscriptions ?? [];
  return list.find((row) => row.status === 'active') ?? list.find((row) => isKeptUntilEnd(row)) ?? null;
}
