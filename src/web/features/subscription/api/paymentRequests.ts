import {
  demoCheckoutResultSchema,
  type PaidPlanId,
  paymentsConfigSchema,
  paypalCustomIdSchema,
  subscriptionListSchema,
  subscriptionResultSchema,
  subscriptionVerificationSchema,
  transactionResultSchema,
} from '#shared/payments';
import type { PlanId } from '#shared/plans';
import { apiRequest } from '#web/lib/api/apiClient';

export const fetchPaymentsConfig = (signal?: AbortSignal) =>
  apiRequest('/payments/config', { schema: paymentsConfigSchema, signal });

/** The signed custom_id the PayPal button must send (the server refuses a bare user id). */
export const fetchPaypalCustomId = (signal?: AbortSignal) =>
  apiRequest('/payments/paypal/custom-id', { schema: paypalCustomIdSchema, signal });

export const fetchSubscriptions = (signal?: AbortSignal) =>
  apiRequest('/payments/subscriptions', { schema: subscriptionListSchema, signal });

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
