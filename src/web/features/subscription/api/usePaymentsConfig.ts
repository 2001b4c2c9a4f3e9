import { useQuery } from '@tanstack/react-query';
import { paymentsConfigQueryOptions } from './paymentRequests';

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
