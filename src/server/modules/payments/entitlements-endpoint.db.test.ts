import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '#server/db/schema';
import { expectErrorEnvelope } from '#server/test/assertions';
import { bearer, createTestApp, grantPlan, registerUser, type TestApp } from '#server/test/test-app';
import { errorCodes } from '#shared/api';
import { entitlementsResultSchema } from '#shared/payments';
import { findPlan } from '#shared/plans';
import { type FakePaypal, startFakePaypal } from './test/fake-paypal-server';

/** GET /api/payments/entitlements: what the client may offer, decided by the server. */

const fetchEntitlements = async (testApp: TestApp, token?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/payments/entitlements',
    headers: token ? bearer(token) : {},
  });

async function entitlementsOf(testApp: TestApp, token: string) {
  const response = await fetchEntitlements(testApp, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json();
  expect(body.success).toBe(true);
  return entitlementsResultSchema.parse(body.data);
}

describe('with the demo provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses anonymous requests and unknown tokens with 401', async () => {
    expectErrorEnvelope(await fetchEntitlements(t), 401, errorCodes.unauthorized);
    expectErrorEnvelope(await fetchEntitlements(t, 'not-a-session'), 401, errorCodes.unauthorized);
  });

  it('answers no plan and nothing unlocked for a user who has not chosen one', async () => {
    const user = await registerUser(t);
    expect(await entitlementsOf(t, user.token)).toEqual({ planId: null, entitlements: [] });
  });

  it('answers each plan with exactly the entitlements of the plan table', async () => {
    for (const planId of ['free-plan', 'visionary-plan', 'legend-plan'] as const) {
      const user = await registerUser(t);
      await grantPlan(t, user.userId, planId);
      const result = await entitlementsOf(t, user.token);
      expect(result.planId).toBe(planId);
      expect(result.entitlements).toEqual(findPlan(planId)?.entitlements);
    }
  });

  it('offers VR, AR, the mirror and HD snapshots to Legend only', async () => {
    const visionary = await registerUser(t);
    await grantPlan(t, visionary.userId, 'visionary-plan');
    const legend = await registerUser(t);
    await grantPlan(t, legend.userId, 'legend-plan');
    const visionaryHas = (await entitlementsOf(t, visionary.token)).entitlements;
    const legendHas = (await entitlementsOf(t, legend.token)).entitlements;
    for (const entitlement of ['immersive', 'mirror', 'hdSnapshots'] as const) {
      expect(visionaryHas).not.toContain(entitlement);
      expect(legendHas).toContain(entitlement);
    }
  });

  it('takes everything back when the subscription is cancelled', async () => {
    const user = await registerUser(t);
    const row = await grantPlan(t, user.userId, 'legend-plan');
    expect((await entitlementsOf(t, user.token)).planId).toBe('legend-plan');
    await t.database.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.id, row.id));
    expect(await entitlementsOf(t, user.token)).toEqual({ planId: null, entitlements: [] });
  });

  it("answers only the caller's own plan", async () => {
    const legend = await registerUser(t);
    await grantPlan(t, legend.userId, 'legend-plan');
    const other = await registerUser(t);
    expect(await entitlementsOf(t, other.token)).toEqual({ planId: null, entitlements: [] });
  });
});

describe('with PayPal configured', () => {
  let paypal: FakePaypal;
  let t: TestApp;
  beforeAll(async () => {
    paypal = await startFakePaypal();
    t = await createTestApp({ env: paypal.env() });
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  it('does not count a Legend plan granted by the demo provider', async () => {
    const user = await registerUser(t);
    const plan = findPlan('legend-plan');
    await t.database.db.insert(subscriptions).values({
      userId: user.userId,
      planId: 'legend-plan',
      planName: plan?.name ?? 'Legend',
      provider: 'demo',
      providerSubscriptionId: `DEMO-${randomBytes(9).toString('hex').toUpperCase()}`,
      status: 'active',
    });
    expect(await entitlementsOf(t, user.token)).toEqual({ planId: null, entitlements: [] });

    // A PayPal plan (grantPlan uses the configured provider) counts.
    await grantPlan(t, user.userId, 'legend-plan');
    expect((await entitlementsOf(t, user.token)).planId).toBe('legend-plan');
  });
});
