import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoSubscriptions, subscriptions } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { bearer, registerUser } from '#server/test/test-app';

/**
 * Issue 31, items 9 and 10, with the demo provider: cancelling in the free trial keeps what was
 * promised until the trial ends (nothing is charged), and a plan change in the trial applies at
 * once (no money moves in a trial); after the trial a change waits for the next cycle (0057).
 */

const t = setupTestApp();
type User = Awaited<ReturnType<typeof registerUser>>;
const post = (user: User, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
const planOf = async (user: User) => (await t.app.entitlements.activePlanOf(user.userId))?.planId ?? null;

async function inTrial(planId = 'visionary-plan') {
  const user = await registerUser(t);
  const checkout = await post(user, '/api/payments/demo/subscriptions', { planId });
  const saved = await post(user, '/api/payments/subscriptions', {
    planId,
    paypalSubscriptionId: checkout.json().data.subscriptionId,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const subscription = saved.json().data.subscription;
  expect(subscription.trialEndsAt).not.toBeNull();
  return { user, subscription };
}

describe('cancelling in the free trial', () => {
  it('keeps the plan until the trial ends, charges nothing, and then it ends', async () => {
    const { user, subscription } = await inTrial();
    const cancelled = await post(user, `/api/payments/subscriptions/${subscription._id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = cancelled.json().data.subscription;
    expect(after.status).toBe('cancelled');
    expect(after.endDate).toBe(subscription.trialEndsAt);
    expect(after.nextBillingTime).toBeNull();
    // Personalised affirmations and the manifesto stay, as promised, until December 11 (the trial's end).
    expect(await planOf(user)).toBe('visionary-plan');
    expect(await t.app.entitlements.has(user.userId, 'manifesto')).toBe(true);

    // The trial's end passes: the plan is gone, and no second trial is offered.
    await t.database.db
      .update(subscriptions)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, subscription._id));
    expect(await planOf(user)).toBeNull();
    const offer = await t.app.inject({
      method: 'GET',
      url: '/api/payments/offer',
      headers: bearer(user.token),
    });
    expect(offer.json().data.trialDays).toBe(0);
  });

  it('a new plan bought meanwhile replaces the kept one', async () => {
    const { user, subscription } = await inTrial();
    await post(user, `/api/payments/subscriptions/${subscription._id}/cancel`);
    const checkout = await post(user, '/api/payments/demo/subscriptions', { planId: 'legend-plan' });
    const saved = await post(user, '/api/payments/subscriptions', {
      planId: 'legend-plan',
      paypalSubscriptionId: checkout.json().data.subscriptionId,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await planOf(user)).toBe('legend-plan');
    const [kept] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription._id));
    expect(kept?.endDate && kept.endDate.getTime() <= Date.now()).toBe(true);
  });
});

describe('changing plan', () => {
  it('in the free trial applies at once; the trial and its end stay as they were', async () => {
    const { user, subscription } = await inTrial();
    const changed = await post(user, `/api/payments/subscriptions/${subscription._id}/change`, {
      planId: 'legend-plan',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json().data.subscription;
    expect(after).toMatchObject({
      planId: 'legend-plan',
      planName: 'Legend',
      pendingPlanId: null,
      trialEndsAt: subscription.trialEndsAt,
      nextBillingTime: subscription.nextBillingTime,
    });
    expect(await planOf(user)).toBe('legend-plan');
    expect(await t.app.entitlements.has(user.userId, 'immersive')).toBe(true);
  });

  it('a change waiting for the next cycle is dropped by a cancel, not carried out', async () => {
    const { user, subscription } = await inTrial();
    // The trial is over: the change is booked for the next cycle (decision 0057).
    const dayMs = 24 * 3600_000;
    const trialEnded = new Date(Date.now() - 6 * dayMs);
    await t.database.db
      .update(subscriptions)
      .set({ trialEndsAt: trialEnded })
      .where(eq(subscriptions.id, subscription._id));
    await t.database.db
      .update(demoSubscriptions)
      .set({ createdAt: new Date(Date.now() - 20 * dayMs), trialEndsAt: trialEnded })
      .where(eq(demoSubscriptions.id, subscription.paypalSubscriptionId));
    const changed = await post(user, `/api/payments/subscriptions/${subscription._id}/change`, {
      planId: 'legend-plan',
    });
    expect(changed.json().data.subscription, changed.body).toMatchObject({
      planId: 'visionary-plan',
      pendingPlanId: 'legend-plan',
    });
    const cancelled = await post(user, `/api/payments/subscriptions/${subscription._id}/cancel`);
    expect(cancelled.json().data.subscription).toMatchObject({ status: 'cancelled', pendingPlanId: null });
  });
});
