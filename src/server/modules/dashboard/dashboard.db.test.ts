import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questionnaires, subscriptions, transactions } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import { bearer, grantPlan, registerUser } from '#server/test/test-app';

const t = setupTestApp();

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Many transactions for one user, written straight to the table (the payment flow has its own tests). */
async function seedTransactions(userId: string, count: number, subscriptionId: string) {
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    subscriptionId,
    transactionId: `seed-${userId}-${index}`,
    amountCents: 1499,
    // Several rows share a timestamp, so the cursor must order by id too.
    createdAt: new Date(Date.parse('2030-01-01T00:00:00Z') + Math.floor(index / 3) * 1000),
    status: index % 10 === 0 ? 'failed' : 'completed',
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await t.database.db.insert(transactions).values(rows.slice(start, start + 500));
  }
}

describe('GET /api/auth/dashboard', () => {
  it('a new user: zero stats, empty lists, the spec fields', async () => {
    const user = await registerUser(t, { firstName: 'Grace' });
    const response = await get('/api/auth/dashboard', user.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data.user).toMatchObject({ _id: user.userId, firstName: 'Grace', isEmailVerified: true });
    expect(data.stats).toEqual({
      activeSubscriptions: 0,
      totalQuestionnaires: 0,
      totalTransactions: 0,
      totalSpent: 0,
    });
    expect([data.subscriptions, data.transactions, data.questionnaires]).toEqual([[], [], []]);
    expect(data.nextCursors).toEqual({ subscriptions: null, transactions: null, questionnaires: null });
  });

  it('needs a session', async () => {
    expectErrorEnvelope(await t.app.inject({ method: 'GET', url: '/api/auth/dashboard' }), 401);
  });

  it('1,000 transactions: stats summed in SQL, 20 per page, every row exactly once through the cursor', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const plan = await grantPlan(t, user.userId, 'visionary-plan');
    await grantPlan(t, other.userId, 'legend-plan');
    await seedTransactions(user.userId, 1000, plan.id);
    await seedTransactions(other.userId, 5, (await grantPlan(t, other.userId, 'visionary-plan')).id);
    await t.database.db.insert(questionnaires).values([
      { userId: user.userId, answers: { name: 'Ada', dream_sentence: '  ', colors: 'gold' }, currentStep: 3 },
      {
        userId: user.userId,
        answers: { name: 'Ada' },
        isCompleted: true,
        currentStep: 10,
        completedAt: new Date(),
      },
    ]);

    const { data } = (await get('/api/auth/dashboard', user.token)).json();
    // 900 completed transactions of $14.99; the 100 failed ones count but are not money spent.
    expect(data.stats).toEqual({
      activeSubscriptions: 1,
      totalQuestionnaires: 2,
      totalTransactions: 1000,
      totalSpent: 13491,
    });
    expect(data.transactions).toHaveLength(20);
    expect(data.subscriptions).toHaveLength(1);
    expect(data.questionnaires.map((q: { answeredCount: number }) => q.answeredCount).sort()).toEqual([1, 2]);

    const seen = new Set<string>(data.transactions.map((row: { _id: string }) => row._id));
    let cursor: string | null = data.nextCursors.transactions;
    let pages = 1;
    while (cursor) {
      const page = (
        await get(`/api/auth/dashboard/transactions?limit=100&cursor=${cursor}`, user.token)
      ).json().data;
      for (const row of page.items) seen.add(row._id);
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(seen.size).toBe(1000);
    expect(pages).toBe(11);
  });

  it('the lists never show another user rows, even with their cursor', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const plan = await grantPlan(t, owner.userId, 'legend-plan');
    await seedTransactions(owner.userId, 30, plan.id);
    const ownerPage = (await get('/api/auth/dashboard', owner.token)).json().data;
    const page = (
      await get(`/api/auth/dashboard/transactions?cursor=${ownerPage.nextCursors.transactions}`, other.token)
    ).json().data;
    expect(page.items).toEqual([]);
    const subscriptionsPage = (await get('/api/auth/dashboard/subscriptions', other.token)).json().data;
    expect(subscriptionsPage).toEqual({ items: [], nextCursor: null });
  });

  it('bad list names, limits and cursors are 400', async () => {
    const user = await registerUser(t);
    expectValidationError(await get('/api/auth/dashboard/users', user.token), 'list');
    expectValidationError(await get('/api/auth/dashboard/transactions?limit=0', user.token), 'limit');
    expectValidationError(await get('/api/auth/dashboard/transactions?limit=1000', user.token), 'limit');
    expectValidationError(await get('/api/auth/dashboard/transactions?limit=abc', user.token), 'limit');
    expectValidationError(await get('/api/auth/dashboard?limit=-1', user.token), 'limit');
    expectErrorEnvelope(await get("/api/auth/dashboard/transactions?cursor=1'%20or%201=1", user.token), 400);
    expectErrorEnvelope(
      await get(`/api/auth/dashboard/transactions?cursor=${'f'.repeat(300)}`, user.token),
      400,
    );
  });

  it('the first pages, built in SQL, equal the list endpoint pages field for field', async () => {
    const user = await registerUser(t);
    const plan = await grantPlan(t, user.userId, 'legend-plan');
    // Microsecond instants (truncated, not rounded, to milliseconds), nullable dates set and unset,
    // odd amounts, a provider order id and blank answers: every field the two paths map.
    await t.database.db
      .update(subscriptions)
      .set({
        endDate: new Date('2031-06-30T23:59:59.999Z'),
        nextBillingTime: sql`'2030-07-01 10:00:00.999999+02'::timestamptz`,
      })
      .where(eq(subscriptions.id, plan.id));
    await grantPlan(t, user.userId, 'free-plan');
    await t.database.db.insert(transactions).values(
      [1, 999, 1499, 2999, 100_001].map((amountCents, index) => ({
        userId: user.userId,
        subscriptionId: plan.id,
        transactionId: `odd-${user.userId}-${index}`,
        amountCents,
        status: index === 1 ? 'failed' : 'completed',
        paypalOrderId: index === 2 ? 'ORDER-1' : null,
        createdAt: sql`'2030-01-01 00:00:00.9996+00'::timestamptz + ${index} * interval '1 microsecond'`,
      })),
    );
    await t.database.db.insert(questionnaires).values([
      { userId: user.userId, answers: { name: 'Ada', colors: ' ' }, currentStep: 2 },
      {
        userId: user.userId,
        answers: {},
        isCompleted: true,
        currentStep: 10,
        completedAt: sql`now() - interval '1.5 seconds'`,
      },
    ]);
    for (const limit of [1, 2, 20]) {
      const { data } = (await get(`/api/auth/dashboard?limit=${limit}`, user.token)).json();
      for (const list of ['subscriptions', 'transactions', 'questionnaires'] as const) {
        const page = (await get(`/api/auth/dashboard/${list}?limit=${limit}`, user.token)).json().data;
        expect(data[list], `${list}, limit ${limit}`).toEqual(page.items);
        expect(data.nextCursors[list], `${list} cursor, limit ${limit}`).toBe(page.nextCursor);
      }
    }
    const { data } = (await get('/api/auth/dashboard', user.token)).json();
    expect(data.transactions.map((row: { amount: number }) => row.amount)).toEqual([
      1000.01, 29.99, 14.99, 9.99, 0.01,
    ]);
    expect(data.stats).toMatchObject({ totalTransactions: 5, totalSpent: 1045 });
  });

  it('counts only active subscriptions as active', async () => {
    const user = await registerUser(t);
    await grantPlan(t, user.userId, 'free-plan');
    await t.database.db.insert(subscriptions).values({
      userId: user.userId,
      planId: 'visionary-plan',
      planName: 'Visionary',
      provider: 'demo',
      providerSubscriptionId: `DEMO-OLD-${user.userId}`,
      status: 'cancelled',
    });
    const { data } = (await get('/api/auth/dashboard', user.token)).json();
    expect(data.stats.activeSubscriptions).toBe(1);
    expect(data.subscriptions).toHaveLength(2);
  });
});
