import { useQuery } from '@tanstack/react-query';
import { subscriptionsQueryKey } from '#web/lib/account/accountQueryKeys';
import { useStoredToken } from '#web/lib/session/useStoredToken';
import { fetchPaymentsConfig, fetchSubscriptions } from './paymentRequests';

/** The plan id of the signed-in user's active subscription (null when none or signed out). */
export function useCurrentPlanId(): string | null {
  const token = useStoredToken();
  const query = useQuery({
    queryKey: subscriptionsQueryKey,
    queryFn: ({ signal }) => fetchSubscriptions(signal),
    enabled: token !== null,
  });
  if (!token) return null;
  return query.data?.subscriptions.find((subscription) => subscription.status === 'active')?.planId ?? null;
}

export function usePaymentsConfig() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => fetchPaymentsConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
