import { conflict, HttpError, notFound } from '#server/http-errors';
import { errorCodes } from '#shared/api';
import {
  type PaymentProvider,
  ProviderRefusedError,
  type ProviderSubscription,
  ProviderUnavailableError,
} from './providers/provider';

export const notAtProvider = () => notFound('We could not find this subscription at the payment provider.');

/** Provider outages become a 503 the client can retry, refusals a 409, never a 500. */
export async function atProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new HttpError(
        503,
        errorCodes.unavailable,
        'The payment provider is not reachable right now. Please try again in a moment.',
      );
    }
    if (error instanceof ProviderRefusedError) throw conflict(error.message);
    throw error;
  }
}

/** How long a subscription read for a user request is reused (decision 0059). */
export const providerReadTtlMs = 30_000;
const maxCachedReads = 10_000;

/**
 * Subscription reads with a short cache for what users ask (verify, save): a user polling the
 * success page, or a script replaying one id, costs one provider call per `ttlMs`, not one per
 * request. Webhooks and the reconcile job read `fresh`: they act on the provider's current state.
 * Every change made through this app (cancel, revise) forgets the id.
 */
export function createSubscriptionReads(provider: PaymentProvider, ttlMs = providerReadTtlMs) {
  const cache = new Map<string, { value: ProviderSubscription | null; until: number }>();
  return {
    async cached(id: string): Promise<ProviderSubscription | null> {
      const hit = cache.get(id);
      if (hit && hit.until > Date.now()) return hit.value;
      const value = await atProvider(() => provider.getSubscription(id));
      // Not while PayPal is still activating it: the success page must see that within seconds.
      if (value && (value.status === 'APPROVAL_PENDING' || value.status === 'APPROVED')) return value;
      if (cache.size >= maxCachedReads) cache.clear();
      cache.set(id, { value, until: Date.now() + ttlMs });
      return value;
    },
    async fresh(id: string): Promise<ProviderSubscription | null> {
      const value = await atProvider(() => provider.getSubscription(id));
      cache.delete(id);
      return value;
    },
    forget(id: string) {
      cache.delete(id);
    },
  };
}
export type SubscriptionReads = ReturnType<typeof createSubscriptionReads>;
