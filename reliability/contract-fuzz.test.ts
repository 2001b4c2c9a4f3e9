import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakePaypal,
  fakePaypalCredentials,
  startFakePaypal,
} from '#server/modules/payments/test/fake-paypal-server';
import { bearer, createTestApp, grantPlan, registerUser, type TestApp } from '#server/test/test-app';
import {
  buyDemoPlan,
  createUserWithData,
  type FixtureUser,
  mintSession,
  waitUntilIdle,
} from './lib/fixture-users';
import { type KnownIds, requestArbitrary } from './lib/fuzz-request';
import { type AllowedRejectedWrite, createFuzzRunner } from './lib/fuzz-runner';
import { operationsOf } from './lib/openapi-operations';
import { paypalWebhookArbitrary } from './lib/paypal-webhook-request';

/**
 * Fuzz from the contract : every operation of the OpenAPI document the app serves gets
 * requests built from its own JSON schemas, valid and mutated, as a user who owns data and
 * anonymously. Whatever arrives, the answer is deliberate (no 5xx, no internals in the body, the
 * error envelope on a 4xx) and a rejected request leaves every table as it was.
 *
 * Replay: RELIABILITY_SEED=<seed> (and RELIABILITY_OPERATION='POST /api/…' RELIABILITY_PATH=<path>
 * from a failure report to run just that counterexample).
 */
const defaultSeed = 20_261_121;
const seed = Number(process.env.RELIABILITY_SEED ?? defaultSeed);
const minimumRequests = 10_000;
const onlyOperation = process.env.RELIABILITY_OPERATION;
const replayPath = process.env.RELIABILITY_PATH;
/** Signed PayPal deliveries: the one public endpoint that writes from a body it did not validate. */
const paypalWebhookRuns = 400;

/**
 * Rejected requests that may write, each with its reason. Empty: no 4xx of this API writes. Keep
 * any entry explicit, so that a new one is a decision and not an accident.
 */
const writesAllowedOnRejection: AllowedRejectedWrite[] = [];

/**
 * The one-click unsubscribe link of a reminder mail opens in a browser: its answers, errors
 * included, are HTML pages for a person (docs/decisions/0073). Everything else answers JSON.
 */
const pageOperations = ['GET /api/practice/unsubscribe', 'POST /api/practice/unsubscribe'];

/** Limits are tested by their own tests; here they would only turn most requests into 429s. */
const limitsOutOfTheWay = {
  RATE_LIMIT_AUTH_PER_IP: '1000000',
  RATE_LIMIT_AUTH_PER_ACCOUNT: '1000000',
  RATE_LIMIT_AI_PER_USER: '1000000',
  RATE_LIMIT_AI_PER_IP: '1000000',
  RATE_LIMIT_CONTACT_PER_IP: '1000000',
  JOB_RETRY_DELAY_SECONDS: '0',
  // Reminders are tested on their own clock; here a due reminder would send push requests to the
  // endpoints the fuzz stored, in the background, while the runner waits for the app to be idle.
  PRACTICE_REMINDER_CHECK_SECONDS: '0',
};

const wanted = (operation: string) => !onlyOperation || operation === onlyOperation;

