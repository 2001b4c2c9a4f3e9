import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { transactions } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope } from '#server/test/assertions';
import { bearer, createTestApp, registerUser, stateSnapshot } from '#server/test/test-app';
import { errorCodes } from '#shared/api';
import { fakePaypalCredentials, webhookHeaders } from './test/fake-paypal-server';
import { setupFakePaypal } from './test/paypal-fixture';

/** The PayPal provider against a fake PayPal REST API on 127.0.0.1. */

const paypal = setupFakePaypal();
const t = setupTestApp(() => ({ env: paypal.env() }));
let counter = 0;
beforeEach(() => {
  paypal.failing = false;
});

const { planIds } = fakePaypalCredentials;
const post = (url: string, token: string | null, payload?: Record<string, unknown>, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** A subscription as PayPal would hold it after the buyer approved it in the PayPal button. */
function seed(
  userId: string,
  overrides: Partial<{ status: string; plan_id: string; custom_id: string }> = {},
) {
  counter += 1;
  // What the user's own checkout sends: their id signed by the server.
  const customId = t.app.paypalCustomIds.sign(userId);
  const id = `I-TEST${Date.now().toString(36).toUpperCase()}${counter}`;
  // Charged for the first month, at the price of the plan it is for (the server checks it).
  const price = overrides.plan_id === planIds['legend-plan'] ? '34.99' : '14.99';
  paypal.subscriptions.set(id, {
    id,
    status: 'ACTIVE',
    plan_id: planIds['visionary-plan'],
    custom_id: customId,
    billing_info: {
      next_billing_time: '2031-01-01T10:00:00Z',
      last_payment: { amount: { currency_code: 'USD', value: price }, time: '2030-12-01T10:00:00Z' },
      cycle_executions: [{ tenure_type: 'REGULAR', sequence: 1, cycles_completed: 1, total_cycles: 0 }],
    },
    ...overrides,
  });
  return id;
}

const setRemoteStatus = (id: string, status: string) => {
  const remote = paypal.subscriptions.get(id);
  if (remote) remote.status = status;
};

const save = (token: string, paypalSubscriptionId: string, planId = 'visionary-plan', extra = {}) =>
  post('/api/payments/subscriptions', token, { planId, paypalSubscriptionId, ...extra });

/** A webhook delivered as PayPal sends it: JSON text, signed over that exact text. */
const webhook = (event: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const raw = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paypal',
    headers: webhookHeaders(raw, headers),
    payload: raw,
  });
};
const { 'paypal-transmission-sig': _unsigned, ...signed } = webhookHeaders('{}');

