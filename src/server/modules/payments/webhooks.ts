import { badRequest, notFound } from '#server/http-errors';
import { type PaypalWebhookEvent, paymentMessages } from '#shared/payments';
import { cycleCents, findPlan } from '#shared/plans';
import { isStorableText } from '#shared/storable-text';
import { type Activation, type AfterCommit, nothingAfter } from './activation';
import type { PaymentsContext } from './context';
import type { Ledger } from './ledger';
import { subscriptionProblem } from './price-check';
import { atProvider } from './provider-calls';
import { centsOf } from './providers/paypal-provider';
import { localStatusOf, type ProviderSubscription, type WebhookHeaders } from './providers/provider';
import type { PaymentsQueries } from './repository';

/**
 * A short string field of a webhook resource, else null (resources are PayPal's, unchecked). One
 * the database cannot hold (NUL, lone surrogate) is no id either.
 */
const text = (value: unknown) =>
  typeof value === 'string' && value.length <= 128 && isStorableText(value) ? value : null;

/** `{ total: "14.99", currency: "USD" }` (PayPal's sale and refund amounts) in cents. */
function amountOf(value: unknown): { amountCents: number; currency: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { total, currency } = value as Record<string, unknown>;
  const cents = typeof total === 'string' ? centsOf(total) : null;
  const code = text(currency);
  return cents === null || !code ? null : { amountCents: cents, currency: code };
}

interface SubscriptionChange {
  subscriptionId: string;
  remote: ProviderSubscription | null;
  replaced: Set<string>;
}

/**
 * PayPal's webhooks (docs/decisions/0018-paypal-webhooks.md, 0059): verified with PayPal, applied
 * once per event id (the event record and its effect commit together). Subscription events re-read
 * the subscription, so a late or replayed event never sets a state PayPal no longer has; sales and
 * refunds are recorded once per PayPal id, each charge checked against the price it is sold at.
 *
 * (A closure of short functions sharing one context; none of them is over 40 lines.)
 */
