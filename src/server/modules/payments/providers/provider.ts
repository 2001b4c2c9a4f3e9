import type { PaidPlanId } from '#shared/payments';

/**
 * A subscription as the payment provider knows it. The server records and changes subscriptions
 * only from this (DESIGN.md §5), never from what a browser says.
 */
export interface ProviderSubscription {
  id: string;
  /** The provider's status, upper case as PayPal writes it (ACTIVE, APPROVAL_PENDING, …). */
  status: string;
  /** Our plan the provider's plan maps to; null when it is none of ours. */
  planId: PaidPlanId | null;
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
   * True only when the provider confirms it sent this event, given as the body text exactly as
   * received (signatures cover those bytes); otherwise why not, naming the header at fault.
   */
  verifyWebhook(headers: WebhookHeaders, rawEvent: string): Promise<true | string>;
}

/** The provider could not be reached or answered nonsense: the request is retried later, not lost. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** Spec §4: ACTIVE → active, APPROVAL_PENDING/APPROVED → pending, the rest by meaning. */
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
