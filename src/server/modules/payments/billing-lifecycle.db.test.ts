import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs, subscriptions, transactions, userTransactionTotals } from '#server/db/schema';
import { createJobStore } from '#server/jobs/job-store';
import { setupTestApp } from '#server/test/app-fixture';
import { bearer, readOutbox, registerUser } from '#server/test/test-app';
import { reconcileQueue } from './reconcile-job';
import { createPaymentsRepository } from './repository';
import {
  type FakePaypalSubscription,
  fakePaypalCredentials,
  webhookHeaders,
} from './test/fake-paypal-server';
import { setupFakePaypal } from './test/paypal-fixture';
import { trialKeyOf } from './trial-memory';

/**
 * The life of a PayPal subscription against the PayPal stand-in (docs/decisions/0055–0059): price
 * checks, trials, revisions, renewals, failures, refunds, webhooks out of order, the reconcile job,
 * the student price, and how many PayPal calls a user can cause.
 */

const paypal = setupFakePaypal();
const t = setupTestApp(() => ({ env: paypal.env() }));
let counter = 0;
beforeEach(() => {
  paypal.failing = false;
});

const plans = fakePaypalCredentials.planVariants;
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();
const paid = (value: string) => ({ amount: { currency_code: 'USD', value }, time: new Date().toISOString() });

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** What PayPal holds after the buyer approved `plan_id` in the button (signed custom_id). */
function seed(
  userId: string,
  fields: Partial<FakePaypalSubscription> & { billing_info?: Record<string, unknown> },
) {
  counter += 1;
  const id = `I-LIFE${Date.now().toString(36).toUpperCase()}${counter}`;
  paypal.subscriptions.set(id, {
    id,
    status: 'ACTIVE',
    plan_id: plans['visionary-plan/standard/trial'],
    custom_id: t.app.paypalCustomIds.sign(userId),
    billing_info: {
      next_billing_time: inDays(14),
      cycle_executions: [{ tenure_type: 'TRIAL', sequence: 1, cycles_completed: 0, total_cycles: 1 }],
    },
    ...fields,
  });
  return id;
}
const setRemoteStatus = (id: string, status: string) => {
  const remote = paypal.subscriptions.get(id);
  if (!remote) throw new Error(`no subscription ${id} at the stand-in`);
  remote.status = status;
};
const save = (token: string, id: string, planId = 'visionary-plan') =>
  post('/api/payments/subscriptions', token, { planId, paypalSubscriptionId: id });

const webhook = (event: Record<string, unknown>) => {
  const raw = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paypal',
    headers: webhookHeaders(raw),
    payload: raw,
  });
};
let eventCounter = 0;
const subscriptionEvent = (type: string, id: string) => {
  eventCounter += 1;
  return { id: `WH-L-${eventCounter}-${id}`, event_type: `BILLING.SUBSCRIPTION.${type}`, resource: { id } };
};
const saleEvent = (id: string, saleId: string, total: string, currency = 'USD') => ({
  id: `WH-SALE-${saleId}`,
  event_type: 'PAYMENT.SALE.COMPLETED',
  resource: { id: saleId, billing_agreement_id: id, amount: { total, currency } },
});
const refundEvent = (saleId: string, refundId: string, total: string) => ({
  id: `WH-REFUND-${refundId}`,
  event_type: 'PAYMENT.SALE.REFUNDED',
  resource: { id: refundId, sale_id: saleId, amount: { total, currency: 'USD' } },
});

const ledgerOf = async (userId: string) =>
  (await t.database.db.select().from(transactions).where(eq(transactions.userId, userId)))
    .map((row) => [row.transactionId, row.amountCents, row.status])
    .sort();
const spentOf = async (userId: string) => {
  const [row] = await t.database.db
    .select()
    .from(userTransactionTotals)
    .where(eq(userTransactionTotals.userId, userId));
  return row?.spentCents ?? 0;
};
const planOf = async (userId: string) => (await t.app.entitlements.activePlanOf(userId))?.planId ?? null;

