import { queryOptions } from '@tanstack/react-query';
import {
  demoCheckoutResultSchema,
  type PaidPlanId,
  paymentsConfigSchema,
  paypalCustomIdSchema,
  subscriptionResultSchema,
  subscriptionVerificationSchema,
  transactionResultSchema,
} from '#shared/payments';
import type { PlanId } from '#shared/plans';
import { apiRequest } from '#web/lib/api/apiClient';

export const fetchPaymentsConfig = (signal?: AbortSignal) =>
  apiRequest('/payments/config', { schema: paymentsConfigSchema, signal });

/** The provider and its PayPal ids do not change while the page is open. */
export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => fetchPaymentsConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The signed custom_id the PayPal button must send (the server refuses a bare user id). */
export const fetchPaypalCustomId = (signal?: AbortSignal) =>
  apiRequest('/payments/paypal/custom-id', { schema: paypalCustomIdSchema, signal });

/** Keyed by user: another account signed in on this tab needs its own signature. */
export const paypalCustomIdQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['payments', 'paypal-custom-id', userId],
    queryFn: ({ signal }) => fetchPaypalCustomId(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The demo provider's checkout: creates its DEMO-… subscription for the signed-in user. */
export const createDemoCheckout = (planId: PaidPlanId) =>
  apiRequest('/payments/demo/subscriptions', {
    method: 'POST',
    body: { planId },
    schema: demoCheckoutResultSchema,
  });

/** Only the plan and the provider's id: the server reads status and price from the provider. */
export const saveSubscription = (planId: PlanId, paypalSubscriptionId?: string) =>
  apiRequest('/payments/subscriptions', {
    method: 'POST',
    body: paypalSubscriptionId ? { planId, paypalSubscriptionId } : { planId },
    schema: subscriptionResultSchema,
  });

export const saveTransaction = (paypalSubscriptionId: string) =>
  apiRequest('/payments/transactions', {
    method: 'POST',
    body: { paypalSubscriptionId },
    schema: transactionResultSchema,
  });

export const verifySubscription = (subscriptionId: string, signal?: AbortSignal) =>
  apiRequest(`/payments/subscriptions/${encodeURIComponent(subscriptionId)}/verify`, {
    schema: subscriptionVerificationSchema,
    signal,
  });

/** Disabled without an id; never cached or retried: the page polls it while PayPal decides. */
export const subscriptionVerificationQueryOptions = (subscriptionId: string | null) =>
  queryOptions({
    queryKey: ['auth', 'subscription-verify', subscriptionId],
    queryFn: ({ signal }) => verifySubscription(subscriptionId ?? '', signal),
    enabled: Boolean(subscriptionId),
    retry: false,
    staleTime: 0,
  });
