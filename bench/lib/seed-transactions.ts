import { openDatabase } from '#server/db/client';
import { subscriptions, transactions } from '#server/db/schema';

/** One active plan and `count` transactions, written straight to the database. */
export async function seedTransactions(
  options: Parameters<typeof openDatabase>[0],
  userId: string,
  count: number,
): Promise<void> {
  const database = await openDatabase(options);
  try {
    const [plan] = await database.db
      .insert(subscriptions)
      .values({
        userId,
        planId: 'visionary-plan',
        planName: 'Visionary',
        provider: 'demo',
        providerSubscriptionId: `DEMO-BENCH-${userId}`,
        status: 'active',
      })
      .returning();
    const rows = Array.from({ length: count }, (_, index) => ({
      userId,
      subscriptionId: plan?.id,
      transactionId: `bench-${userId}-${index}`,
      amountCents: 1499,
      createdAt: new Date(Date.now() - index * 60_000),
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await database.db.insert(transactions).values(rows.slice(start, start + 500));
    }
  } finally {
    await database.close();
  }
}