export function createWebhooks(context: PaymentsContext, activation: Activation, ledger: Ledger) {
  const { repository, provider, log } = context;

  /** Outside any transaction: the subscription's current state, and billing stopped where needed. */
  async function prepareSubscriptionEvent(event: PaypalWebhookEvent): Promise<SubscriptionChange | null> {
    if (!event.event_type.startsWith('BILLING.SUBSCRIPTION.')) return null;
    const subscriptionId = text(event.resource.id);
    if (!subscriptionId) return { subscriptionId: '', remote: null, replaced: new Set() };
    const remote = await context.reads.fresh(subscriptionId);
    let replaced = new Set<string>();
    if (remote) {
      const row = await repository.findByProviderId('paypal', subscriptionId);
      const owner = row?.userId ?? remote.ownerUserId;
      const becomesActive = row
        ? activation.activates(row, remote)
        : localStatusOf(remote.status) === 'active' && remote.planId !== null;
      if (!row && owner && !(await repository.userExists(owner))) {
        // Signed for a user who deleted their account: nobody here gets this plan, so it must not
        // bill (PayPal refuses to cancel an APPROVED one at deletion, then activates it).
        if (localStatusOf(remote.status) === 'active' || remote.status === 'SUSPENDED') {
          await atProvider(() => provider.cancelSubscription(subscriptionId, paymentMessages.cancelReason));
        }
      } else if (owner && becomesActive) {
        const problem = subscriptionProblem(
          remote,
          await repository.buyerTerms(owner, subscriptionId),
          !row,
          row?.priceCents ?? null,
        );
        if (!problem) replaced = await activation.cancelOthersAtProvider(owner, row?.id ?? null);
      }
    }
    return { subscriptionId, remote, replaced };
  }

  async function applySubscriptionChange(
    repo: PaymentsQueries,
    change: SubscriptionChange,
    event: PaypalWebhookEvent,
  ): Promise<AfterCommit> {
    const { subscriptionId, remote } = change;
    if (!remote) return nothingAfter();
    const row = await repo.findByProviderId('paypal', subscriptionId);
    if (!row) return adoptActivated(repo, remote);
    const terms = await repo.buyerTerms(row.userId, subscriptionId);
    const result = await activation.syncWithin(repo, row, remote, terms);
    if (event.event_type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED') {
      await ledger.recordFailedCharge(repo, result.subscription, event.id);
    }
    return result;
  }

  /**
   * ACTIVE at PayPal for a subscription the browser never saved (closed tab after approval):
   * recorded for the user PayPal's custom_id was signed for, when they exist here and it passes
   * the price check.
   */
  async function adoptActivated(repo: PaymentsQueries, remote: ProviderSubscription): Promise<AfterCommit> {
    const userId = remote.ownerUserId;
    if (localStatusOf(remote.status) !== 'active' || !userId || !remote.planId) return nothingAfter();
    if (!(await repo.lockUser(userId))) return nothingAfter();
    const problem = subscriptionProblem(remote, await repo.buyerTerms(userId, remote.id), true);
    if (problem || (remote.isInTrial && !(await repo.claimTrial(userId, remote.id)))) {
      log.error(
        { userId, providerSubscriptionId: remote.id, problem: problem ?? 'a second trial for this person' },
        'subscription refused',
      );
      return nothingAfter();
    }
    const plan = findPlan(remote.planId);
    const row = await repo.insertSubscription({
      userId,
      planId: remote.planId,
      planName: plan?.name ?? remote.planId,
      provider: 'paypal',
      providerSubscriptionId: remote.id,
      status: 'pending',
      nextBillingTime: remote.nextBillingTime,
      trialEndsAt: remote.isInTrial ? remote.nextBillingTime : null,
      priceCents: plan ? cycleCents(plan, remote.priceKind ?? 'standard') : null,
    });
    return row ? activation.activateWithin(repo, row, remote) : nothingAfter();
  }

  /** PAYMENT.SALE.COMPLETED: a charge (first or renewal), checked, recorded once, then receipted. */
  async function applySale(repo: PaymentsQueries, event: PaypalWebhookEvent): Promise<AfterCommit> {
    const saleId = text(event.resource.id);
    const subscriptionId = text(event.resource.billing_agreement_id);
    const amount = amountOf(event.resource.amount);
    if (!saleId || !subscriptionId || !amount) return nothingAfter();
    const row = await repo.findByProviderId('paypal', subscriptionId);
    if (!row) {
      log.warn({ subscriptionId }, 'PayPal payment for a subscription this app never recorded');
      return nothingAfter();
    }
    const charge = await ledger.recordCharge(repo, row, { id: saleId, ...amount, time: new Date() });
    return { ended: [], charges: charge ? [charge] : [] };
  }

  /** PAYMENT.SALE.REFUNDED / REVERSED: the money going back, as its own negative row. */
  async function applyRefund(repo: PaymentsQueries, event: PaypalWebhookEvent): Promise<AfterCommit> {
    const refundId = text(event.resource.id);
    const saleId = text(event.resource.sale_id) ?? text(event.resource.parent_payment);
    const amount = amountOf(event.resource.amount);
    if (refundId && saleId && amount) await ledger.recordRefund(repo, { id: refundId, saleId, ...amount });
    return nothingAfter();
  }

  async function apply(repo: PaymentsQueries, event: PaypalWebhookEvent, change: SubscriptionChange | null) {
    if (change) return applySubscriptionChange(repo, change, event);
    switch (event.event_type) {
      case 'PAYMENT.SALE.COMPLETED':
        return applySale(repo, event);
      case 'PAYMENT.SALE.REFUNDED':
      case 'PAYMENT.SALE.REVERSED':
        return applyRefund(repo, event);
      default:
        return nothingAfter();
    }
  }

  /**
   * Headers checked and signature verified with PayPal over the body exactly as received
   * (`rawEvent`; else 400, nothing changes), then applied once per event id. PayPal is read before
   * the transaction, never inside it (with PGlite an open transaction holds the only connection).
   */
  async function handlePaypalWebhook(event: PaypalWebhookEvent, rawEvent: string, headers: WebhookHeaders) {
    if (provider.name !== 'paypal') throw notFound('PayPal is not the configured payment provider.');
    const verdict = await atProvider(() => provider.verifyWebhook(headers, rawEvent));
    if (verdict !== true) throw badRequest(verdict);
    // A redelivery costs no PayPal call (the insert in the transaction below still decides).
    if (await repository.hasWebhookEvent('paypal', event.id)) return { applied: false };
    const change = await prepareSubscriptionEvent(event);
    const result = await repository.transaction(async (repo) => {
      if (!(await repo.recordWebhookEvent('paypal', event.id, event.event_type))) {
        return { applied: false, after: nothingAfter() };
      }
      return { applied: true, after: await apply(repo, event, change) };
    });
    await activation.afterCommit(result.after, change?.replaced ?? new Set());
    return { applied: result.applied };
  }

  return { handlePaypalWebhook };
}
