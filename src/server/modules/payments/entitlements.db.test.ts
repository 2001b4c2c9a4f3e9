import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '#server/db/schema';
import { expectErrorEnvelope } from '#server/test/assertions';
import { bearer, createTestApp, grantPlan, registerUser, type TestApp } from '#server/test/test-app';
import { errorCodes } from '#shared/api';
import { amountFromPriceText, plans } from '#shared/plans';
import { requireEntitlement } from './entitlements';

describe('plan table', () => {
  it('prices every plan with the first number of its price text', () => {
    for (const plan of plans) expect(plan.price).toBe(amountFromPriceText(plan.priceText));
    expect(amountFromPriceText('free')).toBe(0);
    expect(amountFromPriceText('$1,014.50/year')).toBe(1014.5);
  });

  it('gives each plan everything the cheaper plans have', () => {
    for (const [index, plan] of plans.entries()) {
      const cheaper = plans[index - 1];
      if (cheaper) expect(plan.entitlements).toEqual(expect.arrayContaining([...cheaper.entitlements]));
    }
  });
});

describe('requireEntitlement', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      extend: (app) => {
        app.get(
          '/test/manifesto',
          { preHandler: [app.authenticate, requireEntitlement('manifesto')] },
          async () => ({ success: true, data: { ok: true } }),
        );
      },
    });
  });
  afterAll(() => testApp.close());

  const callGuarded = (token?: string) =>
    testApp.app.inject({ method: 'GET', url: '/test/manifesto', headers: token ? bearer(token) : {} });

  it('refuses anonymous requests with 401', async () => {
    expectErrorEnvelope(await callGuarded(), 401, errorCodes.unauthorized);
  });

  it('refuses a user without a plan, and one on a plan without the feature, naming the plan', async () => {
    const user = await registerUser(testApp);
    const noPlan = await callGuarded(user.token);
    expectErrorEnvelope(noPlan, 403, errorCodes.planRequired);
    expect(noPlan.json().message).toContain('Visionary');

    await grantPlan(testApp, user.userId, 'free-plan');
    expectErrorEnvelope(await callGuarded(user.token), 403, errorCodes.planRequired);
  });

  it('lets a user whose active plan unlocks the feature through, and stops when it is cancelled', async () => {
    const user = await registerUser(testApp);
    const row = await grantPlan(testApp, user.userId, 'legend-plan');
    expect((await callGuarded(user.token)).statusCode).toBe(200);
    expect((await testApp.app.entitlements.activePlanOf(user.userId))?.planId).toBe('legend-plan');

    await testApp.database.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.id, row.id));
    expectErrorEnvelope(await callGuarded(user.token), 403, errorCodes.planRequired);
  });
});
