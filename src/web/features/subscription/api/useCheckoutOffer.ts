import { useQuery } from '@tanstack/react-query';
import { checkoutOfferSchema } from '#shared/payments';
import { apiRequest } from '#web/lib/api/apiClient';

/** What the signed-in user is offered: a trial only once per account, the student price if granted. */
export function useCheckoutOffer(signedIn: boolean) {
  return useQuery({
    queryKey: ['payments', 'offer'],
    queryFn: ({ signal }) => apiRequest('/payments/offer', { schema: checkoutOfferSchema, signal }),
    enabled: signedIn,
    staleTime: 60_000,
  });
}
