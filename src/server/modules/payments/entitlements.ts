import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PaymentsConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { subscriptions } from '#server/db/schema';
import { forbidden } from '#server/http-errors';
import { requireSession } from '#server/plugins/auth';
import { errorCodes } from '#shared/api';
import { cheapestPlanWith, type Entitlement, findPlan, type Plan } from '#shared/plans';

/**
 * Who has paid for what, as the server decides it (docs/decisions/0016-*.md): only a subscription
 * row whose status came from the provider counts, and only from the provider configured now (or
 * Explorer, which has none): a plan granted by the demo provider must not keep unlocking features
 * once the app takes real payments through PayPal. A booked plan change counts from the start of
 * the cycle it was booked for (decision 0057), even before the reconcile job writes it down.
 * Decorated as `app.entitlements` by the payments plugin.
 */
export function createEntitlements(db: Database, provider: PaymentsConfig['provider']) {
  async function activePlanOf(userId: string): Promise<Plan | null> {
    const [row] = await db
      .select({
        planId: subscriptions.planId,
        pendingPlanId: subscriptions.pendingPlanId,
        pendingPlanAt: subscriptions.pendingPlanAt,
      })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          // Active, or cancelled in its trial and kept until the trial's end (decision 0105).
          or(
            eq(subscriptions.status, 'active'),
            and(eq(subscriptions.status, 'cancelled'), gt(subscriptions.endDate, sql`now()`)),
          ),
          inArray(subscriptions.provider, ['free', provider]),
        ),
      )
      .orderBy(desc(subscriptions.startDate))
      .limit(1);
    if (!row) return null;
    const changed = row.pendingPlanId && row.pendingPlanAt && row.pendingPlanAt <= new Date();
    return findPlan(changed && row.pendingPlanId ? row.pendingPlanId : row.planId) ?? null;
  }

  return {
    activePlanOf,
    async has(userId: string, entitlement: Entitlement): Promise<boolean> {
      const plan = await activePlanOf(userId);
      return plan?.entitlements.includes(entitlement) ?? false;
    },
  };
}
export type Entitlements = ReturnType<typeof createEntitlements>;

/**
 * preHandler (after `app.authenticate`): 403 PLAN_REQUIRED unless the user's active plan unlocks
 * `entitlement`. The message names the cheapest plan that does, so the web can offer it.
 */
export function requireEntitlement(entitlement: Entitlement) {
  return async (request: FastifyRequest): Promise<void> => {
    const { user } = requireSession(request);
    if (await request.server.entitlements.has(user.id, entitlement)) return;
    const plan = cheapestPlanWith(entitlement);
    throw forbidden(
      `This feature is part of the ${plan.name} plan. Choose a plan to unlock it.`,
      errorCodes.planRequired,
    );
  };
}
