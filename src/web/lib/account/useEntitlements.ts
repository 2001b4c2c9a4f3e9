import { useQuery } from '@tanstack/react-query';
import type { Entitlement } from '#shared/plans';
import { useStoredToken } from '../session/useStoredToken';
import { entitlementsQueryOptions } from './accountRequests';

/**
 * What the signed-in user's plan unlocks, from GET /payments/entitlements. Under ['auth'], so
 * signing out (or in as someone else) drops it; payment changes refetch it through
 * `invalidateAccountData`. Null while not known (loading, signed out, or the request failed):
 * nothing is unlocked then, and nothing is offered either — a Legend user must not be shown the
 * "comes with Legend" upsell for the moment the answer takes. A paid feature appears late rather
 * than to the wrong person.
 */
export function useEntitlements(): readonly Entitlement[] | null {
  const token = useStoredToken();
  const query = useQuery({
    ...entitlementsQueryOptions(),
    enabled: token !== null,
  });
  return token !== null && query.data ? query.data.entitlements : null;
}
