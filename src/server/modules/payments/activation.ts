import type { SubscriptionRow, SubscriptionStatus, TransactionRow } from '#server/db/schema';
import { cycleCents, findPlan } from '#shared/plans';
import type { PaymentsContext } from './context';
import type { Ledger } from './ledger';
import { type BuyerTerms, subscriptionProblem } from './price-check';
import { atProvider } from './provider-calls';
import { localStatusOf, type ProviderSubscription } from './providers/provider';
import type { BillingUpdate, PaymentsQueries } from './repository';

/** Statuses a provider can no longer move a subscription out of, locally. */
export const finalStatuses: SubscriptionStatus[] = ['cancelled', 'expired', 'completed'];

/** What a change did that must happen after its transaction commits. */
export interface AfterCommit {
  /** Subscriptions it ended, to be cancelled at their provider. */
  ended: SubscriptionRow[];
  /** Charges it recorded (their receipts were queued in the same transaction). */
  charges: TransactionRow[];
}
export const nothingAfter = (): AfterCommit => ({ ended: [], charges: [] });

/**
 * The billing facts of a provider read: next cycle, trial end, a plan change the buyer approved. A
 * change in the free trial applies at once (no money moves in a trial, decision 0105): the plan
 * and its price become the new plan's, and the trial keeps its end.
 */
export function billingUpdateOf(row: SubscriptionRow, remote: ProviderSubscription): BillingUpdate {
  const update: BillingUpdate = { nextBillingTime: remote.nextBillingTime };
  if (remote.isInTrial && remote.nextBillingTime) update.trialEndsAt = remote.nextBillingTime;
  const changed = remote.planId !== null && remote.planId !== row.planId;
  const plan = changed && remote.planId ? findPlan(remote.planId) : undefined;
  if (plan && inFreeTrial(row, remote)) {
    update.planId = plan.planId;
    update.planName = plan.name;
    update.priceCents = cycleCents(plan, remote.priceKind ?? 'standard');
    update.pendingPlanId = null;
    update.pendingPlanAt = null;
  } else if (changed && row.pendingPlanId !== remote.planId) {
    // A revision moves the provider's plan at once and bills it from the next cycle
    // (decision 0057): booked here, applied when that cycle starts.
    update.pendingPlanId = remote.planId;
    update.pendingPlanAt = row.nextBillingTime ?? remote.nextBillingTime;
  } else if (!changed && row.pendingPlanId) {
    update.pendingPlanId = null;
    update.pendingPlanAt = null;
  }
  return update;
}

/**
 * Whether the subscription is still in its free trial. The provider's word first; but a revision in
 * the trial moves PayPal's subscription to a plan without a trial, and PayPal does not document
 * whether its cycle executions then still show the trial. So our own record counts too: a trial
 * whose end has not come and no payment taken yet (decision 0105, "PayPal revision in the trial").
 */
function inFreeTrial(row: SubscriptionRow, remote: ProviderSubscription): boolean {
  if (remote.isInTrial) return true;
  return row.trialEndsAt !== null && row.trialEndsAt.getTime() > Date.now() && remote.lastPayment === null;
}

/** The booked plan change, applied once its cycle has started; nothing otherwise. */
export function duePlanChange(row: SubscriptionRow, now = new Date()): BillingUpdate | null {
  if (!row.pendingPlanId || !row.pendingPlanAt || row.pendingPlanAt > now) return null;
  const plan = findPlan(row.pendingPlanId);
  const current = findPlan(row.planId);
  if (!plan || !current) return null;
  const student = row.priceCents !== null && row.priceCents === cycleCents(current, 'student');
  return {
    planId: plan.planId,
    planName: plan.name,
    priceCents: cycleCents(plan, student ? 'student' : 'standard'),
    pendingPlanId: null,
    pendingPlanAt: null,
  };
}

/**
 * Switching plans (docs/decisions/0017-one-active-plan.md): one active plan per user, the others
 * cancelled at their provider before the switch commits, and a subscription's state always the
 * provider's, checked against the price it is sold at (docs/decisions/0055-*.md).
 *
 * (A closure of short functions sharing one context; none of them is over 40 lines.)
 */
