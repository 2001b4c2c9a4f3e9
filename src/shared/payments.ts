import { z } from 'zod';
import { entitlementSchema, planIdSchema } from './plans';
import { isStorableText } from './storable-text';

/**
 * Contracts of the payments API (docs/product.md §3 "Subscription", "Transaction", "Subscription
 * verification response"; docs/architecture.md §5 "The server decides who has paid").
 *
 * Request bodies carry only what the server cannot know by itself: the plan asked for and the
 * provider's subscription id. Anything else a client sends (status, planName, amount, currency…)
 * is stripped by these object schemas before the server sees it, so it can never be trusted.
 */

export const paymentLimits = { providerIdMax: 64, reasonMax: 128 } as const;

/** Subscription statuses of docs/product.md §4; only `active` can be cancelled. */
export const subscriptionStatuses = [
  'active',
  'completed',
  'pending',
  'cancelled',
  'expired',
  'failed',
] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatusValue = z.infer<typeof subscriptionStatusSchema>;

export const paidPlanIdSchema = z.enum(['visionary-plan', 'legend-plan'], {
  error: 'planId must be visionary-plan or legend-plan',
});
export type PaidPlanId = z.infer<typeof paidPlanIdSchema>;

/** PayPal ids look like I-BW452GLLEP1G; demo ids like DEMO-3F9A…. Nothing else gets near a URL. */
export const providerSubscriptionIdSchema = z
  .string({ error: 'paypalSubscriptionId must be text' })
  .trim()
  .min(1, 'paypalSubscriptionId is required')
  .max(
    paymentLimits.providerIdMax,
    `paypalSubscriptionId must be at most ${paymentLimits.providerIdMax} characters`,
  )
  .regex(/^[A-Za-z0-9_-]+$/, 'paypalSubscriptionId may only contain letters, digits, - and _');

export const createSubscriptionBodySchema = z
  .object({
    planId: planIdSchema,
    paypalSubscriptionId: providerSubscriptionIdSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.planId !== 'free-plan' && !body.paypalSubscriptionId) {
      context.addIssue({
        code: 'custom',
        path: ['paypalSubscriptionId'],
        message: 'paypalSubscriptionId is required for a paid plan',
      });
    }
    if (body.planId === 'free-plan' && body.paypalSubscriptionId) {
      context.addIssue({
        code: 'custom',
        path: ['paypalSubscriptionId'],
        message: 'The free plan has no provider subscription',
      });
    }
  });
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

/** The spec's client also sent transactionId, amount, currency and status: all ignored. */
export const createTransactionBodySchema = z.object({ paypalSubscriptionId: providerSubscriptionIdSchema });
export type CreateTransactionBody = z.infer<typeof createTransactionBodySchema>;

export const cancelSubscriptionBodySchema = z.object({
  reason: z.string().trim().max(paymentLimits.reasonMax).optional(),
});

/**
 * What the signed-in user is offered (the server decides): a trial only if the account never had
 * one, the student price only if support granted it (docs/product.md §5).
 */
export const checkoutOfferSchema = z.object({
  trialDays: z.number().int().min(0),
  priceKind: z.enum(['standard', 'student']),
  currency: z.literal('USD'),
  prices: z.object({ 'visionary-plan': z.number(), 'legend-plan': z.number() }),
});
export type CheckoutOffer = z.infer<typeof checkoutOfferSchema>;

export const demoCheckoutBodySchema = z.object({ planId: paidPlanIdSchema });
export const demoCheckoutResultSchema = z.object({ subscriptionId: z.string() });

