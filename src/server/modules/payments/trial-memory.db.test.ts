import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions, trialClaims } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { bearer, registerUser } from '#server/test/test-app';
import { normalisedAddress } from './trial-memory';

/**
 * Issue 31, item 3: the one-trial rule looked only at the account's own subscriptions, so deleting
 * the account and signing up again with the same address gave a new trial, and two requests at
 * once could both record one. Trials are now remembered by a keyed hash of the address.
 */

const t = setupTestApp({ env: { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_ACCOUNT: '1000' } });

type User = Awaited<ReturnType<typeof registerUser>>;
const post = (user: User, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });

const offeredTrialDays = async (user: User) =>
  (await t.app.inject({ method: 'GET', url: '/api/payments/offer', headers: bearer(user.token) })).json().data
    .trialDays as number;

/** The demo checkout, then recording it: what the subscribe page does. */
async function subscribe(user: User, planId = 'visionary-plan') {
  const checkout = await post(user, '/api/payments/demo/subscriptions', { planId });
  expect(checkout.statusCode, checkout.body).toBe(201);
  return post(user, '/api/payments/subscriptions', {
    planId,
    paypalSubscriptionId: checkout.json().data.subscriptionId,
  });
}

async function deleteAccount(user: User) {
  const deleted = await post(user, '/api/account/delete', { password: user.password });
  expect(deleted.statusCode, deleted.body).toBe(200);
}

describe('one free trial per person', () => {
  it.each([
    ['the same address', (email: string) => email],
    ['another case and a +tag', (email: string) => email.replace('@', '+again@').toUpperCase()],
  ])('is not offered again after deleting the account and signing up with %s', async (_label, again) => {
    const email = `trial-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const first = await registerUser(t, { email });
    expect(await offeredTrialDays(first)).toBe(14);
    expect((await subscribe(first)).statusCode).toBe(201);
    await deleteAccount(first);

    const second = await registerUser(t, { email: again(email) });
    expect(await offeredTrialDays(second)).toBe(0);
    const resubscribed = await subscribe(second);
    expect(resubscribed.statusCode, resubscribed.body).toBe(201);
    expect(resubscribed.json().data.subscription.trialEndsAt).toBeNull();
  });

  it('remembers, when the account is deleted, a trial recorded before trials were claimed', async () => {
    const email = `early-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const first = await registerUser(t, { email });
    const saved = await subscribe(first);
    expect(saved.statusCode, saved.body).toBe(201);
    // As before migration 0010: the trial is on the account's subscription and nowhere else.
    await t.database.db
      .delete(trialClaims)
      .where(eq(trialClaims.providerSubscriptionId, saved.json().data.subscription.paypalSubscriptionId));
    await deleteAccount(first);

    const second = await registerUser(t, { email });
    expect(await offeredTrialDays(second)).toBe(0);
  });

  it('is recorded once when two checkouts with a trial are saved at once', async () => {
    const user = await registerUser(t);
    const checkouts = await Promise.all(
      ['visionary-plan', 'legend-plan'].map((planId) =>
        post(user, '/api/payments/demo/subscriptions', { planId }),
      ),
    );
    const saved = await Promise.all(
      checkouts.map((checkout, index) =>
        post(user, '/api/payments/subscriptions', {
          planId: index === 0 ? 'visionary-plan' : 'legend-plan',
          paypalSubscriptionId: checkout.json().data.subscriptionId,
        }),
      ),
    );
    expect(saved.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const refused = saved.find((response) => response.statusCode === 400);
    expect(refused?.json().message).toMatch(/^paypalSubscriptionId: /);
    const rows = await t.database.db.select().from(subscriptions);
    expect(rows.filter((row) => row.userId === user.userId && row.trialEndsAt !== null)).toHaveLength(1);
  });
});

describe('normalisedAddress', () => {
  it.each([
    ['Ada@Example.com', 'ada@example.com'],
    ['ada+pricing@example.com', 'ada@example.com'],
    ['a.d.a+x@gmail.com', 'ada@gmail.com'],
    ['A.DA@googlemail.com', 'ada@gmail.com'],
    ['a.da@example.com', 'a.da@example.com'],
  ])('reads %s as the mailbox %s', (email, mailbox) => {
    expect(normalisedAddress(email)).toBe(mailbox);
  });
});
