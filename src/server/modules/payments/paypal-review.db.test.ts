import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriptions, transactions } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope } from '#server/test/assertions';
import { bearer, registerUser, stateSnapshot } from '#server/test/test-app';
import { rephraseStyles, rephraseTones } from '#shared/ai';
import { errorCodes } from '#shared/api';
import { fakePaypalCredentials, webhookHeaders } from './test/fake-paypal-server';
import { setupFakePaypal } from './test/paypal-fixture';

/**
 * Regression tests for the payments review (docs/decisions/0022): each reproduces one finding
 * against the fake PayPal REST API on 127.0.0.1.
 */

const paypal = setupFakePaypal();
const t = setupTestApp(() => ({ env: paypal.env() }));
let counter = 0;
beforeEach(() => {
  paypal.failing = false;
  paypal.failCancels = false;
  paypal.beforeLookup = null;
});

const { planIds } = fakePaypalCredentials;
const post = (url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const save = (token: string, paypalSubscriptionId: string, planId = 'visionary-plan') =>
  post('/api/payments/subscriptions', token, { planId, paypalSubscriptionId });
const statusOf = async (id: string) =>
  (
    await t.database.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, id))
  )[0]?.status;

/** The custom_id the signed-in user's checkout sends to PayPal (server-signed, review item 9). */
async function customIdOf(token: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/payments/paypal/custom-id',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.customId;
}

/** A user and a subscription PayPal holds for them, created through their own checkout. */
async function seed(overrides: Partial<{ status: string; plan_id: string }> = {}) {
  const user = await registerUser(t);
  counter += 1;
  const id = `I-REVIEW${Date.now().toString(36).toUpperCase()}${counter}`;
  paypal.subscriptions.set(id, {
    id,
    status: 'ACTIVE',
    plan_id: planIds['visionary-plan'],
    custom_id: await customIdOf(user.token),
    billing_info: { next_billing_time: '2031-01-01T10:00:00Z' },
    ...overrides,
  });
  return { user, id };
}
const setRemoteStatus = (id: string, status: string) => {
  const remote = paypal.subscriptions.get(id);
  if (remote) remote.status = status;
};

/** A webhook delivered as PayPal sends it: raw JSON text, signed over that exact text. */
function webhook(event: Record<string, unknown> | string, headers: Record<string, string> = {}, ip?: string) {
  const raw = typeof event === 'string' ? event : JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paypal',
    headers: webhookHeaders(raw, headers),
    payload: raw,
    ...(ip ? { remoteAddress: ip } : {}),
  });
}
const subscriptionEvent = (type: string, id: string, extra: Record<string, unknown> = {}) => ({
  id: `WH-${type}-${id}-${Math.random().toString(36).slice(2)}`,
  event_type: `BILLING.SUBSCRIPTION.${type}`,
  resource: { id, status: type === 'ACTIVATED' ? 'ACTIVE' : type, ...extra },
});
const saleEvent = (id: string, saleId: string) => ({
  id: `WH-SALE-${saleId}`,
  event_type: 'PAYMENT.SALE.COMPLETED',
  resource: { id: saleId, billing_agreement_id: id, amount: { total: '14.99', currency: 'USD' } },
});
const lookupsOf = (id: string) =>
  paypal.calls.filter((call) => call.method === 'GET' && call.path === `/v1/billing/subscriptions/${id}`)
    .length;