describe('PayPal provider', () => {
  it('publishes the client id and plan ids, never the secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json().data).toEqual({
      provider: 'paypal',
      clientId: fakePaypalCredentials.clientId,
      planIds,
      currency: 'USD',
    });
    expect(response.body).not.toContain(fakePaypalCredentials.clientSecret);
  });

  it('the demo checkout is unavailable', async () => {
    const user = await registerUser(t);
    expectErrorEnvelope(
      await post('/api/payments/demo/subscriptions', user.token, { planId: 'visionary-plan' }),
      404,
    );
  });

  it('verifies an ACTIVE subscription with PayPal, records it and its first payment, and caches the token', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId);
    const tokensBefore = paypal.tokensIssued();
    const saved = await save(user.token, id);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.subscription).toMatchObject({
      status: 'active',
      provider: 'paypal',
      planName: 'Visionary',
      nextBillingTime: '2031-01-01T10:00:00.000Z',
    });
    const lookup = paypal.calls.find(
      (call) => call.method === 'GET' && call.path === `/v1/billing/subscriptions/${id}`,
    );
    expect(lookup?.headers.authorization).toMatch(/^Bearer A21-/);
    const tx = (await post('/api/payments/transactions', user.token, { paypalSubscriptionId: id })).json()
      .data.transaction;
    expect(tx).toMatchObject({ transactionId: `sub-${id}`, amount: 14.99, currency: 'USD' });

    // More calls reuse the cached token.
    const other = await registerUser(t);
    await save(other.token, seed(other.userId, { plan_id: planIds['legend-plan'] }), 'legend-plan');
    await get(`/api/payments/subscriptions/${id}/verify`, user.token);
    expect(paypal.tokensIssued() - tokensBefore).toBeLessThanOrEqual(1);
  });

  it('fetches a new token when PayPal revokes the cached one', async () => {
    const user = await registerUser(t);
    await save(user.token, seed(user.userId));
    const before = paypal.tokensIssued();
    paypal.revokeTokens();
    const second = await save(user.token, seed(user.userId));
    expect(second.statusCode).toBe(201);
    expect(paypal.tokensIssued()).toBe(before + 1);
  });

  it('records an APPROVAL_PENDING subscription as pending; client-sent status changes nothing', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId, { status: 'APPROVAL_PENDING' });
    const saved = await save(user.token, id, 'visionary-plan', { status: 'active', amount: 14.99 });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.subscription.status).toBe('pending');
    expect(await t.app.entitlements.activePlanOf(user.userId)).toBeNull();

    const before = await stateSnapshot(t);
    const again = await save(user.token, id, 'visionary-plan', { status: 'active' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.subscription.status).toBe('pending');
    expectErrorEnvelope(
      await post('/api/payments/transactions', user.token, { paypalSubscriptionId: id }),
      409,
    );
    expect(await stateSnapshot(t)).toEqual(before);

    const pending = (await get(`/api/payments/subscriptions/${id}/verify`, user.token)).json().data.database;
    expect(pending).toMatchObject({ isActive: false, status: 'APPROVAL_PENDING' });

    // PayPal activates it: the next verify poll brings the record up to date and records the payment.
    const remote = paypal.subscriptions.get(id);
    if (remote) remote.status = 'ACTIVE';
    const active = (await get(`/api/payments/subscriptions/${id}/verify`, user.token)).json().data.database;
    expect(active).toMatchObject({ isActive: true, status: 'ACTIVE', planName: 'Visionary' });
    expect(await t.database.db.$count(transactions, eq(transactions.userId, user.userId))).toBe(1);
  });

  it('reports a trial from the billing cycles', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId);
    const remote = paypal.subscriptions.get(id);
    if (remote) {
      remote.billing_info = {
        next_billing_time: '2031-01-01T10:00:00Z',
        cycle_executions: [{ tenure_type: 'TRIAL', sequence: 1, cycles_completed: 0, total_cycles: 1 }],
      };
    }
    await save(user.token, id);
    expect(
      (await get(`/api/payments/subscriptions/${id}/verify`, user.token)).json().data.database.isInTrial,
    ).toBe(true);
  });

  it('rejects unknown, foreign, wrong-plan and cancelled subscriptions, writing nothing', async () => {
    const user = await registerUser(t);
    const someoneElse = await registerUser(t);
    const foreign = seed(someoneElse.userId);
    const noOwner = seed(user.userId);
    const remote = paypal.subscriptions.get(noOwner);
    if (remote) delete remote.custom_id;
    const wrongPlan = seed(user.userId, { plan_id: planIds['legend-plan'] });
    const unknownPlan = seed(user.userId, { plan_id: 'P-SOMEONE-ELSES-PLAN' });
    const cancelled = seed(user.userId, { status: 'CANCELLED' });
    const before = await stateSnapshot(t);
    expectErrorEnvelope(await save(user.token, 'I-DOESNOTEXIST'), 404, errorCodes.notFound);
    expectErrorEnvelope(await save(user.token, foreign), 404, errorCodes.notFound);
    expectErrorEnvelope(await save(user.token, noOwner), 404, errorCodes.notFound);
    expectErrorEnvelope(await save(user.token, wrongPlan, 'visionary-plan'), 400);
    expectErrorEnvelope(await save(user.token, unknownPlan, 'visionary-plan'), 400);
    expectErrorEnvelope(await save(user.token, cancelled), 409);
    expect(await stateSnapshot(t)).toEqual(before);
  });

  it('a PayPal outage is a 503 that changes nothing', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId);
    const before = await stateSnapshot(t);
    paypal.failing = true;
    expectErrorEnvelope(await save(user.token, id), 503, errorCodes.unavailable);
    paypal.failing = false;
    expect(await stateSnapshot(t)).toEqual(before);
    expect((await save(user.token, id)).statusCode).toBe(201);
  });

  it('cancel goes to PayPal with the reason and a PayPal-Request-Id; others 404, twice 409', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const id = seed(owner.userId);
    await save(owner.token, id);
    expectErrorEnvelope(await post(`/api/payments/subscriptions/${id}/cancel`, other.token, {}), 404);
    expect(paypal.subscriptions.get(id)?.status).toBe('ACTIVE');

    paypal.failing = true;
    expectErrorEnvelope(await post(`/api/payments/subscriptions/${id}/cancel`, owner.token, {}), 503);
    paypal.failing = false;
    expect(
      (await get(`/api/payments/subscriptions/${id}`, owner.token)).json().data.subscription.status,
    ).toBe('active');

    const response = await post(`/api/payments/subscriptions/${id}/cancel`, owner.token, {});
    expect(response.statusCode).toBe(200);
    expect(paypal.subscriptions.get(id)?.status).toBe('CANCELLED');
    const call = paypal.calls.findLast((entry) => entry.path === `/v1/billing/subscriptions/${id}/cancel`);
    expect(call?.body).toEqual({ reason: 'User dashboard cancellation' });
    expect(call?.headers['paypal-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expectErrorEnvelope(await post(`/api/payments/subscriptions/${id}/cancel`, owner.token, {}), 409);
  });

  it('a new plan cancels the previous PayPal subscription', async () => {
    const user = await registerUser(t);
    const first = seed(user.userId);
    await save(user.token, first);
    await save(user.token, seed(user.userId, { plan_id: planIds['legend-plan'] }), 'legend-plan');
    expect(paypal.subscriptions.get(first)?.status).toBe('CANCELLED');
    expect((await t.app.entitlements.activePlanOf(user.userId))?.planId).toBe('legend-plan');
  });
});

