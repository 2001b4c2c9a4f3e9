import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { demoSubscriptions } from '#server/db/schema';
import { type PaidPlanId, paidPlanIdSchema } from '#shared/payments';
import type { PaymentProvider, ProviderSubscription } from './provider';

const billingPeriodMs = 30 * 24 * 3600_000;

/**
 * The default provider (DESIGN.md §1): a real implementation of the provider interface that keeps
 * its subscriptions in its own table and moves no money. The demo checkout creates one for the
 * signed-in user; the app then verifies it exactly as it verifies a PayPal subscription.
 */
export function createDemoProvider(db: Database) {
  const provider: PaymentProvider & {
    createSubscription(userId: string, planId: PaidPlanId): Promise<string>;
  } = {
    name: 'demo',

    async createSubscription(userId, planId) {
      const id = `DEMO-${randomBytes(9).toString('hex').toUpperCase()}`;
      await db.insert(demoSubscriptions).values({ id, userId, planId, status: 'ACTIVE' });
      return id;
    },

    async getSubscription(id): Promise<ProviderSubscription | null> {
      const [row] = await db.select().from(demoSubscriptions).where(eq(demoSubscriptions.id, id)).limit(1);
      if (!row) return null;
      const plan = paidPlanIdSchema.safeParse(row.planId);
      return {
        id: row.id,
        status: row.status,
        planId: plan.success ? plan.data : null,
        ownerUserId: row.userId,
        nextBillingTime: row.status === 'ACTIVE' ? new Date(row.createdAt.getTime() + billingPeriodMs) : null,
        isInTrial: false,
      };
    },

    async cancelSubscription(id) {
      await db
        .update(demoSubscriptions)
        .set({ status: 'CANCELLED', cancelledAt: new Date() })
        .where(and(eq(demoSubscriptions.id, id), eq(demoSubscriptions.status, 'ACTIVE')));
    },

    // The demo provider sends no webhooks; nothing may pretend to be one.
    async verifyWebhook() {
      return 'The demo provider sends no webhooks.';
    },
  };
  return provider;
}
export type DemoProvider = ReturnType<typeof createDemoProvider>;