describe('payments review regressions', () => {
  it('2: a sale that arrives before activation is the first payment, counted once', async () => {
    const { user, id } = await seed({ status: 'APPROVED' });
    expect((await save(user.token, id)).json().data.subscription.status).toBe('pending');
    expect((await webhook(saleEvent(id, `SALE1${id}`))).statusCode).toBe(200);
    setRemoteStatus(id, 'ACTIVE');
    expect((await webhook(subscriptionEvent('ACTIVATED', id))).statusCode).toBe(200);
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.userId, user.userId));
    expect(rows.map((row) => [row.transactionId, row.amountCents, row.providerPaymentId])).toEqual([
      [`sub-${id}`, 1499, `SALE1${id}`],
    ]);
  });

  it('3: a late ACTIVATED does not revive a plan PayPal has suspended', async () => {
    const { user, id } = await seed();
    await save(user.token, id);
    setRemoteStatus(id, 'SUSPENDED');
    await webhook(subscriptionEvent('SUSPENDED', id));
    expect(await statusOf(id)).toBe('failed');
    // A retried or out-of-order ACTIVATED: PayPal still says SUSPENDED.
    expect((await webhook(subscriptionEvent('ACTIVATED', id))).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('failed');
    expect(await t.app.entitlements.activePlanOf(user.userId)).toBeNull();
    // And a CANCELLED event while PayPal says ACTIVE follows PayPal, not the event type.
    setRemoteStatus(id, 'ACTIVE');
    await webhook(subscriptionEvent('CANCELLED', id));
    expect(await statusOf(id)).toBe('active');
  });

  it('4: account deletion cancels pending subscriptions, and one activated after deletion is cancelled', async () => {
    const { user, id } = await seed({ status: 'APPROVED' });
    await save(user.token, id);
    const response = await post('/api/account/delete', user.token, { password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(paypal.calls.some((call) => call.path === `/v1/billing/subscriptions/${id}/cancel`)).toBe(true);
    // PayPal would not cancel an APPROVED subscription (422); it activates it later and tells us.
    setRemoteStatus(id, 'ACTIVE');
    expect((await webhook(subscriptionEvent('ACTIVATED', id))).statusCode).toBe(200);
    expect(paypal.subscriptions.get(id)?.status).toBe('CANCELLED');
  });

  it('5: when PayPal cannot cancel the replaced plan, the switch is a 503 that changes nothing', async () => {
    const { user, id: visionary } = await seed();
    await save(user.token, visionary);
    const legend = `${visionary}L`;
    paypal.subscriptions.set(legend, {
      ...(paypal.subscriptions.get(visionary) as NonNullable<ReturnType<typeof paypal.subscriptions.get>>),
      id: legend,
      plan_id: planIds['legend-plan'],
    });
    paypal.failCancels = true;
    const before = await stateSnapshot(t);
    expectErrorEnvelope(await save(user.token, legend, 'legend-plan'), 503, errorCodes.unavailable);
    expect(await stateSnapshot(t)).toEqual(before);
    expect(paypal.subscriptions.get(visionary)?.status).toBe('ACTIVE');
    paypal.failCancels = false;
    expect((await save(user.token, legend, 'legend-plan')).statusCode).toBe(201);
    expect(paypal.subscriptions.get(visionary)?.status).toBe('CANCELLED');
    expect((await t.app.entitlements.activePlanOf(user.userId))?.planId).toBe('legend-plan');
  });

  it('6: malformed, stale or foreign-certificate webhooks are rejected without calling PayPal', async () => {
    const event = subscriptionEvent('ACTIVATED', 'I-NOBODY1');
    const before = await stateSnapshot(t);
    const callsBefore = paypal.calls.length;
    const stale = new Date(Date.now() - 2 * 3600_000).toISOString();
    const cases: Record<string, string>[] = [
      { 'paypal-transmission-time': stale },
      { 'paypal-transmission-time': 'yesterday' },
      { 'paypal-cert-url': 'https://evil.example/cert.pem' },
      { 'paypal-cert-url': 'http://api.paypal.com/cert.pem' },
      { 'paypal-transmission-id': '' },
    ];
    for (const headers of cases) {
      const response = await webhook(event, headers);
      expectErrorEnvelope(response, 400);
      expect(response.json().message).toMatch(/paypal-/);
    }
    expect(paypal.calls.length).toBe(callsBefore);
    expect(await stateSnapshot(t)).toEqual(before);
  });

  it('6: the webhook is rate limited per IP', async () => {
    const event = subscriptionEvent('ACTIVATED', 'I-NOBODY2');
    let last = 0;
    for (let i = 0; i < 121; i += 1) {
      last = (await webhook(event, { 'paypal-cert-url': 'https://evil.example/c' }, '203.0.113.66'))
        .statusCode;
    }
    expect(last).toBe(429);
    expect((await webhook(event, { 'paypal-cert-url': 'https://evil.example/c' })).statusCode).toBe(400);
  });

  it('8: PayPal verifies the event exactly as it was sent (key order and spacing kept)', async () => {
    const { user, id } = await seed({ status: 'APPROVED' });
    await save(user.token, id);
    setRemoteStatus(id, 'ACTIVE');
    const raw = `{ "resource": { "status": "ACTIVE", "id": "${id}" },\n  "event_type": "BILLING.SUBSCRIPTION.ACTIVATED", "id": "WH-RAW-${id}", "create_time": "2030-01-01T00:00:00.000Z" }`;
    const response = await webhook(raw);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ applied: true });
    expect(await statusOf(id)).toBe('active');
  });

  it('9: a subscription paid with someone else’s user id as custom_id is never theirs', async () => {
    const victim = await registerUser(t);
    const { id: legend } = await seed({ plan_id: planIds['legend-plan'] });
    const victimLegend = `${legend}V`;
    paypal.subscriptions.set(victimLegend, {
      id: victimLegend,
      status: 'ACTIVE',
      plan_id: planIds['legend-plan'],
      custom_id: await customIdOf(victim.token),
    });
    expect((await save(victim.token, victimLegend, 'legend-plan')).statusCode).toBe(201);
    // The attacker pays a Visionary plan naming the victim (plain id, or a forged signature).
    for (const customId of [victim.userId, `${victim.userId}.forged`]) {
      counter += 1;
      const forged = `I-FORGED${counter}`;
      paypal.subscriptions.set(forged, {
        id: forged,
        status: 'ACTIVE',
        plan_id: planIds['visionary-plan'],
        custom_id: customId,
      });
      await webhook(subscriptionEvent('ACTIVATED', forged, { custom_id: customId }));
      expect(await statusOf(forged)).toBeUndefined();
      expectErrorEnvelope(await save(victim.token, forged), 404);
    }
    expect((await t.app.entitlements.activePlanOf(victim.userId))?.planId).toBe('legend-plan');
    expect(paypal.subscriptions.get(victimLegend)?.status).toBe('ACTIVE');
  });

  it('9: the signed custom_id is only handed to its signed-in user', async () => {
    expectErrorEnvelope(await t.app.inject({ method: 'GET', url: '/api/payments/paypal/custom-id' }), 401);
    const user = await registerUser(t);
    expect(await customIdOf(user.token)).toMatch(new RegExp(`^${user.userId}\\.[A-Za-z0-9_-]{43}$`));
  });

  it('10: a demo plan does not unlock anything once PayPal is the provider', async () => {
    const user = await registerUser(t);
    await t.database.db.insert(subscriptions).values({
      userId: user.userId,
      planId: 'legend-plan',
      planName: 'Legend',
      provider: 'demo',
      providerSubscriptionId: 'DEMO-OLD1',
      status: 'active',
    });
    const response = await post('/api/ai/rephrase', user.token, {
      text: 'I want to fly',
      tone: rephraseTones[0],
      style: rephraseStyles[0],
    });
    expectErrorEnvelope(response, 403, errorCodes.planRequired);
  });

  it('12: an id PayPal calls malformed is a 404 for the client, not a 503', async () => {
    const user = await registerUser(t);
    const before = await stateSnapshot(t);
    expectErrorEnvelope(await save(user.token, 'not_a_paypal_id'), 404, errorCodes.notFound);
    expect(await stateSnapshot(t)).toEqual(before);
  });

  it('13: no PayPal call is made while a database transaction is open', async () => {
    const { user, id } = await seed({ plan_id: planIds['legend-plan'] });
    // While PayPal "thinks" about the lookup, the database must stay usable: with PGlite an open
    // transaction would block this query until the PayPal call timed out.
    let queried = false;
    paypal.beforeLookup = async () => {
      await t.database.db.$count(subscriptions, eq(subscriptions.userId, user.userId));
      queried = true;
    };
    const response = await webhook(
      subscriptionEvent('ACTIVATED', id, {
        plan_id: planIds['legend-plan'],
        custom_id: paypal.subscriptions.get(id)?.custom_id,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(queried).toBe(true);
    expect(lookupsOf(id)).toBeGreaterThan(0);
    expect((await t.app.entitlements.activePlanOf(user.userId))?.planId).toBe('legend-plan');
  });
});
