import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { type DemoSubscriptionRow, demoSubscriptions } from '#server/db/schema';
import { type PaidPlanId, paidPlanIdSchema } from '#shared/payments';
import { cycleCents, findPlan, type PriceKind, trialDays } from '#shared/plans';
import {
  type PaymentProvider,
  type ProviderPayment,
  ProviderRefusedError,
  type ProviderSubscription,
} from './provider';

const dayMs = 24 * 3600_000;
const billingPeriodMs = 30 * dayMs;

/** Demo plan ids name the variant the way PayPal plan ids do: `demo:<plan>:<price>:<trial>`. */
const demoPlanId = (planId: PaidPlanId, priceKind: PriceKind, withTrial: boolean) =>
  `demo:${planId}:${priceKind}:${withTrial ? 'trial' : 'no-trial'}`;

function parseDemoPlanId(value: string) {
  const [prefix, planId, priceKind, trial] = value.split(':');
  const plan = paidPlanIdSchema.safeParse(planId);
  if (prefix !== 'demo' || !plan.success || (priceKind !== 'standard' && priceKind !== 'student'))
    return null;
  return { planId: plan.data, priceKind: priceKind as PriceKind, withTrial: trial === 'trial' };
}

/**
 * The demo's billing clock, like PayPal's: a charge at the start of every cycle (the first at
 * creation without a trial, at the trial's end with one) until the subscription ends. Nothing
 * moves; the amounts are what the reconcile job records, checked like PayPal's.
 */
function chargesOf(row: DemoSubscriptionRow, now = Date.now()): ProviderPayment[] {
  const plan = findPlan(row.planId);
  if (!plan) return [];
  const start = (row.trialEndsAt ?? row.createdAt).getTime();
  const until = Math.min(now, row.cancelledAt?.getTime() ?? now);
  const kind: PriceKind = row.priceKind === 'student' ? 'student' : 'standard';
  const charges: ProviderPayment[] = [];
  for (let cycle = 0; start + cycle * billingPeriodMs <= until && cycle < 1000; cycle += 1) {
    const first = cycle === 0 && row.trialEndsAt === null;
    charges.push({
      id: `${row.id}-${cycle + 1}`,
      status: 'COMPLETED',
      amountCents: first ? row.chargedCents : cycleCents(plan, kind),
      currency: 'USD',
      time: new Date(start + cycle * billingPeriodMs),
    });
  }
  return charges;
}

/** The start of the next cycle after now (the trial's end while in it). */
function nextBillingOf(row: DemoSubscriptionRow, now = Date.now()): Date {
  const start = (row.trialEndsAt ?? row.createdAt).getTime();
  if (start > now) return new Date(start);
  return new Date(start + (Math.floor((now - start) / billingPeriodMs) + 1) * billingPeriodMs);
}

function toProviderSubscription(row: DemoSubscriptionRow): ProviderSubscription {
  const plan = paidPlanIdSchema.safeParse(row.planId);
  const active = row.status === 'ACTIVE';
  const inTrial = active && row.trialEndsAt !== null && row.trialEndsAt.getTime() > Date.now();
  const last = chargesOf(row).at(-1);
  return {
    id: row.id,
    status: row.status,
    planId: plan.success ? plan.data : null,
    priceKind: row.priceKind === 'student' ? 'student' : 'standard',
    withTrial: row.trialEndsAt !== null,
    planOverridden: false,
    lastPayment: last ? { amountCents: last.amountCents, currency: last.currency, time: last.time } : null,
    ownerUserId: row.userId,
    nextBillingTime: active ? nextBillingOf(row) : null,
    isInTrial: inTrial,
  };
}

/**
 * The default provider (docs/decisions/0015-payment-provider-interface.md): a real implementation
 * of the provider interface that keeps its subscriptions in its own table and moves no money. It
 * has PayPal's states: a trial charges nothing and bills at its end; without one the first cycle
 * is "charged" at once (recorded, nothing moves); a revision changes the plan from the next cycle.
 */
export function createDemoProvider(db: Database) {
  async function find(id: string) {
    const [row] = await db.select().from(demoSubscriptions).where(eq(demoSubscriptions.id, id)).limit(1);
    return row ?? null;
  }

  const provider: PaymentProvider & {
    createSubscription(
      userId: string,
      planId: PaidPlanId,
      options: { priceKind: PriceKind; withTrial: boolean },
    ): Promise<string>;
  } = {
    name: 'demo',

    async createSubscription(userId, planId, { priceKind, withTrial }) {
      const plan = findPlan(planId);
      if (!plan) throw new Error(`unknown plan ${planId}`);
      const id = `DEMO-${randomBytes(9).toString('hex').toUpperCase()}`;
      const now = Date.now();
      const trialEndsAt = withTrial ? new Date(now + trialDays * dayMs) : null;
      await db.insert(demoSubscriptions).values({
        id,
        userId,
        planId,
        status: 'ACTIVE',
        priceKind,
        trialEndsAt,
        chargedCents: withTrial ? 0 : cycleCents(plan, priceKind),
        nextBillingAt: trialEndsAt ?? new Date(now + billingPeriodMs),
      });
      return id;
    },

    async getSubscription(id) {
      const row = await find(id);
      return row ? toProviderSubscription(row) : null;
    },

    async cancelSubscription(id) {
      await db
        .update(demoSubscriptions)
        .set({ status: 'CANCELLED', cancelledAt: new Date(), nextBillingAt: null })
        .where(and(eq(demoSubscriptions.id, id), inArray(demoSubscriptions.status, ['ACTIVE', 'SUSPENDED'])));
    },

    providerPlanId: demoPlanId,

    /** The buyer's consent is the click in the dashboard: the revision applies at once. */
    async reviseSubscription(id, providerPlanId) {
      const variant = parseDemoPlanId(providerPlanId);
      if (!variant) throw new ProviderRefusedError('This is not a plan of the demo provider.');
      const rows = await db
        .update(demoSubscriptions)
        .set({ planId: variant.planId, priceKind: variant.priceKind })
        .where(and(eq(demoSubscriptions.id, id), eq(demoSubscriptions.status, 'ACTIVE')))
        .returning({ id: demoSubscriptions.id });
      if (rows.length === 0) throw new ProviderRefusedError('Only an active subscription can change plan.');
      return { approveUrl: null };
    },

    async listPayments(id, from, to): Promise<ProviderPayment[]> {
      const row = await find(id);
      if (!row) return [];
      return chargesOf(row, to.getTime()).filter((charge) => charge.time >= from);
    },

    // The demo provider sends no webhooks; nothing may pretend to be one.
    async verifyWebhook() {
      return 'The demo provider sends no webhooks.';
    },
  };
  return provider;
}
export type DemoProvider = ReturnType<typeof createDemoProvider>;