describe('PayPal webhooks', () => {
  // Found by the contract fuzz : signed events with such texts reached the database and
  // answered 500, which PayPal would have retried for days.
  it('a signed event whose id or type the database cannot hold is a 400 and changes nothing', async () => {
    const before = await stateSnapshot(t);
    for (const event of [
      { id: 'WH-\u0000', event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: {} },
      { id: 'WH-\u202e\udc00', event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: {} },
      { id: 'WH-type', event_type: 'PAYMENT.SALE.COMPLETED\u00e9\ud800', resource: {} },
    ]) {
      expectErrorEnvelope(await webhook(event), 400);
    }
    expect(await stateSnapshot(t)).toEqual(before);
  });

  it('a signed event naming a subscription id the database cannot hold is applied as naming nothing', async () => {
    for (const resource of [{ id: '\u00e9\udc00' }, { id: 'I-\u0000' }]) {
      const response = await webhook({
        id: `WH-odd-${randomUUID()}`,
        event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
        resource,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const sale = await webhook({
      id: `WH-odd-${randomUUID()}`,
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: { id: 'SALE-\u00e9\udc00', billing_agreement_id: 'I-\u00e9\ud800' },
    });
    expect(sale.statusCode, sale.body).toBe(200);
  });

  it('a bad or missing signature is 400 and changes nothing', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId, { status: 'APPROVAL_PENDING' });
    await save(user.token, id);
    const event = { id: `WH-${id}-bad`, event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id } };
    const before = await stateSnapshot(t);
    expectErrorEnvelope(await webhook(event, { 'paypal-transmission-sig': 'forged' }), 400);
    expectErrorEnvelope(await post('/api/payments/webhooks/paypal', null, event), 400);
    expectErrorEnvelope(await post('/api/payments/webhooks/paypal', null, { event_type: 'X' }, signed), 400);
    expect(await stateSnapshot(t)).toEqual(before);
  });

  it('applies ACTIVATED, PAYMENT.SALE.COMPLETED and CANCELLED once per event id', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId, { status: 'APPROVAL_PENDING' });
    await save(user.token, id);

    // Events say something changed; the server reads what PayPal holds now (the fake's state).
    setRemoteStatus(id, 'ACTIVE');
    const activated = {
      id: `WH-A-${id}`,
      event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
      resource: { id, status: 'ACTIVE' },
    };
    expect((await webhook(activated)).json().data).toEqual({ applied: true });
    expect((await webhook(activated)).json().data).toEqual({ applied: false });
    expect((await t.app.entitlements.activePlanOf(user.userId))?.planId).toBe('visionary-plan');

    // The first sale is the payment already recorded at activation: linked, not counted twice.
    const sale = (saleId: string, total = '14.99') => ({
      id: `WH-S-${saleId}`,
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: { id: saleId, billing_agreement_id: id, amount: { total, currency: 'USD' } },
    });
    await webhook(sale(`SALE1${id}`));
    await webhook(sale(`SALE1${id}`));
    const userTransactions = () =>
      t.database.db.select().from(transactions).where(eq(transactions.userId, user.userId));
    expect((await userTransactions()).map((row) => [row.transactionId, row.amountCents])).toEqual([
      [`sub-${id}`, 1499],
    ]);
    // A sale of $0.01 is not the price: refused, recorded nowhere.
    await webhook(sale(`SALE-CHEAP${id}`, '0.01'));
    expect(await userTransactions()).toHaveLength(1);
    // The next month's sale at the plan's price is a new transaction.
    await webhook(sale(`SALE2${id}`));
    expect((await userTransactions()).map((row) => row.amountCents)).toEqual([1499, 1499]);

    setRemoteStatus(id, 'CANCELLED');
    const cancelled = { id: `WH-C-${id}`, event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id } };
    await webhook(cancelled);
    const row = (await get(`/api/payments/subscriptions/${id}`, user.token)).json().data.subscription;
    expect(row.status).toBe('cancelled');
    expect(row.endDate).not.toBeNull();
  });

  it('SUSPENDED marks the plan failed and EXPIRED expires it', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId);
    await save(user.token, id);
    setRemoteStatus(id, 'SUSPENDED');
    await webhook({ id: `WH-SU-${id}`, event_type: 'BILLING.SUBSCRIPTION.SUSPENDED', resource: { id } });
    expect((await get(`/api/payments/subscriptions/${id}`, user.token)).json().data.subscription.status).toBe(
      'failed',
    );
    setRemoteStatus(id, 'EXPIRED');
    await webhook({ id: `WH-EX-${id}`, event_type: 'BILLING.SUBSCRIPTION.EXPIRED', resource: { id } });
    expect((await get(`/api/payments/subscriptions/${id}`, user.token)).json().data.subscription.status).toBe(
      'expired',
    );
  });

  it('ACTIVATED for a subscription the browser never saved records it for the custom_id user', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId, { plan_id: planIds['legend-plan'] });
    await webhook({
      id: `WH-ADOPT-${id}`,
      event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
      resource: { id, plan_id: planIds['legend-plan'], custom_id: t.app.paypalCustomIds.sign(user.userId) },
    });
    expect((await t.app.entitlements.activePlanOf(user.userId))?.planId).toBe('legend-plan');
  });

  it('unknown event types are acknowledged and ignored', async () => {
    const response = await webhook({
      id: 'WH-OTHER-1',
      event_type: 'CUSTOMER.DISPUTE.CREATED',
      resource: {},
    });
    expect(response.json().data).toEqual({ applied: true });
  });
});

describe('content security policy', () => {
  it('allows the PayPal SDK hosts only when PayPal is the provider', async () => {
    const withPaypal = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ];
    expect(withPaypal).toMatch(/script-src 'self' https:\/\/www\.paypal\.com/);
    expect(withPaypal).toMatch(/frame-src https:\/\/www\.paypal\.com/);
    const demo = await createTestApp();
    try {
      const header = (await demo.app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ];
      expect(header).not.toContain('paypal');
    } finally {
      await demo.close();
    }
  });
});
