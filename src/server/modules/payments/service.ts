import type { FastifyBaseLogger } from 'fastify';
import type { SubscriptionRow, SubscriptionStatus, TransactionRow } from '#server/db/schema';
import { badRequest, conflict, HttpError, notFound } from '#server/http-errors';
import { errorCodes } from '#shared/api';
import {
  type CreateSubscriptionBody,
  type PaidPlanId,
  type PaypalWebhookEvent,
  paymentMessages,
  type SubscriptionVerification,
} from '#shared/payments';
import { findPlan } from '#shared/plans';
import { isStorableText } from '#shared/storable-text';
import type { DemoProvider } from './providers/demo-provider';
import {
  localStatusOf,
  type PaymentProvider,
  type ProviderSubscription,
  ProviderUnavailableError,
  type WebhookHeaders,
} from './providers/provider';
import type { PaymentsQueries, PaymentsRepository } from './repository';
import { toSubscription } from './serialize';

export interface PaymentsServiceDeps {
  repository: PaymentsRepository;
  /** The configured provider (demo or PayPal). */
  provider: PaymentProvider;
  /** Present only when the configured provider is the demo one. */
  demo: DemoProvider | null;
  log: FastifyBaseLogger;
}

/** Statuses a provider can no longer move a subscription out of, locally. */
const finalStatuses: SubscriptionStatus[] = ['cancelled', 'expired', 'completed'];
const listLimit = 100;

const notAtProvider = () => notFound('We could not find this subscription at the payment provider.');
const providerUnavailable = () =>
  new HttpError(
    503,
    errorCodes.unavailable,
    'The payment provider is not reachable right now. Please try again in a moment.',
  );

/** Provider outages become a 503 the client can retry, never a 500. */
async function atProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw providerUnavailable();
    throw error;
  }
}

/**
 * A short string field of a webhook resource, else null (resources are PayPal's, unchecked). One
 * the database cannot hold (NUL, lone surrogate) is no id either: its lookup answered 500.
 */
const text = (value: unknown) =>
  typeof value === 'string' && value.length <= 128 && isStorableText(value) ? value : null;

const amountCentsOf = (planId: string) => Math.round((findPlan(planId)?.price ?? 0) * 100);