describe('the server checks the money, not only the plan', () => {
  it('refuses a subscription whose plan was overridden at $0.01, grants nothing and stops it at PayPal', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId, {
      plan_id: plans['legend-plan/standard/no-trial'],
      plan_overridden: true,
      billing_info: { next_billing_time: inDays(30), last_payment: paid('0.01') },
    });
    const response = await save(user.token, id, 'legend-plan');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors?.[0]?.field ?? response.json().message).toMatch(/paypalSubscriptionId/);
    expect(await planOf(user.userId)).toBeNull();
    expect(await ledgerOf(user.userId)).toEqual([]);
    expect(paypal.subscriptions.get(id)?.status).toBe('CANCELLED');
  });

  it('refuses a wrong amount or currency even without an override, and a plan that is not ours', async () => {
    const user = await registerUser(t);
    const cheap = seed(user.userId, {
      plan_id: plans['legend-plan/standard/no-trial'],
      billing_info: { next_billing_time: inDays(30), last_payment: paid('14.99') },
    });
    expect((await save(user.token, cheap, 'legend-plan')).statusCode).toBe(400);
    const euros = seed(user.userId, {
      plan_id: plans['visionary-plan/standard/no-trial'],
      billing_info: {
        next_billing_time: inDays(30),
        last_payment: { amount: { currency_code: 'EUR', value: '14.99' } },
      },
    });
    expect((await save(user.token, euros)).statusCode).toBe(400);
    const foreign = seed(user.userId, { plan_id: 'P-SOMEONE-ELSES' });
    expect((await save(user.token, foreign)).statusCode).toBe(400);
    expect(await planOf(user.userId)).toBeNull();
  });

  it('refuses a webhook sale at the wrong amount; records the right one once', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId, {});
    expect((await save(user.token, id)).statusCode).toBe(201);
    await webhook(saleEvent(id, `S-LOW-${id}`, '0.01'));
    await webhook(saleEvent(id, `S-EUR-${id}`, '14.99', 'EUR'));
    expect(await ledgerOf(user.userId)).toEqual([]);
    await webhook(saleEvent(id, `S-OK-${id}`, '14.99'));
    await webhook(saleEvent(id, `S-OK-${id}`, '14.99'));
    expect(await ledgerOf(user.userId)).toEqual([[`sub-${id}`, 1499, 'completed']]);
  });
});

describe('trials', () => {
  it('unlocks the plan, charges nothing, shows when the trial ends; one trial per account', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId, {});
    const saved = (await save(user.token, id)).json().data.subscription;
    expect(saved).toMatchObject({ status: 'active', planId: 'visionary-plan' });
    expect(Date.parse(saved.trialEndsAt)).toBeGreaterThan(Date.now() + 13 * 24 * 3600_000);
    expect(await planOf(user.userId)).toBe('visionary-plan');
    expect(
      (await get(`/api/payments/subscriptions/${id}/verify`, user.token)).json().data.database.isInTrial,
    ).toBe(true);
    expect(await ledgerOf(user.userId)).toEqual([]);
    expect(await spentOf(user.userId)).toBe(0);
    expect(
      (await post('/api/payments/transactions', user.token, { paypalSubscriptionId: id })).statusCode,
    ).toBe(409);

    // Cancelling in the trial charges nothing.
    expect((await post(`/api/payments/subscriptions/${id}/cancel`, user.token, {})).statusCode).toBe(200);
    expect(paypal.subscriptions.get(id)?.status).toBe('CANCELLED');
    expect(await ledgerOf(user.userId)).toEqual([]);

    // The offer, and the PayPal plans handed to the button, no longer include a trial.
    expect((await get('/api/payments/offer', user.token)).json().data).toMatchObject({ trialDays: 0 });
    const checkout = (await get('/api/payments/paypal/custom-id', user.token)).json().data;
    expect(checkout.planIds['legend-plan']).toBe(plans['legend-plan/standard/no-trial']);
    // A second trial bought anyway (the old plan id) is refused.
    const again = seed(user.userId, { plan_id: plans['legend-plan/standard/trial'] });
    expect((await save(user.token, again, 'legend-plan')).statusCode).toBe(400);
    // Cancelled in the trial, the plan is kept until the trial's end (decision 0105).
    expect(await planOf(user.userId)).toBe('visionary-plan');
  });
});

