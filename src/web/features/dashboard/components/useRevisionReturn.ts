import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { invalidateAccountData } from '#web/lib/account/accountQueryKeys';
import { verifySubscription } from '../api/dashboardRequests';

/**
 * Back from PayPal's page approving a plan change (`?revised=<subscription id>`): the server reads
 * the subscription from PayPal, books the change, and the dashboard shows "changes to … on …".
 */
export function useRevisionReturn(enabled: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const revised = searchParams.get('revised');
  useEffect(() => {
    if (!enabled || !revised) return;
    setSearchParams(
      (params) => {
        params.delete('revised');
        return params;
      },
      { replace: true },
    );
    void verifySubscription(revised)
      .catch(() => undefined)
      .finally(() => invalidateAccountData(queryClient));
  }, [enabled, revised, setSearchParams, queryClient]);
}
