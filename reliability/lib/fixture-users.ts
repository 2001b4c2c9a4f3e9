import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { dreamWorlds, jobs, sessions } from '#server/db/schema';
import { importSessionKey, signSessionToken } from '#server/modules/auth/session-tokens';
import { bearer, login, registerUser, type TestApp } from '#server/test/test-app';
import { referenceAnswers } from '#world/testing';

/** A signed-in user and the ids of what it owns; the fuzz and the access matrix aim at these. */
export interface FixtureUser {
  email: string;
  password: string;
  userId: string;
  token: string;
  /** The completed questionnaire the world was built from, and the one still in progress. */
  completedQuestionnaireId: string;
  inProgressQuestionnaireId: string;
  /** Our record's _id and the provider's DEMO-… id of the active paid subscription. */
  subscriptionId: string;
  providerSubscriptionId: string;
  worldId: string;
  /** A second live session of the user (another device), for "sign out this one". */
  spareSessionId: string;
  /** A line of the user's own affirmations (decision 0118). */
  ownAffirmationId: string;
}

async function expectStatus(
  what: string,
  response: { statusCode: number; body: string },
  expected: number[],
): Promise<void> {
  if (!expected.includes(response.statusCode)) {
    throw new Error(`fixture: ${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
}

/** Buys `planId` through the demo checkout, exactly as the web does (two requests). */
export async function buyDemoPlan(
  testApp: TestApp,
  token: string,
  planId: 'visionary-plan' | 'legend-plan' = 'legend-plan',
) {
  const checkout = await testApp.app.inject({
    method: 'POST',
    url: '/api/payments/demo/subscriptions',
    headers: bearer(token),
    payload: { planId },
  });
  await expectStatus('demo checkout', checkout, [201]);
  const providerSubscriptionId = checkout.json().data.subscriptionId as string;
  const recorded = await testApp.app.inject({
    method: 'POST',
    url: '/api/payments/subscriptions',
    headers: bearer(token),
    payload: { planId, paypalSubscriptionId: providerSubscriptionId },
  });
  await expectStatus('record subscription', recorded, [200, 201]);
  return { providerSubscriptionId, subscriptionId: recorded.json().data.subscription._id as string };
}

/**
 * Registers a user that owns one of everything: completed answers, answers in progress, an active
 * paid plan bought through the demo checkout, its transaction and a generated dream world.
 */
export async function createUserWithData(
  testApp: TestApp,
  { password = `pw-${randomBytes(6).toString('hex')}` }: { password?: string } = {},
): Promise<FixtureUser> {
  const user = await registerUser(testApp, { password });
  const auth = bearer(user.token);
  const saved = await testApp.app.inject({
    method: 'PUT',
    url: `/api/questionnaire/${user.userId}`,
    headers: auth,
    payload: { answers: referenceAnswers.beachVilla, currentStep: 0, isCompleted: true },
  });
  await expectStatus('complete questionnaire', saved, [200]);
  const completedQuestionnaireId = saved.json().data._id as string;

  // The account's first plan is its free trial (nothing charged); the plan bought after it is
  // charged at once, so the user owns a transaction too (docs/decisions/0055-*.md).
  await buyDemoPlan(testApp, user.token, 'visionary-plan');
  const plan = await buyDemoPlan(testApp, user.token);
  const transaction = await testApp.app.inject({
    method: 'POST',
    url: '/api/payments/transactions',
    headers: auth,
    payload: { paypalSubscriptionId: plan.providerSubscriptionId },
  });
  await expectStatus('record transaction', transaction, [200, 201]);

  const generated = await testApp.app.inject({
    method: 'POST',
    url: '/api/dream-world/generate',
    headers: auth,
    payload: {},
  });
  await expectStatus('generate world', generated, [202]);
  const worldId = generated.json().data._id as string;
  await waitUntilIdle(testApp);

  const started = await testApp.app.inject({
    method: 'POST',
    url: '/api/questionnaire',
    headers: auth,
    payload: { answers: { name: 'Ada' }, currentStep: 1 },
  });
  await expectStatus('start questionnaire', started, [201]);
  const inProgressQuestionnaireId = started.json().data._id as string;
  const [spare] = await testApp.database.db
    .insert(sessions)
    .values({
      userId: user.userId,
      expiresAt: new Date(Date.now() + testApp.config.jwtTtlSeconds * 1000),
      userAgent: 'reliability fixture, second device',
    })
    .returning({ id: sessions.id });
  if (!spare) throw new Error('fixture: the second session was not inserted');

  const line = await testApp.app.inject({
    method: 'POST',
    url: '/api/affirmations',
    headers: auth,
    payload: { text: 'I keep my word to myself.', favourite: true },
  });
  await expectStatus('write an affirmation', line, [201]);

  return {
    email: user.email,
    password,
    userId: user.userId,
    token: user.token,
    completedQuestionnaireId,
    inProgressQuestionnaireId,
    ...plan,
    worldId,
    spareSessionId: spare.id,
    ownAffirmationId: line.json().data.id as string,
  };
}

/** A fresh session (token) for an existing user. */
export async function signIn(testApp: TestApp, email: string, password: string): Promise<string> {
  const response = await login(testApp, email, password);
  await expectStatus('login', response, [200]);
  return response.json().data.token as string;
}

/**
 * A new session for `userId`, as a login makes one but without its password hash (argon2 costs
 * a tenth of a second; the fuzz replaces sessions that its logouts end, a hundred times a run).
 */
export async function mintSession(testApp: TestApp, userId: string): Promise<string> {
  const expiresAt = new Date(Date.now() + testApp.config.jwtTtlSeconds * 1000);
  const [row] = await testApp.database.db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: 'reliability fixture' })
    .returning({ id: sessions.id });
  if (!row) throw new Error('mintSession: insert returned nothing');
  const key = await importSessionKey(testApp.config.jwtSecret);
  return signSessionToken({ userId, sessionId: row.id }, key, expiresAt);
}

/**
 * Resolves once no world is queued or generating and no job is queued or running. The job worker
 * writes in the background after a 202; a snapshot taken meanwhile would blame the next request.
 */
export async function waitUntilIdle(testApp: TestApp, timeoutMs = 20_000): Promise<void> {
  const { db } = testApp.database;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const busyWorlds = await db.$count(dreamWorlds, inArray(dreamWorlds.status, ['queued', 'generating']));
    // Failed jobs stay for the operator; only queued or running ones can still write.
    const busyJobs = await db.$count(jobs, inArray(jobs.status, ['queued', 'running']));
    if (busyWorlds === 0 && busyJobs === 0) return;
    if (Date.now() > deadline) throw new Error(`background work still running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
