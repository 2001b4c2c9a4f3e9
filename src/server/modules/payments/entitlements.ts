import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errorCodes } from '../../../shared/api';
import { cheapestPlanWith, type Entitlement, findPlan, type Plan } from '../../../shared/plans';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { forbidden } from '../../http-errors';
import { requireSession } from '../../plugins/auth';

/**
 * The plan of the user's active subscription, or null. The server decides who has paid
 * (DESIGN.md §5): only a subscription row whose status came from the provider counts.
 */
export async function activePlanOf(db: Database, userId: string): Promise<Plan | null> {
  const [row] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .orderBy(desc(subscriptions.startDate))
    .limit(1);
  return row ? (findPlan(row.planId) ?? null) : null;
}

export async function hasEntitlement(db: Database, userId: string, entitlement: Entitlement) {
  const plan = await activePlanOf(db, userId);
  return plan?.entitlements.includes(entitlement) ?? false;
}

/**
 * preHandler (after `app.authenticate`): 403 PLAN_REQUIRED unless the user's active plan unlocks
 * `entitlement`. The message names the cheapest plan that does, so the web can offer it.
 */
export function requireEntitlement(entitlement: Entitlement) {
  return async (request: FastifyRequest): Promise<void> => {
    const { user } = requireSession(request);
    if (await hasEntitlement(request.server.database.db, user.id, entitlement)) return;
    const plan = cheapestPlanWith(entitlement);
    throw forbidden(
      `This feature is part of the ${plan.name} plan. Choose a plan to unlock it.`,
      errorCodes.planRequired,
    );
  };
}
