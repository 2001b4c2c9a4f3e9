import { conflict } from '#server/http-errors';
import type { PaidPlanId } from '#shared/payments';
import { cycleCents, findPlan } from '#shared/plans';
import type { Activation } from './activation';
import type { PaymentsContext } from './context';
import { atProvider, notAtProvider } from './provider-calls';

/**
 * Plan changes (docs/decisions/0057-*.md): one subscription per user, revised at the provider to
 * the new plan, which is billed and unlocked from the next billing cycle. PayPal asks the buyer to
 * approve a revision (`approveUrl`); the change is booked here once PayPal shows it (verify,
 * webhook or the reconcile job). The demo applies the revision at once and it is booked now.
 */
export function createPlanChange(context: PaymentsContext, activation: Activation) {
  const { repository, provider } = context;

  async function changePlan(userId: string, id: string, planId: PaidPlanId) {
    const row = await repository.findForUser(userId, id);
    if (!row) throw notAtProvider();
    const providerId = row.providerSubscriptionId;
    if (row.status !== 'active' || !providerId || row.provider !== provider.name) {
      throw conflict('Only an active paid subscription can change plan.');
    }
    const target = row.pendingPlanId ?? row.planId;
    if (planId === target)
      throw conflict(`This subscription is already set to the ${findPlan(planId)?.name} plan.`);
    const current = findPlan(row.planId);
    const student = current !== undefined && row.priceCents === cycleCents(current, 'student');
    // Without a trial: the trial (if any) is the current plan's, and the new plan starts paid.
    const providerPlanId = provider.providerPlanId(planId, student ? 'student' : 'standard', false);
    // Back from PayPal's approval page, the dashboard verifies the subscription: the change is booked.
    const returnUrl = `${context.appUrl}/dashboard?revised=${encodeURIComponent(row.id)}`;
    const { approveUrl } = await atProvider(() =>
      provider.reviseSubscription(providerId, providerPlanId, returnUrl),
    );
    context.reads.forget(providerId);
    if (approveUrl) return { subscription: row, approveUrl };
    const remote = await context.reads.fresh(providerId);
    if (!remote) throw notAtProvider();
    const synced = await repository.transaction(async (repo) =>
      activation.syncWithin(repo, row, remote, await repo.buyerTerms(userId, providerId)),
    );
    await activation.afterCommit(synced, new Set());
    return { subscription: synced.subscription, approveUrl: null };
  }

  return { changePlan };
}
