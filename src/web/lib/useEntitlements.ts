import { useQuery } from '@tanstack/react-query';
import type { Entitlement } from '../../shared/plans';
import { entitlementsQueryKey } from './accountQueryKeys';
import { fetchEntitlements } from './accountRequests';
import { useStoredToken } from './useStoredToken';

const none: readonly Entitlement[] = [];

/**
 * What the signed-in user's plan unlocks, from GET /payments/entitlements. Under ['auth'], so
 * signing out (or in as someone else) drops it; payment changes refetch it through
 * `invalidateAccountData`. While loading, or if the request fails, nothing is unlocked: a paid
 * feature appears late rather than to the wrong person.
 */
export function useEntitlements(): readonly Entitlement[] {
  const token = useStoredToken();
  const query = useQuery({
    queryKey: entitlementsQueryKey,
    queryFn: ({ signal }) => fetchEntitlements(signal),
    enabled: token !== null,
  });
  return token !== null && query.data ? query.data.entitlements : none;
}
