import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSubscriptions, subscriptions, transactions } from '#server/db/schema';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import { bearer, createTestApp, registerUser, stateSnapshot, type TestApp } from '#server/test/test-app';
import { errorCodes } from '#shared/api';

/** The whole subscription state machine with the default (demo) provider, through HTTP. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, token: string | null, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function demoCheckout(token: string, planId: string) {
  const response = await post('/api/payments/demo/subscriptions', token, { planId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.subscriptionId as string;
}

async function subscribe(token: string, planId: string) {
  const id = await demoCheckout(token, planId);
  const response = await post('/api/payments/subscriptions', token, { planId, paypalSubscriptionId: id });
  expect(response.statusCode, response.body).toBe(201);
  return { id, subscription: response.json().data.subscription };
}

describe('demo checkout', () => {
  it('creates a DEMO- provider subscription that the app verifies before recording', async () => {
    const user = await registerUser(t);
    const id = await demoCheckout(user.token, 'visionary-plan');
    expect(id).toMatch(/^DEMO-[0-9A-F]{18}$/);
    const saved = await post('/api/payments/subscriptions', user.token, {
      planId: 'visionary-plan',
      paypalSubscriptionId: id,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.subscription).toMatchObject({
      planId: 'visionary-plan',
      planName: 'Visionary',
      status: 'active',
      provider: 'demo',
      paypalSubscriptionId: id,
      endDate: null,
    });
    expect((await t.app.entitlements.activePlanOf(user.userId))?.planId).toBe('visionary-plan');
  });

  it('requires a session and a paid plan id', async () => {
    const user = await registerUser(t);
    expectErrorEnvelope(await post('/api/payments/demo/subscriptions', null, { planId: 'legend-plan' }), 401);
    for (const planId of ['free-plan', 'gold', '', 42, null]) {
      expectValidationError(await post('/api/payments/demo/subscriptions', user.token, { planId }), 'planId');
    }
  });

  it('answers config without secrets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toEqual({
      success: true,
      data: { provider: 'demo', clientId: null, planIds: null, currency: 'USD' },
    });
  });
});

describe('POST /payments/subscriptions', () => {
  it('saving the same provider id twice answers 200 with the existing record and writes nothing', async () => {
    const user = await registerUser(t);
    const { id, subscription } = await subscribe(user.token, 'legend-plan');
    const before = await stateSnapshot(t);
    const again = await post('/api/payments/subscriptions', user.token, {
      planId: 'legend-plan',
      paypalSubscriptionId: id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.subscription._id).toBe(subscription._id);
    expect(await stateSnapshot(t)).toEqual(before);
  });

  it("rejects another user's provider id (recorded or not) and an unknown one, writing nothing", async () => {
    const owner = await registerUser(t);
    const thief = await registerUser(t);
    const unrecorded = await demoCheckout(owner.token, 'visionary-plan');
    const { id: recorded } = await subscribe(owner.token, 'legend-plan');
    const before = await stateSnapshot(t);
    for (const [planId, paypalSubscriptionId] of [
      ['visionary-plan', unrecorded],
      ['legend-plan', recorded],
      ['visionary-plan', 'DEMO-DOESNOTEXIST'],
      ['visionary-plan', 'I-BW452GLLEP1G'],
    ]) {
      expectErrorEnvelope(
        await post('/api/payments/subscriptions', thief.token, { planId, paypalSubscriptionId }),
        404,
        errorCodes.notFound,
      );
    }
    expect(await stateSnapshot(t)).toEqual(before);
    expect(await t.app.entitlements.activePlanOf(thief.userId)).toBeNull();
  });

  it('rejects a provider subscription for another plan than the one asked for', async () => {
    const user = await registerUser(t);
    const id = await demoCheckout(user.token, 'visionary-plan');
    const before = await stateSnapshot(t);
    const response = await post('/api/payments/subscriptions', user.token, {
      planId: 'legend-plan',
      paypalSubscriptionId: id,
    });
    expectErrorEnvelope(response, 400, errorCodes.validation);
    expect(await stateSnapshot(t)).toEqual(before);
  });

  it('ignores status, planName, amount and price sent by the client', async () => {
    const user = await registerUser(t);
    const id = await demoCheckout(user.token, 'visionary-plan');
    const saved = await post('/api/payments/subscriptions', user.token, {
      planId: 'visionary-plan',
      paypalSubscriptionId: id,
      status: 'completed',
      planName: 'Legend',
      amount: 0.01,
      price: 0,
    });
    expect(saved.json().data.subscription).toMatchObject({ status: 'active', planName: 'Visionary' });
    const transaction = await post('/api/payments/transactions', user.token, {
      paypalSubscriptionId: id,
      amount: 0.01,
      currency: 'EUR',
      status: 'failed',
      transactionId: 'sub-FAKE',
    });
    // The account's first subscription is in its free trial: nothing charged, nothing recorded,
    // whatever the client claims.
    expect(transaction.statusCode).toBe(409);
    expect(await t.database.db.$count(transactions, eq(transactions.userId, user.userId))).toBe(0);
  });

  it('validates the body: 400 naming the field, nothing written', async () => {
    const user = await registerUser(t);
    const before = await stateSnapshot(t);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'planId'],
      [{ planId: 'gold-plan' }, 'planId'],
      [{ planId: 'visionary-plan' }, 'paypalSubscriptionId'],
      [{ planId: 'visionary-plan', paypalSubscriptionId: '' }, 'paypalSubscriptionId'],
      [{ planId: 'visionary-plan', paypalSubscriptionId: 42 }, 'paypalSubscriptionId'],
      [{ planId: 'visionary-plan', paypalSubscriptionId: 'x'.repeat(10_000) }, 'paypalSubscriptionId'],
      [{ planId: 'visionary-plan', paypalSubscriptionId: '../../v1/oauth2/token' }, 'paypalSubscriptionId'],
      [{ planId: 'free-plan', paypalSubscriptionId: 'DEMO-ABC' }, 'paypalSubscriptionId'],
    ];
    for (const [payload, field] of cases) {
      expectValidationError(await post('/api/payments/subscriptions', user.token, payload), field);
    }
    expectErrorEnvelope(await post('/api/payments/subscriptions', null, { planId: 'free-plan' }), 401);
    expect(await stateSnapshot(t)).toEqual(before);
  });
});

describe('free plan', () => {
  it('records an active free subscription and no transaction; again answers 200', async () => {
    const user = await registerUser(t);
    const first = await post('/api/payments/subscriptions', user.token, { planId: 'free-plan' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.subscription).toMatchObject({
      planId: 'free-plan',
      planName: 'Explorer',
      status: 'active',
      provider: 'free',
      paypalSubscriptionId: null,
    });
    const again = await post('/api/payments/subscriptions', user.token, { planId: 'free-plan' });
    expect(again.statusCode).toBe(200);
    expect(await t.database.db.$count(transactions, eq(transactions.userId, user.userId))).toBe(0);
  });

  it('is refused while a paid plan is active (no silent downgrade)', async () => {
    const user = await registerUser(t);
    await subscribe(user.token, 'visionary-plan');
    expectErrorEnvelope(await post('/api/payments/subscriptions', user.token, { planId: 'free-plan' }), 409);
  });
});

describe('one active plan at a time', () => {
  it('a new paid subscription ends the previous one and cancels it at the provider', async () => {
    const user = await registerUser(t);
    await post('/api/payments/subscriptions', user.token, { planId: 'free-plan' });
    const visionary = await subscribe(user.token, 'visionary-plan');
    const legend = await subscribe(user.token, 'legend-plan');
    const list = (await get('/api/payments/subscriptions', user.token)).json().data.subscriptions as {
      _id: string;
      planId: string;
      status: string;
      endDate: string | null;
    }[];
    expect(list.map((s) => [s.planId, s.status])).toEqual([
      ['legend-plan', 'active'],
      ['visionary-plan', 'cancelled'],
      ['free-plan', 'cancelled'],
    ]);
    expect(list[1]?.endDate).not.toBeNull();
    // The demo provider stopped billing the replaced subscription.
    const verify = await get(`/api/payments/subscriptions/${visionary.id}/verify`, user.token);
    expect(verify.json().data.database).toMatchObject({ status: 'CANCELLED', isActive: false });
    expect((await t.app.entitlements.activePlanOf(user.userId))?.planId).toBe('legend-plan');
    expect(legend.subscription.status).toBe('active');
  });
});

describe('transactions', () => {
  it('records sub-<id> with the plan amount once; a second call answers 200 with the same row', async () => {
    const user = await registerUser(t);
    // The first subscription is the trial (nothing charged); the second is charged at once.
    await subscribe(user.token, 'visionary-plan');
    const { id } = await subscribe(user.token, 'legend-plan');
    const first = await post('/api/payments/transactions', user.token, { paypalSubscriptionId: id });
    const second = await post('/api/payments/transactions', user.token, { paypalSubscriptionId: id });
    expect([200, 201]).toContain(first.statusCode);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.transaction).toMatchObject({ transactionId: `sub-${id}`, amount: 34.99 });
    expect(await t.database.db.$count(transactions, eq(transactions.userId, user.userId))).toBe(1);
  });

  it("404 for another user's subscription or an unknown id, 400 for a bad one", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const { id } = await subscribe(owner.token, 'visionary-plan');
    const before = await stateSnapshot(t);
    expectErrorEnvelope(
      await post('/api/payments/transactions', other.token, { paypalSubscriptionId: id }),
      404,
    );
    expectErrorEnvelope(
      await post('/api/payments/transactions', other.token, { paypalSubscriptionId: 'DEMO-NONE' }),
      404,
    );
    expectValidationError(
      await post('/api/payments/transactions', other.token, { subscriptionId: id }),
      'paypalSubscriptionId',
    );
    expect(await stateSnapshot(t)).toEqual(before);
  });
});

describe('get, verify and cancel', () => {
  it('verify answers the docs/product.md §3 shape with the provider status upper case', async () => {
    const user = await registerUser(t);
    const { id, subscription } = await subscribe(user.token, 'visionary-plan');
    for (const key of [id, subscription._id]) {
      const response = await get(`/api/payments/subscriptions/${key}/verify`, user.token);
      expect(response.statusCode).toBe(200);
      const { database } = response.json().data;
      expect(database).toMatchObject({
        isActive: true,
        status: 'ACTIVE',
        planName: 'Visionary',
        isInTrial: true,
      });
      expect(Date.parse(database.paymentInfo.nextBillingTime)).toBeGreaterThan(Date.now());
      expect((await get(`/api/payments/subscriptions/${key}`, user.token)).json().data.subscription._id).toBe(
        subscription._id,
      );
    }
  });

  it('cancel: another user gets 404, the owner 200, a second cancel 409', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const { id, subscription } = await subscribe(owner.token, 'visionary-plan');
    const before = await stateSnapshot(t);
    for (const key of [id, subscription._id]) {
      expectErrorEnvelope(await post(`/api/payments/subscriptions/${key}/cancel`, other.token, {}), 404);
      expectErrorEnvelope(await get(`/api/payments/subscriptions/${key}`, other.token), 404);
      expectErrorEnvelope(await get(`/api/payments/subscriptions/${key}/verify`, other.token), 404);
    }
    expect(await stateSnapshot(t)).toEqual(before);

    const cancelled = await post(`/api/payments/subscriptions/${subscription._id}/cancel`, owner.token, {
      reason: 'User dashboard cancellation',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.subscription).toMatchObject({ status: 'cancelled' });
    expect(cancelled.json().data.subscription.endDate).not.toBeNull();
    expectErrorEnvelope(
      await post(`/api/payments/subscriptions/${id}/cancel`, owner.token, {}),
      409,
      errorCodes.conflict,
    );
    // Cancelled in its free trial: kept until the trial's end, nothing charged (decision 0105).
    expect((await t.app.entitlements.activePlanOf(owner.userId))?.planId).toBe('visionary-plan');
    const verify = (await get(`/api/payments/subscriptions/${id}/verify`, owner.token)).json().data.database;
    expect(verify).toMatchObject({ isActive: false, status: 'CANCELLED' });
  });

  it('a cancelled free plan can be chosen again', async () => {
    const user = await registerUser(t);
    const free = (await post('/api/payments/subscriptions', user.token, { planId: 'free-plan' })).json().data
      .subscription;
    expect((await post(`/api/payments/subscriptions/${free._id}/cancel`, user.token)).statusCode).toBe(200);
    expect((await post('/api/payments/subscriptions', user.token, { planId: 'free-plan' })).statusCode).toBe(
      201,
    );
  });

  it('bad ids are 400, unknown ids 404', async () => {
    const user = await registerUser(t);
    expectValidationError(await get(`/api/payments/subscriptions/${'a'.repeat(80)}`, user.token), 'id');
    expectValidationError(await get('/api/payments/subscriptions/a%20b/verify', user.token), 'id');
    expectErrorEnvelope(
      await get('/api/payments/subscriptions/00000000-0000-4000-8000-000000000000', user.token),
      404,
    );
    expectErrorEnvelope(await post('/api/payments/subscriptions/DEMO-NOPE/cancel', user.token), 404);
  });

  it('the PayPal webhook does not exist with the demo provider', async () => {
    const before = await stateSnapshot(t);
    const response = await post('/api/payments/webhooks/paypal', null, {
      id: 'WH-1',
      event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
      resource: { id: 'DEMO-X' },
    });
    expectErrorEnvelope(response, 404);
    expect(await stateSnapshot(t)).toEqual(before);
  });
});

describe('the demo provider has PayPal states (no money moves)', () => {
  it('a trial, a plan change in it applied at once, and renewals recorded by the reconcile job', async () => {
    const user = await registerUser(t);
    const { id, subscription } = await subscribe(user.token, 'visionary-plan');
    expect(subscription.trialEndsAt).not.toBeNull();
    expect(await t.database.db.$count(transactions, eq(transactions.userId, user.userId))).toBe(0);

    const changed = await post(`/api/payments/subscriptions/${id}/change`, user.token, {
      planId: 'legend-plan',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // No money moves in a trial, so the change applies now (decision 0105); the trial keeps its end.
    expect(changed.json().data).toMatchObject({
      approveUrl: null,
      subscription: { planId: 'legend-plan', pendingPlanId: null, trialEndsAt: subscription.trialEndsAt },
    });
    expect(
      (await post(`/api/payments/subscriptions/${id}/change`, user.token, { planId: 'legend-plan' }))
        .statusCode,
    ).toBe(409);

    // 40 days later: the trial ended 26 days ago (first Legend charge); nothing else is due yet.
    const dayMs = 24 * 3600_000;
    await t.database.db
      .update(demoSubscriptions)
      .set({ createdAt: new Date(Date.now() - 40 * dayMs), trialEndsAt: new Date(Date.now() - 26 * dayMs) })
      .where(eq(demoSubscriptions.id, id));
    await t.database.db
      .update(subscriptions)
      .set({
        createdAt: new Date(Date.now() - 40 * dayMs),
        trialEndsAt: new Date(Date.now() - 26 * dayMs),
      })
      .where(eq(subscriptions.providerSubscriptionId, id));
    expect(await t.app.paymentsService.reconcileAll()).toMatchObject({ failed: 0 });
    await t.app.paymentsService.reconcileAll();
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.userId, user.userId));
    expect(rows.map((row) => row.amountCents)).toEqual([3499]);
    const after = (await get(`/api/payments/subscriptions/${id}`, user.token)).json().data.subscription;
    expect(after).toMatchObject({ planId: 'legend-plan', pendingPlanId: null, status: 'active' });
    expect(Date.parse(after.nextBillingTime)).toBeGreaterThan(Date.now());
  });
});