describe('fuzz from the OpenAPI contract', () => {
  let t: TestApp;
  let owner: FixtureUser;
  let other: FixtureUser;

  beforeAll(async () => {
    t = await createTestApp({ env: limitsOutOfTheWay });
    owner = await createUserWithData(t);
    other = await createUserWithData(t);
  });
  afterAll(() => t?.close());

  /**
   * After a request that wrote: it may have ended a fixture's session (logout) or plan (cancel),
   * or started a world in the background. Restore them, so later requests still reach the code
   * behind the session and plan checks, and let background work finish before the next digest.
   */
  async function restoreFixtures() {
    for (const user of [owner, other]) {
      if (!(await t.app.authService.authenticate(user.token))) user.token = await mintSession(t, user.userId);
      const plan = await t.app.entitlements.activePlanOf(user.userId);
      if (!plan || plan.planType === 'free') {
        // The demo checkout is limited per user per hour; the fuzz may have used it up.
        await buyDemoPlan(t, user.token).catch(() => grantPlan(t, user.userId, 'legend-plan'));
      }
    }
    await waitUntilIdle(t);
  }

  it(`answers every mutated request deliberately and never writes on a rejection (seed ${seed})`, async (context) => {
    console.info(`contract fuzz: seed ${seed} (replay with RELIABILITY_SEED=${seed})`);
    const started = Date.now();
    const runner = await createFuzzRunner({
      testApp: t,
      tokenOf: (identity) =>
        identity === 'owner' ? owner.token : identity === 'other' ? other.token : undefined,
      restoreFixtures,
      writesAllowedOnRejection,
      pageOperations,
    });
    const allOperations = operationsOf(t.app.swagger());
    const operations = allOperations.filter((operation) => wanted(operation.key));
    // Replaying the PayPal pass's counterexample: nothing to do here.
    if (onlyOperation && operations.length === 0) context.skip();
    expect(operations.length, 'operations in the OpenAPI document').toBeGreaterThan(0);
    const ids: KnownIds = {
      owner: [
        owner.userId,
        owner.completedQuestionnaireId,
        owner.inProgressQuestionnaireId,
        owner.subscriptionId,
        owner.providerSubscriptionId,
        owner.worldId,
      ],
      other: [
        other.userId,
        other.completedQuestionnaireId,
        other.subscriptionId,
        other.providerSubscriptionId,
        other.worldId,
      ],
      emails: [owner.email, other.email],
    };
    const numRuns = Math.ceil(minimumRequests / allOperations.length);

    const failures: string[] = [];
    for (const operation of operations) {
      const operationStarted = Date.now();
      const failure = await runner.fuzz(operation.key, requestArbitrary(operation, ids), {
        seed,
        numRuns,
        path: replayPath,
      });
      if (failure) failures.push(failure);
      // Progress as it goes: the whole pass has a time limit, and a slow operation should be named.
      console.info(`  ${operation.key}: ${((Date.now() - operationStarted) / 1000).toFixed(1)} s`);
    }
    console.info(runner.report(`contract fuzz (seed ${seed})`, (Date.now() - started) / 1000));

    expect(failures.length, failures.join('\n\n')).toBe(0);
    for (const operation of operations) {
      expect(runner.requestsFor(operation.key), operation.key).toBeGreaterThan(0);
    }
    if (!onlyOperation) expect(runner.totalRequests()).toBeGreaterThanOrEqual(minimumRequests);
  });
});

describe('fuzz of the PayPal webhook with PayPal configured', () => {
  const operation = 'POST /api/payments/webhooks/paypal (PayPal configured)';
  let paypal: FakePaypal;
  let t: TestApp;

  beforeAll(async () => {
    paypal = await startFakePaypal();
    t = await createTestApp({ env: { ...paypal.env(), ...limitsOutOfTheWay } });
  });
  afterAll(async () => {
    await t?.close();
    await paypal?.close();
  });

  /** A subscription approved at the (fake) PayPal for `userId`, as its checkout would leave it. */
  function approvedAtPaypal(id: string, userId: string, status = 'ACTIVE') {
    paypal.subscriptions.set(id, {
      id,
      status,
      plan_id: fakePaypalCredentials.planIds['visionary-plan'],
      custom_id: t.app.paypalCustomIds.sign(userId),
      billing_info: { next_billing_time: '2031-01-01T10:00:00Z' },
    });
  }

  it.skipIf(!wanted(operation))(
    `answers every delivery deliberately and never writes on a rejection (seed ${seed})`,
    async () => {
      const started = Date.now();
      const buyer = await registerUser(t);
      // One recorded through the API, one the browser never saved (adopted by its webhook), one
      // suspended, one for a user who does not exist.
      approvedAtPaypal('I-RECORDED', buyer.userId);
      const recorded = await t.app.inject({
        method: 'POST',
        url: '/api/payments/subscriptions',
        headers: bearer(buyer.token),
        payload: { planId: 'visionary-plan', paypalSubscriptionId: 'I-RECORDED' },
      });
      expect(recorded.statusCode, recorded.body).toBe(201);
      approvedAtPaypal('I-UNSAVED', buyer.userId);
      approvedAtPaypal('I-SUSPENDED', buyer.userId, 'SUSPENDED');
      approvedAtPaypal('I-NOBODY', '00000000-0000-4000-8000-000000000000');

      const runner = await createFuzzRunner({
        testApp: t,
        tokenOf: () => undefined,
        restoreFixtures: () => waitUntilIdle(t),
        writesAllowedOnRejection,
      });
      const failure = await runner.fuzz(
        operation,
        paypalWebhookArbitrary(['I-RECORDED', 'I-UNSAVED', 'I-SUSPENDED', 'I-NOBODY']),
        { seed, numRuns: paypalWebhookRuns, path: replayPath },
      );
      console.info(runner.report(`PayPal webhook fuzz (seed ${seed})`, (Date.now() - started) / 1000));
      expect(failure, failure ?? '').toBeNull();
      expect(runner.requestsFor(operation)).toBeGreaterThanOrEqual(paypalWebhookRuns);
    },
  );
});