describe('plan changes at the next billing cycle', () => {
  it('revises the one subscription; the new plan is booked for the next cycle, then applies', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId, {
      plan_id: plans['visionary-plan/standard/no-trial'],
      billing_info: { next_billing_time: inDays(20), last_payment: paid('14.99') },
    });
    await t.database.db
      .update(subscriptions)
      .set({ trialEndsAt: new Date() })
      .where(eq(subscriptions.userId, user.userId));
    expect((await save(user.token, id)).statusCode).toBe(201);
    const change = await post(`/api/payments/subscriptions/${id}/change`, user.token, {
      planId: 'legend-plan',
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().data.approveUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\//);
    expect(paypal.revisions.get(id)).toBe(plans['legend-plan/standard/no-trial']);

    paypal.approveRevision(id);
    const verified = (await get(`/api/payments/subscriptions/${id}/verify`, user.token)).json().data
      .subscription;
    expect(verified).toMatchObject({ planId: 'visionary-plan', pendingPlanId: 'legend-plan' });
    expect(Date.parse(verified.pendingPlanAt)).toBeGreaterThan(Date.now() + 19 * 24 * 3600_000);
    // Still Visionary until the Legend cycle starts (and is paid); one subscription, one charge.
    expect(await planOf(user.userId)).toBe('visionary-plan');
    expect((await get('/api/payments/subscriptions', user.token)).json().data.subscriptions).toHaveLength(1);
    expect(await ledgerOf(user.userId)).toEqual([[`sub-${id}`, 1499, 'completed']]);

    // The next cycle: PayPal charges the Legend price, which is accepted during the change.
    await t.database.db
      .update(subscriptions)
      .set({ pendingPlanAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.userId));
    expect(await planOf(user.userId)).toBe('legend-plan');
    await webhook(saleEvent(id, `S-L-${id}`, '34.99'));
    await t.app.paymentsService.reconcileAll();
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.userId));
    expect(row).toMatchObject({
      planId: 'legend-plan',
      planName: 'Legend',
      pendingPlanId: null,
      priceCents: 3499,
    });
    expect(await spentOf(user.userId)).toBe(1499 + 3499);
  });
});

describe('a plan change in the free trial at PayPal', () => {
  it('applies at once even when PayPal, after the revision, no longer reports the trial', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId, {});
    expect((await save(user.token, id)).statusCode).toBe(201);
    const change = await post(`/api/payments/subscriptions/${id}/change`, user.token, {
      planId: 'legend-plan',
    });
    expect(change.statusCode).toBe(200);
    paypal.approveRevision(id);
    // The revised plan has no trial cycle: PayPal may show only its regular cycle, still unbilled,
    // with the first charge at the trial's end.
    const remote = paypal.subscriptions.get(id);
    if (!remote) throw new Error('the stand-in lost the subscription');
    remote.billing_info = {
      next_billing_time: inDays(14),
      cycle_executions: [{ tenure_type: 'REGULAR', sequence: 1, cycles_completed: 0, total_cycles: 0 }],
    };
    const verified = (await get(`/api/payments/subscriptions/${id}/verify`, user.token)).json().data
      .subscription;
    expect(verified).toMatchObject({ planId: 'legend-plan', planName: 'Legend', pendingPlanId: null });
    expect(verified.trialEndsAt).not.toBeNull();
    expect(await planOf(user.userId)).toBe('legend-plan');
    expect(await ledgerOf(user.userId)).toEqual([]);
  });
});

