import { z } from 'zod';

/**
 * The one plan table (docs/product.md §3 "Plans", docs/architecture.md §5 "Plans mean something"). The pricing cards,
 * the subscribe page and the server all read it: the server takes prices and entitlements from
 * here, never from a client.
 */

/** What a plan unlocks; the server checks these with `requireEntitlement`. */
export const entitlements = [
  'basicWorld',
  'universalAffirmations',
  'fullWorld',
  'personalisedAffirmations',
  'manifesto',
  'rephrase',
  'immersive',
  'mirror',
  'hdSnapshots',
  /** Contact messages marked priority and answered in under 4 hours (docs/product.md §5). */
  'prioritySupport',
  /**
   * Daily practice beyond Explorer's one plan and check-in (docs/product.md §10): a plan per
   * category, the calendar, freezes, weekly reviews, reminders and push. Not on the pricing cards.
   */
  'fullPractice',
] as const;
// Marked pure so a page that only reads the table (pricing) does not pull zod into its chunk.
export const entitlementSchema = /* @__PURE__ */ z.enum(entitlements);
export type Entitlement = z.infer<typeof entitlementSchema>;

export const planIds = ['free-plan', 'visionary-plan', 'legend-plan'] as const;
export const planIdSchema = /* @__PURE__ */ z.enum(planIds);
export type PlanId = z.infer<typeof planIdSchema>;

export interface Plan {
  planId: PlanId;
  name: string;
  tier: 'Free' | 'Core' | 'VIP';
  planType: 'free' | 'paid';
  /** The spec's price text ('free', '$14.99/month'); the amount charged is `price`. */
  priceText: string;
  /** Monthly price in the plan's currency (the first number of the price text, or 0). */
  price: number;
  /**
   * The student price (docs/product.md §5: 50% off, granted by support), rounded down to the cent
   * so the discount is never less than half (decision 0058). 0 for the free plan.
   */
  studentPrice: number;
  currency: 'USD';
  interval: 'month';
  tagline: string;
  buttonText: string;
  /** What the card lists: the entitlements below in plain words (and the support level). */
  features: readonly string[];
  entitlements: readonly Entitlement[];
  /** The card the pricing page raises in the middle. */
  featured: boolean;
}

const explorerEntitlements = [
  'basicWorld',
  'universalAffirmations',
] as const satisfies readonly Entitlement[];
const visionaryEntitlements = [
  ...explorerEntitlements,
  'fullWorld',
  'personalisedAffirmations',
  'manifesto',
  'rephrase',
  'fullPractice',
] as const satisfies readonly Entitlement[];
const legendEntitlements = [
  ...visionaryEntitlements,
  'immersive',
  'mirror',
  'hdSnapshots',
  'prioritySupport',
] as const satisfies readonly Entitlement[];

/** docs/product.md §5: the transaction amount is the first number in the price text, or 0 if none. */
export function amountFromPriceText(priceText: string): number {
  const match = /\d+(?:\.\d+)?/.exec(priceText.replace(/,/g, ''));
  return match ? Number(match[0]) : 0;
}

const explorer: Plan = {
  planId: 'free-plan',
  name: 'Explorer',
  tier: 'Free',
  planType: 'free',
  priceText: 'free',
  price: 0,
  studentPrice: 0,
  currency: 'USD',
  interval: 'month',
  tagline: 'Take your first steps into your dream life.',
  buttonText: 'Start Free',
  features: [
    'The complete 35-question dream-life questionnaire',
    'Your basic 3D dream world: landscape, sky and home',
    '8 universal daily affirmations',
    'Your progress saved to your account',
  ],
  entitlements: explorerEntitlements,
  featured: false,
};

const visionary: Plan = {
  planId: 'visionary-plan',
  name: 'Visionary',
  tier: 'Core',
  planType: 'paid',
  priceText: '$14.99/month',
  price: 14.99,
  studentPrice: 7.49,
  currency: 'USD',
  interval: 'month',
  tagline: 'See your whole dream life, in every detail.',
  buttonText: 'Become a Visionary',
  features: [
    'Everything in Explorer',
    'Your full dream world, with your car, travels, career and health scenes',
    '8 affirmations written from your own answers',
    'Your personal dream-life manifesto',
    'AI rephrasing to help you put your dreams into words',
  ],
  entitlements: visionaryEntitlements,
  featured: true,
};

const legend: Plan = {
  planId: 'legend-plan',
  name: 'Legend',
  tier: 'VIP',
  planType: 'paid',
  priceText: '$34.99/month',
  price: 34.99,
  studentPrice: 17.49,
  currency: 'USD',
  interval: 'month',
  tagline: 'Step inside your dream life and live it.',
  buttonText: 'Become a Legend',
  features: [
    'Everything in Visionary',
    'Immersive mode: walk your world in VR and AR',
    'The private mirror effect: see yourself in your dream life',
    'HD snapshots and wallpapers of your world',
    'Priority support, answered in under 4 hours',
  ],
  entitlements: legendEntitlements,
  featured: false,
};

export const plans: readonly Plan[] = [explorer, visionary, legend];

export function findPlan(planId: string): Plan | undefined {
  return plans.find((plan) => plan.planId === planId);
}

/** Every paid plan starts with this many free days (docs/product.md §5), once per account. */
export const trialDays = 14;

/** Whether a subscription is sold at the plan's price or at the support-granted student price. */
export type PriceKind = 'standard' | 'student';

/** The amount one billing cycle of `plan` costs, in cents (integers: no float drift in checks). */
export function cycleCents(plan: Plan, kind: PriceKind): number {
  return Math.round((kind === 'student' ? plan.studentPrice : plan.price) * 100);
}

/** The least expensive plan that unlocks `entitlement`, to name it in an upgrade message. */
export function cheapestPlanWith(entitlement: Entitlement): Plan {
  const plan = plans.find((candidate) => candidate.entitlements.includes(entitlement));
  if (!plan) throw new Error(`No plan unlocks ${entitlement}`);
  return plan;
}
