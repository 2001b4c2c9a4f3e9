import { cycleCents, findPlan, type PriceKind } from '#shared/plans';
import type { ProviderSubscription } from './providers/provider';

/** What the account may buy, as the server knows it (never from the browser). */
export interface BuyerTerms {
  /** Support granted the student price to this account (decision 0058). */
  studentDiscount: boolean;
  /** The account had a trial before, on another subscription: no second one (decision 0055). */
  hadTrial: boolean;
}

/** The amounts in cents a cycle of `planId` may cost at `priceKind`; none for an unknown plan. */
export function acceptedCents(planId: string, priceKind: PriceKind): number {
  const plan = findPlan(planId);
  return plan ? cycleCents(plan, priceKind) : Number.NaN;
}

/**
 * Why a payment is refused, or null: its currency must be the plan's and its amount one of the
 * prices the subscription is sold at (`expectedCents`: the current plan's, and during a booked
 * plan change the new plan's too).
 */
export function paymentProblem(
  payment: { amountCents: number; currency: string },
  expectedCents: readonly number[],
): string | null {
  if (payment.currency !== 'USD') return `paid in ${payment.currency}, sold in USD`;
  if (!expectedCents.includes(payment.amountCents)) {
    return `paid ${payment.amountCents} cents, sold at ${expectedCents.join(' or ')} cents`;
  }
  return null;
}

/**
 * Why a provider subscription must not be accepted, or null (docs/decisions/0055-*.md): the plan
 * must be ours and not overridden, the student price only for an account granted it, a trial only
 * on the account's first subscription, and any payment taken exactly the price it is sold at.
 * `isNew`: the subscription is not recorded yet (an already recorded trial stays valid).
 * `soldAtCents`: the price the recorded subscription was sold at before a plan change, which its
 * last payment may still show until the new plan's first cycle.
 */
export function subscriptionProblem(
  remote: ProviderSubscription,
  terms: BuyerTerms,
  isNew: boolean,
  soldAtCents: number | null = null,
): string | null {
  if (!remote.planId || !remote.priceKind) return 'the provider plan is not one of ours';
  if (remote.planOverridden) return 'the plan was overridden at creation (plan_overridden)';
  if (remote.priceKind === 'student' && !terms.studentDiscount) {
    return 'the student price without a discount granted to this account';
  }
  if (isNew && remote.withTrial && terms.hadTrial) return 'a second trial for this account';
  if (remote.lastPayment) {
    const expected = [acceptedCents(remote.planId, remote.priceKind)];
    if (soldAtCents !== null) expected.push(soldAtCents);
    const problem = paymentProblem(remote.lastPayment, expected);
    if (problem) return `last payment: ${problem}`;
  }
  return null;
}
