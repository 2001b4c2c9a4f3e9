import type { Subscription } from '#shared/payments';
import { findPlan, type Plan } from '#shared/plans';
import { formatDay } from '#web/lib/display/format';

/**
 * What billing means for the person, in their words (decision 0105): when a trial ends,
 * when money moves, what a change or a cancel unlocks or takes away, and when. One place, so the
 * checkout, the success page, the plan-change and cancel dialogs say the same thing.
 */

const perMonth = (plan: Plan, cents?: number) => `$${((cents ?? plan.price * 100) / 100).toFixed(2)}/month`;

/** Whether `subscription` is in its free trial at `now`. */
export const isInTrial = (subscription: Subscription, now = Date.now()) =>
  subscription.trialEndsAt !== null && Date.parse(subscription.trialEndsAt) > now;

/** A plan cancelled in its trial, still unlocked until the trial's end (decision 0105). */
export const isKeptUntilEnd = (subscription: Subscription, now = Date.now()) =>
  subscription.status === 'cancelled' &&
  subscription.endDate !== null &&
  Date.parse(subscription.endDate) > now;

/** "Free until December 11, then $14.99/month", or "$14.99/month, charged today". */
export function checkoutTerms(plan: Plan, trialEndsAt: string | null, priceCents?: number): string {
  const price = perMonth(plan, priceCents);
  return trialEndsAt ? `Free until ${formatDay(trialEndsAt)}, then ${price}` : `${price}, charged today`;
}

/** The day a trial that starts now ends. */
export const trialEndFromToday = (days: number, now = Date.now()) =>
  days > 0 ? new Date(now + days * 24 * 3600_000).toISOString() : null;

/** The features `to` has that `from` lacks, as the plan cards word them ("Everything in …" aside). */
function featuresGained(from: Plan, to: Plan): string[] {
  const everything = /^Everything in /;
  const rank = (plan: Plan) => plan.entitlements.length;
  if (rank(to) <= rank(from)) return [];
  return to.features.filter((feature) => !everything.test(feature) && !from.features.includes(feature));
}

/** What a plan change does and when: a sentence, the features it brings or takes, and a last word. */
export interface PlanChangeTerms {
  opening: string;
  /** "Unlocked today:", "On that day you get:", … or null when no feature differs. */
  listLabel: string | null;
  features: string[];
  closing: string;
}

/**
 * What changing `subscription` to `target` does, and when: at once in the free trial (no money
 * moves), else at the next billing cycle (decision 0057), with what unlocks or goes and the price.
 */
export function planChangeTerms(subscription: Subscription, target: Plan, now = Date.now()): PlanChangeTerms {
  const current = findPlan(subscription.planId) ?? target;
  const gained = featuresGained(current, target);
  const lost = featuresGained(target, current);
  const price = perMonth(target);
  const features = gained.length > 0 ? gained : lost;
  if (isInTrial(subscription, now)) {
    return {
      opening: `You are in your free trial, so ${target.name} starts now.`,
      listLabel:
        features.length === 0
          ? null
          : gained.length > 0
            ? 'Unlocked today:'
            : 'From today you no longer have:',
      features,
      closing: `Your trial still ends on ${formatDay(subscription.trialEndsAt)}; then ${target.name} is ${price}.`,
    };
  }
  return {
    opening: `${target.name} starts at your next billing cycle, on ${formatDay(subscription.nextBillingTime)}, at ${price}.`,
    listLabel:
      features.length === 0
        ? null
        : gained.length > 0
          ? 'On that day you get:'
          : 'On that day you no longer have:',
    features,
    closing: `Until then you keep ${current.name}, and nothing more is charged today.`,
  };
}

/** What cancelling does: in the trial the plan stays until its end, unpaid; a booked change is dropped. */
export function cancelTerms(subscription: Subscription, now = Date.now()): string {
  const pending = subscription.pendingPlanId ? findPlan(subscription.pendingPlanId) : undefined;
  const dropped = pending
    ? ` Your change to ${pending.name} on ${formatDay(subscription.pendingPlanAt)} will not happen.`
    : '';
  if (isInTrial(subscription, now)) {
    return `You keep ${subscription.planName} until ${formatDay(subscription.trialEndsAt)}; you will not be charged.${dropped}`;
  }
  return `Your ${subscription.planName} plan stops now and you will not be billed again.${dropped}`;
}