export function createActivation(context: PaymentsContext, ledger: Ledger) {
  const { provider, log } = context;

  /**
   * Inside a transaction holding the user's lock: makes `row` the user's one active plan, ends
   * the others and records the first charge when the provider took one (none in a trial).
   */
  async function activateWithin(
    repo: PaymentsQueries,
    row: SubscriptionRow,
    remote: ProviderSubscription | null,
  ): Promise<AfterCommit & { subscription: SubscriptionRow }> {
    const active =
      row.status === 'active'
        ? row
        : await repo.setStatus(row.id, 'active', ['pending', 'failed'], { endDate: null });
    if (!active) return { subscription: row, ...nothingAfter() };
    const ended = await repo.endOtherActive(row.userId, row.id);
    const charges: TransactionRow[] = [];
    if (remote?.lastPayment && active.providerSubscriptionId) {
      const charge = await ledger.recordFirstCharge(repo, active, remote.lastPayment);
      if (charge) charges.push(charge);
    }
    return { subscription: active, ended, charges };
  }

  /**
   * Before a plan switch commits: stops billing of the user's other active plans at their provider
   * (except `keepId`). A failure is a 503 and nothing is switched, so the user is never billed for
   * two plans. Returns the ids cancelled.
   */
  async function cancelOthersAtProvider(userId: string, keepId: string | null): Promise<Set<string>> {
    const cancelled = new Set<string>();
    for (const row of await context.repository.activeForUser(userId)) {
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
      context.reads.forget(providerId);
      cancelled.add(row.id);
    }
    return cancelled;
  }

  /** After commit: ends at the provider what a concurrent switch ended. */
  async function afterCommit(after: AfterCommit, alreadyCancelled: Set<string>) {
    for (const row of after.ended) {
      const providerId = row.providerSubscriptionId;
      if (!providerId || alreadyCancelled.has(row.id) || row.provider !== provider.name) continue;
      await provider
        .cancelSubscription(providerId, 'Replaced by a new plan')
        .catch((error: unknown) =>
          log.error({ err: error, subscriptionId: row.id }, 'could not cancel a replaced subscription'),
        );
    }
  }

  /** True when applying `remote` to `row` would make it the user's active plan. */
  const activates = (row: SubscriptionRow, remote: ProviderSubscription) =>
    localStatusOf(remote.status) === 'active' &&
    row.status !== 'active' &&
    !finalStatuses.includes(row.status);

  /**
   * Applies the provider's current state to a recorded subscription (verify, webhooks, the
   * reconcile job). A subscription that fails the price check is never active here: it is
   * recorded as failed and grants nothing.
   */
  async function syncWithin(
    repo: PaymentsQueries,
    row: SubscriptionRow,
    remote: ProviderSubscription,
    terms: BuyerTerms,
  ): Promise<AfterCommit & { subscription: SubscriptionRow }> {
    const problem = subscriptionProblem(remote, terms, false, row.priceCents);
    let next = localStatusOf(remote.status);
    if (problem && next === 'active') {
      log.error({ subscriptionId: row.id, problem }, 'subscription refused: not sold at our price');
      next = 'failed';
    }
    let result = { subscription: row, ...nothingAfter() };
    if (next !== row.status && !finalStatuses.includes(row.status)) {
      if (next === 'active') {
        await repo.lockUser(row.userId);
        result = await activateWithin(repo, row, remote);
      } else {
        const ends = next === 'cancelled' || next === 'expired';
        const updated = await repo.setStatus(row.id, next, [row.status], ends ? { endDate: new Date() } : {});
        result = { subscription: updated ?? row, ...nothingAfter() };
      }
    }
    const update = problem
      ? { nextBillingTime: remote.nextBillingTime }
      : billingUpdateOf(result.subscription, remote);
    let subscription = (await repo.updateBilling(result.subscription.id, update)) ?? result.subscription;
    const due = duePlanChange(subscription);
    if (due) subscription = (await repo.updateBilling(subscription.id, due)) ?? subscription;
    return { ...result, subscription };
  }

  return { activateWithin, cancelOthersAtProvider, afterCommit, activates, syncWithin };
}
export type Activation = ReturnType<typeof createActivation>;