/** `{id}` in the subscription paths: our record's `_id` or the provider's subscription id. */
export const subscriptionIdParamsSchema = z.object({
  id: z
    .string()
    .max(paymentLimits.providerIdMax, 'id is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'id may only contain letters, digits, - and _'),
});

export const subscriptionSchema = z.object({
  _id: z.string(),
  planId: planIdSchema,
  planName: z.string(),
  status: subscriptionStatusSchema,
  /** 'free' (Explorer), 'demo' or 'paypal'. */
  provider: z.string(),
  paypalSubscriptionId: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  nextBillingTime: z.string().nullable(),
  /** End of the free trial (null: sold without one); nothing is charged before it. */
  trialEndsAt: z.string().nullable(),
  /** A plan change booked for the next billing cycle ("changes to Legend on …"), else null. */
  pendingPlanId: planIdSchema.nullable(),
  pendingPlanAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const transactionSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  paypalOrderId: z.string().nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** A plan change of a paid subscription: the new plan, from the next billing cycle. */
export const changePlanBodySchema = z.object({ planId: paidPlanIdSchema });
export const changePlanResultSchema = z.object({
  subscription: subscriptionSchema,
  /** PayPal asks the buyer to approve a revision: open this page, then verify. Null for the demo. */
  approveUrl: z.string().nullable(),
});

export const subscriptionListSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export const subscriptionResultSchema = z.object({ subscription: subscriptionSchema });
export const transactionResultSchema = z.object({ transaction: transactionSchema });

/** docs/product.md §3 "Subscription verification response"; `status` is the provider's, upper case. */
export const subscriptionVerificationSchema = z.object({
  database: z.object({
    isActive: z.boolean(),
    status: z.string(),
    planName: z.string(),
    isInTrial: z.boolean(),
    paymentInfo: z.object({ nextBillingTime: z.string().nullable() }),
  }),
  subscription: subscriptionSchema,
});
export type SubscriptionVerification = z.infer<typeof subscriptionVerificationSchema>;

/** What the browser needs to show a checkout. Nothing secret: client ids are public by design. */
export const paymentsConfigSchema = z.object({
  provider: z.enum(['demo', 'paypal']),
  clientId: z.string().nullable(),
  planIds: z.object({ 'visionary-plan': z.string(), 'legend-plan': z.string() }).nullable(),
  currency: z.literal('USD'),
});
export type PaymentsPublicConfig = z.infer<typeof paymentsConfigSchema>;

/**
 * What the signed-in user's active plan unlocks, as the server decides it (`activePlanOf`): the
 * client shows or hides features by it, the server still guards every paid endpoint itself.
 * `planId` is null without an active plan (then `entitlements` is empty).
 */
export const entitlementsResultSchema = z.object({
  planId: planIdSchema.nullable(),
  entitlements: z.array(entitlementSchema),
});
export type EntitlementsResult = z.infer<typeof entitlementsResultSchema>;

/** The custom_id the PayPal button sends: the user's id signed by the server (not forgeable). */
export const paypalCustomIdSchema = z.object({
  customId: z.string(),
  /** The PayPal plans this user may buy: with or without trial, at the standard or student price. */
  planIds: z.object({ 'visionary-plan': z.string(), 'legend-plan': z.string() }),
});

/**
 * A short text of a webhook event that is stored (event id, event type). A signed event with a
 * NUL or a lone surrogate in one reached the database and answered 500 (contract fuzz).
 */
const webhookText = () =>
  z.string().min(1).max(128).refine(isStorableText, 'contains a character that is not allowed');

/**
 * A PayPal webhook event as posted by PayPal. Permissive (PayPal adds fields freely) but the parts
 * the server reads are checked; the signature is verified with PayPal before anything is applied.
 */
export const paypalWebhookEventSchema = z.looseObject({
  id: webhookText(),
  event_type: webhookText(),
  resource: z.looseObject({}),
});
export type PaypalWebhookEvent = z.infer<typeof paypalWebhookEventSchema>;

/** Spec texts (§4, §5, §8), used verbatim as toasts and page messages. */
export const paymentMessages = {
  planIdMissing: 'Plan ID is missing. Please try again.',
  created: (subscriptionId: string) =>
    `Subscription created successfully! Subscription ID: ${subscriptionId}`,
  paymentFailed: 'Payment failed. Please try again.',
  savingFailed: 'Subscription approved but saving failed. Please contact support.',
  freeWelcome: 'Welcome to the free plan! You can now explore our basic features.',
  cancelConfirm: 'Cancel this subscription?',
  cancelled: 'Subscription cancelled',
  cancelFailed: 'Failed to cancel subscription',
  missingSubscriptionId: 'Missing subscription ID',
  cancelReason: 'User dashboard cancellation',
  changeBooked: (planName: string, on: string) => `Your plan changes to ${planName} on ${on}.`,
  /** A change in the free trial (decision 0105): nothing is charged, so it applies at once. */
  changedNow: (planName: string) => `You now have ${planName}.`,
  changeFailed: 'The plan could not be changed. Please try again.',
} as const;

/** docs/product.md §4 "Success page" texts. */
export const successPageMessages = {
  invalid: 'Invalid subscription details. Please contact support.',
  verifying: 'Verifying your subscription...',
  completed: 'Subscription completed! Welcome to your new plan.',
  activated: 'Congratulations! Your subscription has been activated successfully.',
  pending: 'Your subscription is being processed. You will receive a confirmation email shortly.',
  inProgress: 'Subscription created successfully! Activation is in progress.',
  unexpected: 'There was an error processing your subscription. Please contact support.',
} as const;