describe('the whole life of a subscription', () => {
  it('renewal, failed payment, suspension, re-activation, refund and expiry, each once, in any order', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId, {});
    await save(user.token, id);
    // Trial over: first charge, then a renewal; duplicates change nothing.
    await webhook(saleEvent(id, `S1-${id}`, '14.99'));
    await webhook(saleEvent(id, `S2-${id}`, '14.99'));
    await webhook(saleEvent(id, `S2-${id}`, '14.99'));
    expect(await spentOf(user.userId)).toBe(2998);

    // A failed payment is shown, nothing counted; PayPal suspends after it.
    await webhook(subscriptionEvent('PAYMENT.FAILED', id));
    setRemoteStatus(id, 'SUSPENDED');
    const suspended = subscriptionEvent('SUSPENDED', id);
    await webhook(suspended);
    expect(await planOf(user.userId)).toBeNull();
    // A late ACTIVATED (older than the suspension) changes nothing: PayPal says SUSPENDED.
    await webhook(subscriptionEvent('ACTIVATED', id));
    expect(await planOf(user.userId)).toBeNull();
    // Re-activated at PayPal: the plan is back.
    setRemoteStatus(id, 'ACTIVE');
    await webhook(subscriptionEvent('RE-ACTIVATED', id));
    expect(await planOf(user.userId)).toBe('visionary-plan');

    // A refund of the renewal: its own negative row; Total Spent is what PayPal kept.
    await webhook(refundEvent(`S2-${id}`, `R1-${id}`, '14.99'));
    await webhook(refundEvent(`S2-${id}`, `R1-${id}`, '14.99'));
    expect(await spentOf(user.userId)).toBe(1499);
    const ledger = await ledgerOf(user.userId);
    expect(ledger.filter((row) => row[2] === 'failed')).toHaveLength(1);
    expect(ledger.filter((row) => row[2] === 'refunded')).toEqual([[`refund-R1-${id}`, -1499, 'refunded']]);

    setRemoteStatus(id, 'EXPIRED');
    await webhook(subscriptionEvent('EXPIRED', id));
    expect(await planOf(user.userId)).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.userId));
    expect(row?.status).toBe('expired');
  });

  it('the reconcile job fixes a missed webhook: a suspension and a charge nobody announced', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId, {});
    await save(user.token, id);
    paypal.transactions.set(id, [
      {
        id: `TX-MISSED-${id}`,
        status: 'COMPLETED',
        amount_with_breakdown: { gross_amount: { currency_code: 'USD', value: '14.99' } },
        time: new Date().toISOString(),
      },
      {
        id: `TX-CHEAP-${id}`,
        status: 'COMPLETED',
        amount_with_breakdown: { gross_amount: { currency_code: 'USD', value: '0.01' } },
        time: new Date().toISOString(),
      },
    ]);
    setRemoteStatus(id, 'SUSPENDED');
    await t.app.paymentsService.reconcileAll();
    expect(await planOf(user.userId)).toBeNull();
    expect(await ledgerOf(user.userId)).toEqual([[`sub-${id}`, 1499, 'completed']]);
    await t.app.paymentsService.reconcileAll();
    expect(await ledgerOf(user.userId)).toEqual([[`sub-${id}`, 1499, 'completed']]);
  });
});

