import type { TransactionRow } from '#server/db/schema';
import { conflict, notFound } from '#server/http-errors';
import {
  type CreateSubscriptionBody,
  type PaidPlanId,
  paymentMessages,
  type SubscriptionVerification,
} from '#shared/payments';
import { createActivation } from './activation';
import { createCheckout } from './checkout';
import type { PaymentsContext } from './context';
import { createLedger } from './ledger';
import { createPlanChange } from './plan-change';
import { atProvider } from './provider-calls';
import { createReconcile } from './reconcile';
import { toSubscription } from './serialize';
import { createWebhooks } from './webhooks';

const listLimit = 100;

/**
 * Payment rules (docs/decisions/0016-server-decides-subscription-state.md): subscriptions are
 * recorded only as the provider reports them and only at our prices (0055), one plan is active at
 * a time, and every write is idempotent so retries (browser or webhook) never double anything.
 * Each concern is its own unit: checkout, activation, ledger, plan change, webhooks, reconcile.
 * Longer than 80 lines only as a closure of short functions (each under 40) sharing one context.
 */
export function createPaymentsService(context: PaymentsContext) {
  const { repository, provider } = context;
  const ledger = createLedger(context);
  const activation = createActivation(context, ledger);
  const checkout = createCheckout(context, activation);
  const planChange = createPlanChange(context, activation);
  const webhooks = createWebhooks(context, activation, ledger);
  const reconcile = createReconcile(context, activation, ledger);

  async function findOwned(userId: string, id: string) {
    const row = await repository.findForUser(userId, id);
    if (!row) throw notFound('Subscription not found.');
    return row;
  }

  /**
   * docs/product.md §3 "Subscription verification response": reads the provider (the source of truth) and
   * brings the local record up to date, so a pending subscription becomes active here as soon as
   * PayPal says so, and an approved plan change is booked, even if its webhook is late.
   */
  async function verify(userId: string, id: string): Promise<SubscriptionVerification> {
    let row = await findOwned(userId, id);
    let providerStatus = row.status.toUpperCase();
    let isInTrial = false;
    const providerId = row.providerSubscriptionId;
    if (providerId && row.provider === provider.name) {
      const remote = await context.reads.cached(providerId);
      if (remote) {
        providerStatus = remote.status;
        isInTrial = remote.isInTrial;
        const current = row;
        const replaced = activation.activates(current, remote)
          ? await activation.cancelOthersAtProvider(current.userId, current.id)
          : new Set<string>();
        const synced = await repository.transaction(async (repo) =>
          activation.syncWithin(repo, current, remote, await repo.buyerTerms(userId, providerId)),
        );
        await activation.afterCommit(synced, replaced);
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
  }

  /**
   * Owner only (else 404), active only (else 409); stops billing at the provider first. In the free
   * trial the plan is kept until the trial's end, as promised, and nothing is charged (decision
   * 0105); otherwise it ends now. A plan change waiting for the next cycle never happens.
   */
  async function cancel(userId: string, id: string, reason: string) {
    const row = await findOwned(userId, id);
    if (row.status !== 'active') throw conflict('Only an active subscription can be cancelled.');
    const providerId = row.providerSubscriptionId;
    if (providerId && row.provider === provider.name) {
      await atProvider(() => provider.cancelSubscription(providerId, reason));
      context.reads.forget(providerId);
    }
    const now = new Date();
    const keptUntil = row.trialEndsAt && row.trialEndsAt > now ? row.trialEndsAt : now;
    const cancelled = await repository.setStatus(row.id, 'cancelled', ['active'], {
      endDate: keptUntil,
      nextBillingTime: null,
      pendingPlanId: null,
      pendingPlanAt: null,
    });
    if (!cancelled) throw conflict('Only an active subscription can be cancelled.');
    return cancelled;
  }

  /**
   * The spec's "save transaction" step: answers the subscription's first recorded charge. There
   * is none in a trial (nothing is charged), which is a 409 saying so, not a made-up amount.
   */
  async function recordTransaction(
    userId: string,
    providerId: string,
  ): Promise<{ created: boolean; transaction: TransactionRow }> {
    const row = await findOwned(userId, providerId);
    if (!row.providerSubscriptionId) throw notFound('Subscription not found.');
    const existing = await repository.findTransaction(`sub-${row.providerSubscriptionId}`);
    if (existing && existing.userId === userId) return { created: false, transaction: existing };
    if (row.trialEndsAt && row.trialEndsAt > new Date()) {
      throw conflict('This subscription is in its free trial: nothing has been charged.');
    }
    throw conflict('No payment of this subscription has been recorded yet.');
  }

  /**
   * Account deletion: stop every provider subscription of the user that can still bill: active
   * ones, and pending or failed ones (approved but not yet activated, or suspended), which PayPal
   * may activate or reactivate later. One activated after deletion is cancelled by its webhook.
   */
  async function cancelAllAtProvider(userId: string) {
    for (const row of await repository.billableForUser(userId)) {
      const providerId = row.providerSubscriptionId;
      if (providerId && row.provider === provider.name) {
        await atProvider(() => provider.cancelSubscription(providerId, paymentMessages.cancelReason));
      }
    }
  }

  return {
    providerName: provider.name,
    /** 201 when recorded now, 200 (`created: false`) when this provider id was recorded before. */
    async createSubscription(userId: string, body: CreateSubscriptionBody) {
      if (body.planId === 'free-plan') return checkout.createFree(userId);
      return checkout.createPaid(userId, body.planId, body.paypalSubscriptionId as string);
    },
    createDemoSubscription: (userId: string, planId: PaidPlanId) =>
      checkout.createDemoSubscription(userId, planId),
    offer: checkout.offer,
    providerPlanIds: checkout.providerPlanIds,
    list: (userId: string) => repository.listForUser(userId, listLimit),
    get: findOwned,
    verify,
    cancel,
    changePlan: planChange.changePlan,
    recordTransaction,
    cancelAllAtProvider,
    /** Before an account is deleted: its trials outlive it (decision 0105). */
    rememberTrials: (userId: string) => repository.rememberTrials(userId),
    handlePaypalWebhook: webhooks.handlePaypalWebhook,
    reconcileAll: reconcile.reconcileAll,
    grantStudentDiscount: (email: string, note: string | null) => repository.grantDiscount(email, note),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
