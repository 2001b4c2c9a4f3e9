import type { Subscription } from '#shared/payments';
import { findPlan, type Plan } from '#shared/plans';
import { formatDay } from '#web/lib/display/format';

/**
 * What billing means for the person, in their words (issue 31, decision 0105): when a trial ends,
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

const listed = (items: string[]) =>
  items.map((item) => item.charAt(0).toLowerCase() + item.slice(1)).join('; ');

/**
 * What changing `subscription` to `target` does, and when: at once in the free trial (no money
 * moves), else at the next billing cycle (decision 0057), with what unlocks or goes and the price.
 */
export function planChangeTerms(subscription: Subscription, target: Plan, now = Date.now()): string {
  const current = findPlan(subscription.planId);
  if (!current) return '';
  const gained = featuresGained(current, target);
  const lost = featuresGained(target, current);
  const price = perMonth(target);
  if (isInTrial(subscription, now)) {
    const what =
      gained.length > 0
        ? ` Unlocked today: ${listed(gained)}.`
        : lost.length > 0
          ? ` From today you no longer have: ${listed(lost)}.`
          : '';
    return `You are in your free trial, so ${target.name} starts now.${what} Your trial still ends on ${formatDay(subscription.trialEndsAt)}; then ${target.name} is ${price}.`;
  }
  const on = formatDay(subscription.nextBillingTime);
  const what =
    gained.length > 0
      ? ` On that day you get: ${listed(gained)}.`
      : lost.length > 0
        ? ` On that day you no longer have: ${listed(lost)}.`
        : '';
  return `${target.name} starts at your next billing cycle, on ${on}, at ${price}.${what} Until then you keep ${current.name}, and nothing more is charged today.`;
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
