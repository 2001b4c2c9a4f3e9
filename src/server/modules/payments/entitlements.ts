import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PaymentsConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { subscriptions } from '#server/db/schema';
import { forbidden } from '#server/http-errors';
import { requireSession } from '#server/plugins/auth';
import { errorCodes } from '#shared/api';
import { cheapestPlanWith, type Entitlement, findPlan, type Plan } from '#shared/plans';

/**
 * The plan of the user's active subscription, or null. The server decides who has paid
 * (DESIGN.md §5): only a subscription row whose status came from the provider counts, and only
 * from the provider configured now (or Explorer, which has none): a plan granted by the demo
 * provider must not keep unlocking features once the app takes real payments through PayPal.
 */
export async function activePlanOf(
  db: Database,
  userId: string,
  provider: PaymentsConfig['provider'],
): Promise<Plan | null> {
  const [row] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        inArray(subscriptions.provider, ['free', provider]),
      ),
    )
    .orderBy(desc(subscriptions.startDate))
    .limit(1);
  return row ? (findPlan(row.planId) ?? null) : null;
}

export async function hasEntitlement(
  db: Database,
  userId: string,
  provider: PaymentsConfig['provider'],
  entitlement: Entitlement,
) {
  const plan = await activePlanOf(db, userId, provider);
  return plan?.entitlements.includes(entitlement) ?? false;
}

/**
 * preHandler (after `app.authenticate`): 403 PLAN_REQUIRED unless the user's active plan unlocks
 * `entitlement`. The message names the cheapest plan that does, so the web can offer it.
 */
export function requireEntitlement(entitlement: Entitlement) {
  return async (request: FastifyRequest): Promise<void> => {
    const { user } = requireSession(request);
    const { server } = request;
    if (await hasEntitlement(server.database.db, user.id, server.config.payments.provider, entitlement))
      return;
    const plan = cheapestPlanWith(entitlement);
    throw forbidden(
      `This feature is part of the ${plan.name} plan. Choose a plan to unlock it.`,
      errorCodes.planRequired,
    );
  };
}
