import type { SubscriptionRow, TransactionRow } from '#server/db/schema';
import type { Subscription, Transaction } from '#shared/payments';

/** Rows as the API shows them: spec field names, ISO dates, money in currency units. */
export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    _id: row.id,
    planId: row.planId as Subscription['planId'],
    planName: row.planName,
    status: row.status,
    provider: row.provider,
    paypalSubscriptionId: row.providerSubscriptionId,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    nextBillingTime: row.nextBillingTime?.toISOString() ?? null,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    pendingPlanId: (row.pendingPlanId as Subscription['pendingPlanId']) ?? null,
    pendingPlanAt: row.pendingPlanAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTransaction(row: TransactionRow): Transaction {
  return {
    _id: row.id,
    transactionId: row.transactionId,
    amount: row.amountCents / 100,
    currency: row.currency,
    status: row.status,
    paypalOrderId: row.paypalOrderId,
    createdAt: row.createdAt.toISOString(),
  };
}
