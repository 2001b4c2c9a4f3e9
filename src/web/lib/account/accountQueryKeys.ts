import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the signed-in user's plan and dashboard, shared by the subscription and dashboard
 * features. Both sit under ['auth'], so sign-in, sign-out and verification (which invalidate
 * ['auth']) refetch them too; payment changes call `invalidateAccountData`.
 */
export const dashboardQueryKey = ['auth', 'dashboard'] as const;
export const subscriptionsQueryKey = ['auth', 'subscriptions'] as const;
/** What the active plan unlocks (GET /payments/entitlements): 3D mode's VR, AR, mirror, HD sizes. */
export const entitlementsQueryKey = ['auth', 'entitlements'] as const;
/** One questionnaire record: the dashboard's details dialog and the vision page share the entry. */
export const questionnaireRecordQueryKey = (id: string | null) =>
  ['auth', 'questionnaire-record', id] as const;

export function invalidateAccountData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
    queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
    queryClient.invalidateQueries({ queryKey: entitlementsQueryKey }),
  ]).then(() => undefined);
}