describe('the daily reconcile job', () => {
  it('is enqueued once a day whatever the number of instances, and a worker runs it', async () => {
    const repository = createPaymentsRepository(t.database.db, trialKeyOf(t.config.jwtSecret));
    const store = createJobStore(t.database.db);
    const day = '2030-01-01';
    const claims = await Promise.all(
      [1, 2, 3].map(() =>
        repository.claimDailyRun('payments-reconcile', day, (tx) =>
          store.enqueue(tx, reconcileQueue, { day }, 3),
        ),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // The app's worker claims and finishes it (finished jobs are deleted).
    const queued = () => t.database.db.$count(jobs, eq(jobs.queue, reconcileQueue));
    for (let waited = 0; (await queued()) > 0 && waited < 100; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await queued()).toBe(0);
  });
});

describe('mails', () => {
  it('a receipt for every recorded charge, and one notice before a trial ends', async () => {
    const user = await registerUser(t);
    const id = seed(user.userId, {});
    await save(user.token, id);
    await webhook(saleEvent(id, `S-MAIL-${id}`, '14.99'));
    await webhook(saleEvent(id, `S-MAIL-${id}`, '14.99'));
    await webhook(saleEvent(id, `S-MAIL-LOW-${id}`, '0.01'));
    const mine = async () => (await readOutbox(t)).filter((message) => message.to === user.email);
    const receipts = (await mine()).filter((message) =>
      message.subject.startsWith('Your Dream Life receipt'),
    );
    expect(receipts.map((message) => message.subject)).toEqual(['Your Dream Life receipt: $14.99 USD']);

    // Two days before the trial's end (as PayPal reports it), the reconcile sends the notice, once.
    const remote = paypal.subscriptions.get(id);
    if (remote?.billing_info) remote.billing_info.next_billing_time = inDays(2);
    await t.app.paymentsService.reconcileAll();
    await t.app.paymentsService.reconcileAll();
    const notices = (await mine()).filter((message) => message.subject === 'Your Dream Life trial ends soon');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('$14.99 USD a month');
  });
});

describe('student discount', () => {
  it('the student price is accepted for the account support granted it to, and only that one', async () => {
    const student = await registerUser(t);
    const other = await registerUser(t);
    expect(await t.app.paymentsService.grantStudentDiscount(student.email, 'student card seen')).toBe(true);
    expect((await get('/api/payments/offer', student.token)).json().data).toMatchObject({
      priceKind: 'student',
      prices: { 'visionary-plan': 7.49, 'legend-plan': 17.49 },
    });
    const studentPlans = (await get('/api/payments/paypal/custom-id', student.token)).json().data.planIds;
    expect(studentPlans['legend-plan']).toBe(plans['legend-plan/student/trial']);

    const borrowed = seed(other.userId, { plan_id: plans['legend-plan/student/trial'] });
    expect((await save(other.token, borrowed, 'legend-plan')).statusCode).toBe(400);
    expect(await planOf(other.userId)).toBeNull();

    const own = seed(student.userId, { plan_id: plans['legend-plan/student/trial'] });
    expect((await save(student.token, own, 'legend-plan')).statusCode).toBe(201);
    await webhook(saleEvent(own, `S-ST-${own}`, '17.49'));
    await webhook(saleEvent(own, `S-FULL-${own}`, '8.00'));
    expect(await ledgerOf(student.userId)).toEqual([[`sub-${own}`, 1749, 'completed']]);
  });
});

describe('PayPal calls are bounded', () => {
  it('400 random ids cost at most the per-user limit of PayPal calls; a polled id is read once', async () => {
    const user = await registerUser(t);
    const lookups = () =>
      paypal.calls.filter((call) => call.path.startsWith('/v1/billing/subscriptions/')).length;
    const before = lookups();
    const statuses = new Set<number>();
    for (let index = 0; index < 400; index += 1) {
      const response = await save(user.token, `I-RANDOM${index}X${counter}`);
      statuses.add(response.statusCode);
    }
    expect(statuses).toEqual(new Set([404, 429]));
    expect(lookups() - before).toBeLessThanOrEqual(20);

    const poller = await registerUser(t);
    const id = seed(poller.userId, {});
    await save(poller.token, id);
    const afterSave = lookups();
    for (let index = 0; index < 5; index += 1) {
      expect((await get(`/api/payments/subscriptions/${id}/verify`, poller.token)).statusCode).toBe(200);
    }
    expect(lookups() - afterSave).toBeLessThanOrEqual(1);
  });
});
