import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactions, userTransactionTotals } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { bearer, registerUser } from '#server/test/test-app';
import { createDashboardRepository } from './repository';

/**
 * `user_transaction_totals` is kept by a trigger on `transactions` (migration 0004, decision 0035).
 * After every kind of write, each user's totals row must equal a fresh aggregate of their rows.
 */

const t = setupTestApp();

interface Totals {
  count: number;
  spentCents: number;
}

/** The figures recomputed from scratch, as the dashboard used to. */
async function freshAggregate(userId: string): Promise<Totals> {
  const [row] = await t.database.db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      spentCents:
        sql<number>`coalesce(sum(${transactions.amountCents}) filter (where ${transactions.status} = 'completed' or (${transactions.status} = 'refunded' and ${transactions.amountCents} < 0)), 0)`.mapWith(
          Number,
        ),
    })
    .from(transactions)
    .where(eq(transactions.userId, userId));
  return row ?? { count: 0, spentCents: 0 };
}

/** What the dashboard reads now. */
async function dashboardTotals(userId: string): Promise<Totals> {
  const { stats } = await createDashboardRepository(t.database).firstPages(userId, 20);
  return { count: stats.totalTransactions, spentCents: stats.totalSpentCents };
}

async function expectTotalsMatch(userIds: string[], expected?: Totals[]) {
  for (const [index, userId] of userIds.entries()) {
    const fresh = await freshAggregate(userId);
    expect(await dashboardTotals(userId)).toEqual(fresh);
    if (expected) expect(fresh).toEqual(expected[index]);
  }
}

let sequence = 0;
const transaction = (userId: string, amountCents: number, status: string) => ({
  userId,
  transactionId: `totals-${userId}-${sequence++}`,
  amountCents,
  status,
});

describe('user_transaction_totals, kept by the transactions trigger', () => {
  it('a user without transactions reads 0 and 0 (no totals row)', async () => {
    const user = await registerUser(t);
    const rows = await t.database.db
      .select()
      .from(userTransactionTotals)
      .where(eq(userTransactionTotals.userId, user.userId));
    expect(rows).toEqual([]);
    await expectTotalsMatch([user.userId], [{ count: 0, spentCents: 0 }]);
  });

  it('inserts, status changes, amount changes, moves between users and deletes', async () => {
    const alice = (await registerUser(t)).userId;
    const bob = (await registerUser(t)).userId;
    const users = [alice, bob];

    const inserted = await t.database.db
      .insert(transactions)
      .values([
        transaction(alice, 1000, 'pending'),
        transaction(alice, 2000, 'completed'),
        transaction(alice, 300, 'failed'),
        transaction(bob, 700, 'completed'),
      ])
      .returning({ id: transactions.id });
    const [pending, completed, failed, bobs] = inserted.map((row) => row.id) as [
      string,
      string,
      string,
      string,
    ];
    await expectTotalsMatch(users, [
      { count: 3, spentCents: 2000 },
      { count: 1, spentCents: 700 },
    ]);

    // A duplicate transaction id is skipped by the payment flow's ON CONFLICT DO NOTHING: no change.
    const [original] = await t.database.db.select().from(transactions).where(eq(transactions.id, completed));
    await t.database.db
      .insert(transactions)
      .values({ ...transaction(alice, 5000, 'completed'), transactionId: original?.transactionId ?? '' })
      .onConflictDoNothing();
    await expectTotalsMatch(users, [
      { count: 3, spentCents: 2000 },
      { count: 1, spentCents: 700 },
    ]);

    // pending → completed adds its amount; completed → refunded takes it away again.
    await t.database.db.update(transactions).set({ status: 'completed' }).where(eq(transactions.id, pending));
    await expectTotalsMatch(users, [
      { count: 3, spentCents: 3000 },
      { count: 1, spentCents: 700 },
    ]);
    await t.database.db
      .update(transactions)
      .set({ status: 'refunded' })
      .where(eq(transactions.id, completed));
    await expectTotalsMatch(users, [
      { count: 3, spentCents: 1000 },
      { count: 1, spentCents: 700 },
    ]);

    // Amount changes: counted when completed, ignored otherwise; status and amount at once.
    await t.database.db.update(transactions).set({ amountCents: 1250 }).where(eq(transactions.id, pending));
    await t.database.db.update(transactions).set({ amountCents: 999 }).where(eq(transactions.id, failed));
    await expectTotalsMatch(users, [
      { count: 3, spentCents: 1250 },
      { count: 1, spentCents: 700 },
    ]);
    await t.database.db
      .update(transactions)
      .set({ status: 'completed', amountCents: 400 })
      .where(eq(transactions.id, failed));
    await expectTotalsMatch(users, [
      { count: 3, spentCents: 1650 },
      { count: 1, spentCents: 700 },
    ]);

    // An update that moves no total (the payment flow's linkPayment) changes nothing.
    await t.database.db
      .update(transactions)
      .set({ providerPaymentId: `sale-${pending}` })
      .where(eq(transactions.id, pending));
    await expectTotalsMatch(users, [
      { count: 3, spentCents: 1650 },
      { count: 1, spentCents: 700 },
    ]);

    // A row moved to another user leaves one total and joins the other, amount and all.
    await t.database.db.update(transactions).set({ userId: bob }).where(eq(transactions.id, pending));
    await expectTotalsMatch(users, [
      { count: 2, spentCents: 400 },
      { count: 2, spentCents: 1950 },
    ]);

    // Deletes, one and several in one statement.
    await t.database.db.delete(transactions).where(eq(transactions.id, bobs));
    await expectTotalsMatch(users, [
      { count: 2, spentCents: 400 },
      { count: 1, spentCents: 1250 },
    ]);
    await t.database.db.delete(transactions).where(inArray(transactions.id, [completed, failed, pending]));
    await expectTotalsMatch(users, [
      { count: 0, spentCents: 0 },
      { count: 0, spentCents: 0 },
    ]);
  });

  it('many rows in one statement', async () => {
    const user = (await registerUser(t)).userId;
    const statuses = ['completed', 'pending', 'failed', 'refunded'];
    await t.database.db
      .insert(transactions)
      .values(
        Array.from({ length: 200 }, (_, index) => transaction(user, 100 + index, statuses[index % 4] ?? '')),
      );
    await t.database.db
      .update(transactions)
      .set({ status: 'completed' })
      .where(sql`${transactions.userId} = ${user} and ${transactions.status} = 'pending'`);
    await expectTotalsMatch([user]);
    expect((await freshAggregate(user)).count).toBe(200);
  });

  it('deleting the account deletes its totals row with everything else', async () => {
    const account = await registerUser(t);
    const user = account.userId;
    await t.database.db.insert(transactions).values([transaction(user, 900, 'completed')]);
    await expectTotalsMatch([user], [{ count: 1, spentCents: 900 }]);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: bearer(account.token),
      payload: { password: account.password },
    });
    expect(deleted.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(userTransactionTotals)
      .where(eq(userTransactionTotals.userId, user));
    expect(rows).toEqual([]);
  });
});
