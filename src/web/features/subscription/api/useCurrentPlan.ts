import { useQuery } from '@tanstack/react-query';
import { useStoredToken } from '#web/lib/session/useStoredToken';
import { paymentsConfigQueryOptions, subscriptionsQueryOptions } from './paymentRequests';

/** The plan id of the signed-in user's active subscription (null when none or signed out). */
export function useCurrentPlanId(): string | null {
  const token = useStoredToken();
  const query = useQuery({
    ...subscriptionsQueryOptions(),
    enabled: token !== null,
  });
  if (!token) return null;
  return query.data?.subscriptions.find((subscription) => subscription.status === 'active')?.planId ?? null;
}

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
