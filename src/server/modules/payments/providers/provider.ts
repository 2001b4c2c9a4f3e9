import type { PaidPlanId } from '#shared/payments';
import type { PriceKind } from '#shared/plans';

/** A payment the provider reports (a charge, or a failed attempt), amounts in cents. */
export interface ProviderPayment {
  id: string;
  /** PayPal's words: COMPLETED, DECLINED, REFUNDED, PARTIALLY_REFUNDED, … */
  status: string;
  amountCents: number;
  currency: string;
  time: Date;
}

/**
 * A subscription as the payment provider knows it. The server records and changes subscriptions
 * only from this (docs/architecture.md §5), never from what a browser says.
 */
export interface ProviderSubscription {
  id: string;
  /** The provider's status, upper case as PayPal writes it (ACTIVE, APPROVAL_PENDING, …). */
  status: string;
  /** Our plan the provider's plan maps to; null when it is none of ours. */
  planId: PaidPlanId | null;
  /** The price the provider's plan sells at (standard or student); null when none of ours. */
  priceKind: PriceKind | null;
  /** Whether the provider's plan starts with our trial (the account's first subscription only). */
  withTrial: boolean;
  /** PayPal: the creator overrode the plan (its price, its cycles). Never accepted. */
  planOverridden: boolean;
  /** The last payment taken, if any: its amount must be the price the plan sells at. */
  lastPayment: Omit<ProviderPayment, 'id' | 'status'> | null;
  /** The user the subscription was created for (PayPal: custom_id); null when unknown. */
  ownerUserId: string | null;
  nextBillingTime: Date | null;
  isInTrial: boolean;
}

/** Headers PayPal signs a webhook delivery with, passed through for verification. */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** One interface, two real implementations: PayPal (REST) and demo (no money moves). */
export interface PaymentProvider {
  readonly name: 'demo' | 'paypal';
  /** null when the provider has no subscription with this id. */
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Stops billing. Cancelling one that is already over is not an error. */
  cancelSubscription(id: string, reason: string): Promise<void>;
  /**
   * Moves the subscription to another provider plan from its next billing cycle. PayPal needs the
   * buyer's consent to a revision: `approveUrl` is where they give it (null when none is needed),
   * and PayPal sends them back to `returnUrl`.
   */
  reviseSubscription(
    id: string,
    providerPlanId: string,
    returnUrl: string,
  ): Promise<{ approveUrl: string | null }>;
  /** The provider's plan id of one of our plan variants (what the checkout and revisions use). */
  providerPlanId(planId: PaidPlanId, priceKind: PriceKind, withTrial: boolean): string;
  /** Payments of the subscription between two instants (the reconcile job's view of the money). */
  listPayments(id: string, from: Date, to: Date): Promise<ProviderPayment[]>;
  /**
   * True only when the provider confirms it sent this event, given as the body text exactly as
   * received (signatures cover those bytes); otherwise why not, naming the header at fault.
   */
  verifyWebhook(headers: WebhookHeaders, rawEvent: string): Promise<true | string>;
}

/** The provider could not be reached or answered nonsense: the request is retried later, not lost. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** The provider refused a change it cannot make (a 409 for the client, not an outage). */
export class ProviderRefusedError extends Error {
  override name = 'ProviderRefusedError';
}

/** docs/product.md §4: ACTIVE → active, APPROVAL_PENDING/APPROVED → pending, the rest by meaning. */
export function localStatusOf(providerStatus: string) {
  switch (providerStatus) {
    case 'ACTIVE':
      return 'active' as const;
    case 'APPROVAL_PENDING':
    case 'APPROVED':
      return 'pending' as const;
    case 'CANCELLED':
      return 'cancelled' as const;
    case 'EXPIRED':
      return 'expired' as const;
    // PayPal suspends a subscription whose payments fail; it bills nothing until reactivated.
    case 'SUSPENDED':
      return 'failed' as const;
    default:
      return 'failed' as const;
  }
}