/**
 * Payment rules (DESIGN.md §5 "The server decides who has paid"): subscriptions are recorded only
 * as the provider reports them, amounts come from the plan table, one plan is active at a time,
 * and every write is idempotent so retries (browser or webhook) never double anything.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repository, provider, log } = deps;

  /**
   * Inside a transaction holding the user's lock: makes `row` the user's one active plan, ends
   * the others and records the first payment (`sub-` + provider id, amount from the plan table).
   * Returns the subscriptions it ended, to be cancelled at their provider after commit.
   */
  async function activateWithin(repo: PaymentsQueries, row: SubscriptionRow) {
    const active =
      row.status === 'active'
        ? row
        : await repo.setStatus(row.id, 'active', ['pending', 'failed'], { endDate: null });
    if (!active) return { subscription: row, ended: [] as SubscriptionRow[] };
    const ended = await repo.endOtherActive(row.userId, row.id);
    if (active.providerSubscriptionId) {
      await repo.insertTransaction({
        userId: active.userId,
        subscriptionId: active.id,
        transactionId: `sub-${active.providerSubscriptionId}`,
        amountCents: amountCentsOf(active.planId),
        paypalOrderId: active.providerSubscriptionId,
        providerPaymentId: null,
      });
    }
    return { subscription: active, ended };
  }

  /**
   * Before a plan switch commits: stops billing of the user's other active plans at their provider
   * (except `keepId`). A failure is a 503 and nothing is switched, so the user is never billed for
   * two plans (a retry, or PayPal's webhook retry, completes the switch). Returns the ids cancelled.
   */
  async function cancelOthersAtProvider(userId: string, keepId: string | null): Promise<Set<string>> {
    const cancelled = new Set<string>();
    for (const row of await repository.activeForUser(userId)) {
      const providerId = row.providerSubscriptionId;
      if (row.id === keepId || !providerId) continue;
      if (row.provider !== provider.name) {
        log.warn(
          { subscriptionId: row.id },
          'replaced subscription belongs to a provider no longer configured',
        );
        continue;
      }
      await atProvider(() => provider.cancelSubscription(providerId, 'Replaced by a new plan'));
      cancelled.add(row.id);
    }
    return cancelled;
  }

  /**
   * After commit, for the rare plan that became active between `cancelOthersAtProvider` and the
   * switch (a concurrent activation): best effort, logged with the subscription id on failure.
   */
  async function cancelEndedAtProvider(ended: SubscriptionRow[], alreadyCancelled: Set<string>) {
    for (const row of ended) {
      const providerId = row.providerSubscriptionId;
      if (!providerId || alreadyCancelled.has(row.id) || row.provider !== provider.name) continue;
      await provider
        .cancelSubscription(providerId, 'Replaced by a new plan')
        .catch((error: unknown) =>
          log.error({ err: error, subscriptionId: row.id }, 'could not cancel a replaced subscription'),
        );
    }
  }

  /** Applies a provider status to a local row (verify polling and webhooks). */
  async function syncStatus(repo: PaymentsQueries, row: SubscriptionRow, providerStatus: string) {
    const next = localStatusOf(providerStatus);
    if (next === row.status || finalStatuses.includes(row.status)) return { subscription: row, ended: [] };
    if (next === 'active') {
      await repo.lockUser(row.userId);
      return activateWithin(repo, row);
    }
    const ends = next === 'cancelled' || next === 'expired';
    const updated = await repo.setStatus(row.id, next, [row.status], ends ? { endDate: new Date() } : {});
    return { subscription: updated ?? row, ended: [] };
  }

  /** True when applying `providerStatus` to `row` would make it the user's active plan. */
  const activates = (row: SubscriptionRow, providerStatus: string) =>
    localStatusOf(providerStatus) === 'active' &&
    row.status !== 'active' &&
    !finalStatuses.includes(row.status);

  async function createFree(userId: string) {
    return repository.transaction(async (repo) => {
      await repo.lockUser(userId);
      const active = await repo.activeForUser(userId);
      const free = active.find((row) => row.planId === 'free-plan');
      if (free) return { created: false, subscription: free };
      const paid = active[0];
      if (paid) {
        throw conflict(
          `You already have the ${paid.planName} plan. Cancel it from your dashboard before choosing Explorer.`,
        );
      }
      const plan = findPlan('free-plan');
      const row = await repo.insertSubscription({
        userId,
        planId: 'free-plan',
        planName: plan?.name ?? 'Explorer',
        provider: 'free',
        providerSubscriptionId: null,
        status: 'active',
        nextBillingTime: null,
      });
      if (!row) throw conflict('Your plan is changing in another request. Please try again.');
      return { created: true, subscription: row };
    });
  }

  async function createPaid(userId: string, planId: PaidPlanId, providerId: string) {
    const existing = await repository.findByProviderId(provider.name, providerId);
    if (existing) {
      if (existing.userId !== userId) throw notAtProvider();
      if (existing.planId !== planId) throw badRequest('planId: this subscription is for another plan');
      return { created: false, subscription: existing };
    }
    const remote = await atProvider(() => provider.getSubscription(providerId));
    if (!remote || remote.ownerUserId !== userId) throw notAtProvider();
    if (remote.planId !== planId) throw badRequest('planId: this subscription is for another plan');
    const status = localStatusOf(remote.status);
    if (status !== 'active' && status !== 'pending') {
      throw conflict('This subscription is not active at the payment provider.');
    }
    const plan = findPlan(planId);
    const replaced = status === 'active' ? await cancelOthersAtProvider(userId, null) : new Set<string>();
    const result = await repository.transaction(async (repo) => {
      await repo.lockUser(userId);
      const row = await repo.insertSubscription({
        userId,
        planId,
        planName: plan?.name ?? planId,
        provider: provider.name,
        providerSubscriptionId: providerId,
        status: status === 'active' ? 'pending' : status,
        nextBillingTime: remote.nextBillingTime,
      });
      // A concurrent request with the same id won the insert: answer with its record.
      if (!row) return null;
      if (status !== 'active') return { created: true, subscription: row, ended: [] as SubscriptionRow[] };
      const activated = await activateWithin(repo, row);
      return { created: true, ...activated };
    });
    if (!result) {
      const winner = await repository.findByProviderId(provider.name, providerId);
      if (!winner || winner.userId !== userId) throw notAtProvider();
      return { created: false, subscription: winner };
    }
    await cancelEndedAtProvider(result.ended, replaced);
    return { created: result.created, subscription: result.subscription };
  }

  async function findOwned(userId: string, id: string) {
    const row = await repository.findForUser(userId, id);
    if (!row) throw notFound('Subscription not found.');
    return row;
  }

  return {
    providerName: provider.name,

    /** 201 when recorded now, 200 (`created: false`) when this provider id was recorded before. */
    async createSubscription(userId: string, body: CreateSubscriptionBody) {
      if (body.planId === 'free-plan') return createFree(userId);
      return createPaid(userId, body.planId, body.paypalSubscriptionId as string);
    },

    async createDemoSubscription(userId: string, planId: PaidPlanId): Promise<string> {
      if (!deps.demo) throw notFound('The demo checkout is not available: payments go through PayPal.');
      return deps.demo.createSubscription(userId, planId);
    },

    list(userId: string) {
      return repository.listForUser(userId, listLimit);
    },

    get: findOwned,

    /**
     * Spec §3 "Subscription verification response". Reads the provider (the source of truth) and
     * brings the local record up to date, so a pending subscription becomes active here as soon
     * as PayPal says so, even if its webhook is late.
     */
    async verify(userId: string, id: string): Promise<SubscriptionVerification> {
      let row = await findOwned(userId, id);
      let providerStatus = row.status.toUpperCase();
      let isInTrial = false;
      if (row.providerSubscriptionId && row.provider === provider.name) {
        const providerId = row.providerSubscriptionId;
        const remote = await atProvider(() => provider.getSubscription(providerId));
        if (remote) {
          providerStatus = remote.status;
          isInTrial = remote.isInTrial;
          const current = row;
          const replaced = activates(current, remote.status)
            ? await cancelOthersAtProvider(current.userId, current.id)
            : new Set<string>();
          const synced = await repository.transaction(async (repo) => {
            const result = await syncStatus(repo, current, remote.status);
            if (remote.nextBillingTime?.getTime() !== result.subscription.nextBillingTime?.getTime()) {
              await repo.setNextBillingTime(result.subscription.id, remote.nextBillingTime);
            }
            return {
              ...result,
              subscription: { ...result.subscription, nextBillingTime: remote.nextBillingTime },
            };
          });
          await cancelEndedAtProvider(synced.ended, replaced);
          row = synced.subscription;
        }
      }
      return {
        database: {
          isActive: row.status === 'active',
          status: providerStatus,
          planName: row.planName,
          isInTrial,
          paymentInfo: { nextBillingTime: row.nextBillingTime?.toISOString() ?? null },
        },
        subscription: toSubscription(row),
      };
    },

    /** Owner only (else 404), active only (else 409); stops billing at the provider first. */
    async cancel(userId: string, id: string, reason: string) {
      const row = await findOwned(userId, id);
      if (row.status !== 'active') throw conflict('Only an active subscription can be cancelled.');
      const providerId = row.providerSubscriptionId;
      if (providerId && row.provider === provider.name) {
        await atProvider(() => provider.cancelSubscription(providerId, reason));
      }
      const cancelled = await repository.setStatus(row.id, 'cancelled', ['active'], { endDate: new Date() });
      if (!cancelled) throw conflict('Only an active subscription can be cancelled.');
      return cancelled;
    },

    /**
     * The first payment of an active paid subscription (`sub-` + provider id, plan-table amount).
     * Activation records it already, so this normally answers with the existing row.
     */
    async recordTransaction(
      userId: string,
      providerId: string,
    ): Promise<{ created: boolean; transaction: TransactionRow }> {
      const row = await findOwned(userId, providerId);
      if (!row.providerSubscriptionId) throw notFound('Subscription not found.');
      if (row.status !== 'active') {
        throw conflict(
          'This subscription is not active yet; its payment is recorded once the provider confirms it.',
        );
      }
      const transactionId = `sub-${row.providerSubscriptionId}`;
      const inserted = await repository.insertTransaction({
        userId,
        subscriptionId: row.id,
        transactionId,
        amountCents: amountCentsOf(row.planId),
        paypalOrderId: row.providerSubscriptionId,
        providerPaymentId: null,
      });
      if (inserted) return { created: true, transaction: inserted };
      const existing = await repository.findTransaction(transactionId);
      if (!existing || existing.userId !== userId) throw notFound('Subscription not found.');
      return { created: false, transaction: existing };
    },

    /**
     * Account deletion: stop every provider subscription of the user that can still bill: active
     * ones, and pending or failed ones (approved but not yet activated, or suspended), which PayPal
     * may activate or reactivate later. One activated after deletion is cancelled by its webhook.
     */
    async cancelAllAtProvider(userId: string) {
      for (const row of await repository.billableForUser(userId)) {
        const providerId = row.providerSubscriptionId;
        if (providerId && row.provider === provider.name) {
          await atProvider(() => provider.cancelSubscription(providerId, paymentMessages.cancelReason));
        }
      }
    },

    /**
     * A PayPal webhook: its headers checked and its signature verified with PayPal over the body
     * exactly as received (`rawEvent`; else 400, nothing changes), then applied once per event id,
     * the event record and its effect in one transaction. PayPal is read before that transaction,
     * never inside it (with PGlite an open transaction holds the only connection).
     */
    async handlePaypalWebhook(event: PaypalWebhookEvent, rawEvent: string, headers: WebhookHeaders) {
      if (provider.name !== 'paypal') throw notFound('PayPal is not the configured payment provider.');
      const verdict = await atProvider(() => provider.verifyWebhook(headers, rawEvent));
      if (verdict !== true) throw badRequest(verdict);
      // A redelivery costs no PayPal call (the insert in the transaction below still decides).
      if (await repository.hasWebhookEvent('paypal', event.id)) return { applied: false };
      const change = await prepareSubscriptionEvent(event);
      const result = await repository.transaction(async (repo) => {
        if (!(await repo.recordWebhookEvent('paypal', event.id, event.event_type))) {
          return { applied: false, ended: [] as SubscriptionRow[] };
        }
        const ended = change ? await applySubscriptionChange(repo, change) : await applySale(repo, event);
        return { applied: true, ended };
      });
      await cancelEndedAtProvider(result.ended, change?.replaced ?? new Set());
      return { applied: result.applied };
    },
  };

  /**
   * Outside any transaction, for BILLING.SUBSCRIPTION.* events: reads the subscription's CURRENT
   * state from PayPal. The event type only says something changed; a retried or out-of-order
   * event (a late ACTIVATED after SUSPENDED) must not set a state PayPal no longer has. Also stops
   * billing first where the change needs it (a replaced plan, a deleted account's subscription).
   */
  async function prepareSubscriptionEvent(event: PaypalWebhookEvent) {
    if (!event.event_type.startsWith('BILLING.SUBSCRIPTION.')) return null;
    const subscriptionId = text(event.resource.id);
    if (!subscriptionId) return { subscriptionId: '', remote: null, replaced: new Set<string>() };
    const remote = await atProvider(() => provider.getSubscription(subscriptionId));
    let replaced = new Set<string>();
    if (remote) {
      const row = await repository.findByProviderId('paypal', subscriptionId);
      const owner = row?.userId ?? remote.ownerUserId;
      const becomesActive = row
        ? activates(row, remote.status)
        : localStatusOf(remote.status) === 'active' && remote.planId !== null;
      if (!row && owner && !(await repository.userExists(owner))) {
        // Signed for a user who deleted their account: nobody here gets this plan, so it must not
        // bill (PayPal refuses to cancel an APPROVED one at deletion, then activates it).
        if (localStatusOf(remote.status) === 'active' || remote.status === 'SUSPENDED') {
          await atProvider(() => provider.cancelSubscription(subscriptionId, paymentMessages.cancelReason));
        }
      } else if (owner && becomesActive) {
        replaced = await cancelOthersAtProvider(owner, row?.id ?? null);
      }
    }
    return { subscriptionId, remote, replaced };
  }

  async function applySubscriptionChange(
    repo: PaymentsQueries,
    change: NonNullable<Awaited<ReturnType<typeof prepareSubscriptionEvent>>>,
  ): Promise<SubscriptionRow[]> {
    const { subscriptionId, remote } = change;
    if (!remote) return [];
    const row = await repo.findByProviderId('paypal', subscriptionId);
    if (row) {
      const result = await syncStatus(repo, row, remote.status);
      if (remote.nextBillingTime?.getTime() !== result.subscription.nextBillingTime?.getTime()) {
        await repo.setNextBillingTime(result.subscription.id, remote.nextBillingTime);
      }
      return result.ended;
    }
    return adoptActivated(repo, remote);
  }

  /**
   * PAYMENT.SALE.COMPLETED: the subscription's first payment is its `sub-<id>` row, whether the
   * sale arrives before or after activation (activation then finds the row and adds nothing);
   * later sales become `sale-<id>` rows, at the plan price.
   */
  async function applySale(repo: PaymentsQueries, event: PaypalWebhookEvent): Promise<SubscriptionRow[]> {
    if (event.event_type !== 'PAYMENT.SALE.COMPLETED') return [];
    const saleId = text(event.resource.id);
    const subscriptionId = text(event.resource.billing_agreement_id);
    if (!saleId || !subscriptionId) return [];
    const row = await repo.findByProviderId('paypal', subscriptionId);
    if (!row) {
      log.warn({ subscriptionId }, 'PayPal payment for a subscription this app never recorded');
      return [];
    }
    if (await repo.findTransactionByPayment(saleId)) return [];
    const first = await repo.findTransaction(`sub-${subscriptionId}`);
    if (first && (await repo.linkPayment(first.id, saleId))) return [];
    await repo.insertTransaction({
      userId: row.userId,
      subscriptionId: row.id,
      transactionId: first ? `sale-${saleId}` : `sub-${subscriptionId}`,
      amountCents: amountCentsOf(row.planId),
      paypalOrderId: subscriptionId,
      providerPaymentId: saleId,
    });
    return [];
  }

  /**
   * ACTIVE at PayPal for a subscription the browser never saved (closed tab after approval):
   * record it for the user PayPal's custom_id was signed for (custom-id.ts), when they exist here.
   */
  async function adoptActivated(
    repo: PaymentsQueries,
    remote: ProviderSubscription,
  ): Promise<SubscriptionRow[]> {
    const userId = remote.ownerUserId;
    if (localStatusOf(remote.status) !== 'active' || !userId || !remote.planId) return [];
    if (!(await repo.lockUser(userId))) return [];
    const row = await repo.insertSubscription({
      userId,
      planId: remote.planId,
      planName: findPlan(remote.planId)?.name ?? remote.planId,
      provider: 'paypal',
      providerSubscriptionId: remote.id,
      status: 'pending',
      nextBillingTime: remote.nextBillingTime,
    });
    return row ? (await activateWithin(repo, row)).ended : [];
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
