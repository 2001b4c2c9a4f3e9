import type { SubscriptionRow } from '#server/db/schema';
import { badRequest, conflict, notFound } from '#server/http-errors';
import type { CheckoutOffer, PaidPlanId } from '#shared/payments';
import { cycleCents, findPlan, type PriceKind, plans, trialDays } from '#shared/plans';
import { type Activation, nothingAfter } from './activation';
import type { PaymentsContext } from './context';
import { subscriptionProblem } from './price-check';
import { notAtProvider } from './provider-calls';
import { localStatusOf } from './providers/provider';

const paidPlanIds: PaidPlanId[] = ['visionary-plan', 'legend-plan'];

/**
 * Buying a plan: the offer the account gets (trial once, student price if granted), the free
 * plan, and recording a provider subscription only after reading it from the provider and
 * checking plan, price and trial (docs/decisions/0055-*.md).
 *
 * (A closure of short functions sharing one context; none of them is over 40 lines.)
 */
export function createCheckout(context: PaymentsContext, activation: Activation) {
  const { repository, provider, log } = context;

  async function offer(userId: string): Promise<CheckoutOffer & { withTrial: boolean }> {
    const terms = await repository.buyerTerms(userId, null);
    const priceKind: PriceKind = terms.studentDiscount ? 'student' : 'standard';
    const priceOf = (planId: PaidPlanId) => {
      const plan = findPlan(planId);
      return plan ? cycleCents(plan, priceKind) / 100 : 0;
    };
    return {
      withTrial: !terms.hadTrial,
      trialDays: terms.hadTrial ? 0 : trialDays,
      priceKind,
      currency: 'USD',
      prices: { 'visionary-plan': priceOf('visionary-plan'), 'legend-plan': priceOf('legend-plan') },
    };
  }

  /** The provider plan ids this account's checkout must use (PayPal's button asks for one). */
  async function providerPlanIds(userId: string) {
    const { priceKind, withTrial } = await offer(userId);
    const [visionary, legend] = paidPlanIds.map((planId) =>
      provider.providerPlanId(planId, priceKind, withTrial),
    ) as [string, string];
    return { 'visionary-plan': visionary, 'legend-plan': legend };
  }

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
      const row = await repo.insertSubscription({
        userId,
        planId: 'free-plan',
        planName: plans[0]?.name ?? 'Explorer',
        provider: 'free',
        providerSubscriptionId: null,
        status: 'active',
        nextBillingTime: null,
      });
      if (!row) throw conflict('Your plan is changing in another request. Please try again.');
      return { created: true, subscription: row };
    });
  }

  /** Refused: logged with the reason, cancelled at the provider so it cannot bill, a 400 to the client. */
  async function refuse(userId: string, providerId: string, problem: string): Promise<never> {
    log.warn({ userId, providerSubscriptionId: providerId, problem }, 'subscription refused');
    await provider
      .cancelSubscription(providerId, 'Refused: not sold at our price')
      .catch((error: unknown) => log.error({ err: error }, 'could not cancel a refused subscription'));
    context.reads.forget(providerId);
    throw badRequest(
      'paypalSubscriptionId: this subscription does not match our plans and prices, so it was not accepted.',
    );
  }

  async function createPaid(userId: string, planId: PaidPlanId, providerId: string) {
    const existing = await repository.findByProviderId(provider.name, providerId);
    if (existing) {
      if (existing.userId !== userId) throw notAtProvider();
      if (existing.planId !== planId) throw badRequest('planId: this subscription is for another plan');
      return { created: false, subscription: existing };
    }
    const remote = await context.reads.cached(providerId);
    if (!remote || remote.ownerUserId !== userId) throw notAtProvider();
    if (remote.planId !== planId) throw badRequest('planId: this subscription is for another plan');
    const status = localStatusOf(remote.status);
    if (status !== 'active' && status !== 'pending') {
      throw conflict('This subscription is not active at the payment provider.');
    }
    const problem = subscriptionProblem(remote, await repository.buyerTerms(userId, providerId), true);
    if (problem) await refuse(userId, providerId, problem);
    const plan = findPlan(planId);
    const replaced =
      status === 'active' ? await activation.cancelOthersAtProvider(userId, null) : new Set<string>();
    const result = await repository.transaction(async (repo) => {
      await repo.lockUser(userId);
      // The one-trial rule under the lock of the write (decision 0105): of two requests at once,
      // or two accounts of one address, one records the trial and the other is refused.
      if (remote.isInTrial && !(await repo.claimTrial(userId, providerId))) return 'second trial' as const;
      const row = await repo.insertSubscription({
        userId,
        planId,
        planName: plan?.name ?? planId,
        provider: provider.name,
        providerSubscriptionId: providerId,
        status: 'pending',
        nextBillingTime: remote.nextBillingTime,
        trialEndsAt: remote.isInTrial ? remote.nextBillingTime : null,
        priceCents: plan ? cycleCents(plan, remote.priceKind ?? 'standard') : null,
      });
      // A concurrent request with the same id won the insert: answer with its record.
      if (!row) return null;
      if (status !== 'active') return { subscription: row, ...nothingAfter() };
      return activation.activateWithin(repo, row, remote);
    });
    if (result === 'second trial') return refuse(userId, providerId, 'a second trial for this person');
    if (!result) {
      const winner = await repository.findByProviderId(provider.name, providerId);
      if (!winner || winner.userId !== userId) throw notAtProvider();
      return { created: false, subscription: winner };
    }
    await activation.afterCommit(result, replaced);
    return { created: true, subscription: result.subscription as SubscriptionRow };
  }

  async function createDemoSubscription(userId: string, planId: PaidPlanId): Promise<string> {
    if (!context.demo) throw notFound('The demo checkout is not available: payments go through PayPal.');
    const { priceKind, withTrial } = await offer(userId);
    return context.demo.createSubscription(userId, planId, { priceKind, withTrial });
  }

  return { offer, providerPlanIds, createFree, createPaid, createDemoSubscription };
}
