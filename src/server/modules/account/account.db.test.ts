import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, questionnaires, subscriptions, users } from '#server/db/schema';
import {
  type FakePaypal,
  fakePaypalCredentials,
  startFakePaypal,
} from '#server/modules/payments/test/fake-paypal-server';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import {
  bearer,
  createTestApp,
  login,
  profile,
  registerUser,
  stateSnapshot,
  type TestApp,
} from '#server/test/test-app';
import { errorCodes } from '#shared/api';

const post = (t: TestApp, url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('account export and deletion (demo provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function userWithData() {
    const user = await registerUser(t);
    // The first subscription is the free trial (nothing charged); the second is charged at once.
    let id: string | undefined;
    for (let purchase = 0; purchase < 2; purchase += 1) {
      const checkout = await post(t, '/api/payments/demo/subscriptions', user.token, {
        planId: 'visionary-plan',
      });
      id = checkout.json().data.subscriptionId;
      await post(t, '/api/payments/subscriptions', user.token, {
        planId: 'visionary-plan',
        paypalSubscriptionId: id,
      });
    }
    await t.database.db
      .insert(questionnaires)
      .values({ userId: user.userId, answers: { name: 'Ada', colors: 'gold' } });
    await t.database.db.insert(contactMessages).values({
      userId: user.userId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: user.email,
      message: 'Hello',
    });
    return { ...user, providerId: id as string };
  }

  it('exports everything stored about the user as a JSON download, nothing secret', async () => {
    const user = await userWithData();
    const other = await userWithData();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const { data } = response.json();
    expect(data.user.email).toBe(user.email);
    expect(data.questionnaires[0].answers).toEqual({ name: 'Ada', colors: 'gold' });
    expect(data.subscriptions).toContainEqual(
      expect.objectContaining({ paypalSubscriptionId: user.providerId, status: 'active' }),
    );
    expect(data.transactions[0]).toMatchObject({ amount: 14.99 });
    expect(data.contactMessages[0].message).toBe('Hello');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(
      data.demoCheckouts.map((checkout: { subscriptionId: string }) => checkout.subscriptionId),
    ).toContain(user.providerId);
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toContain(other.providerId);
  });

  it('a wrong or missing password deletes nothing', async () => {
    const user = await userWithData();
    const before = await stateSnapshot(t);
    const wrong = await post(t, '/api/account/delete', user.token, { password: 'not-my-password' });
    expectErrorEnvelope(wrong, 400, errorCodes.invalidCredentials);
    expectValidationError(await post(t, '/api/account/delete', user.token, {}), 'password');
    expectValidationError(
      await post(t, '/api/account/delete', user.token, { password: 'x'.repeat(500) }),
      'password',
    );
    expect(await stateSnapshot(t)).toEqual(before);
  });

  it('deletes the user and all their data, cancels the demo subscription, ends the session', async () => {
    const user = await userWithData();
    const other = await userWithData();
    const response = await post(t, '/api/account/delete', user.token, { password: user.password });
    expect(response.statusCode).toBe(200);
    const { db } = t.database;
    expect(await db.$count(users, eq(users.id, user.userId))).toBe(0);
    expect(await db.$count(subscriptions, eq(subscriptions.userId, user.userId))).toBe(0);
    expect(await db.$count(contactMessages, eq(contactMessages.email, user.email))).toBe(0);
    expect((await profile(t, user.token)).statusCode).toBe(401);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
    // The other account is untouched.
    expect(await db.$count(subscriptions, eq(subscriptions.userId, other.userId))).toBe(2);
    expect((await profile(t, other.token)).statusCode).toBe(200);
  });
});

describe('account deletion with PayPal', () => {
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

  it('cancels the active PayPal subscription first; if PayPal is down nothing is deleted', async () => {
    const user = await registerUser(t);
    const id = 'I-DELETEME1';
    paypal.subscriptions.set(id, {
      id,
      status: 'ACTIVE',
      plan_id: fakePaypalCredentials.planIds['legend-plan'],
      custom_id: t.app.paypalCustomIds.sign(user.userId),
    });
    await post(t, '/api/payments/subscriptions', user.token, {
      planId: 'legend-plan',
      paypalSubscriptionId: id,
    });

    paypal.failing = true;
    expectErrorEnvelope(await post(t, '/api/account/delete', user.token, { password: user.password }), 503);
    paypal.failing = false;
    expect((await profile(t, user.token)).statusCode).toBe(200);

    expect((await post(t, '/api/account/delete', user.token, { password: user.password })).statusCode).toBe(
      200,
    );
    expect(paypal.subscriptions.get(id)?.status).toBe('CANCELLED');
    expect(await t.database.db.$count(users, eq(users.id, user.userId))).toBe(0);
  });
});
