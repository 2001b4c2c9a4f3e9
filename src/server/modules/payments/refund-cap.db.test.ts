import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactions, userTransactionTotals } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { bearer, registerUser } from '#server/test/test-app';
import { fakePaypalCredentials, webhookHeaders } from './test/fake-paypal-server';
import { setupFakePaypal } from './test/paypal-fixture';

/**
 * Refunds of one sale never add up to more than the sale (decision 0105, item 6): PayPal sends one
 * PAYMENT.SALE.REFUNDED per partial refund, and a forged or replayed series must not turn "Total
 * Spent" negative or show more money returned than was ever paid.
 */

const paypal = setupFakePaypal();
const t = setupTestApp(() => ({ env: paypal.env() }));
const plans = fakePaypalCredentials.planVariants;

const webhook = (event: Record<string, unknown>) => {
  const raw = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paypal',
    headers: webhookHeaders(raw),
    payload: raw,
  });
};

async function paidSubscription() {
  const user = await registerUser(t);
  const id = `I-REFUNDCAP${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  paypal.subscriptions.set(id, {
    id,
    status: 'ACTIVE',
    plan_id: plans['visionary-plan/standard/no-trial'],
    custom_id: t.app.paypalCustomIds.sign(user.userId),
    billing_info: { next_billing_time: new Date(Date.now() + 30 * 24 * 3600_000).toISOString() },
  });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/payments/subscriptions',
    headers: bearer(user.token),
    payload: { planId: 'visionary-plan', paypalSubscriptionId: id },
  });
  expect(saved.statusCode).toBe(201);
  const sale = `SALE-${id}`;
  const charged = await webhook({
    id: `WH-SALE-${sale}`,
    event_type: 'PAYMENT.SALE.COMPLETED',
    resource: { id: sale, billing_agreement_id: id, amount: { total: '14.99', currency: 'USD' } },
  });
  expect(charged.statusCode).toBe(200);
  return { user, sale };
}

const refund = (sale: string, refundId: string, total: string) =>
  webhook({
    id: `WH-REFUND-${refundId}`,
    event_type: 'PAYMENT.SALE.REFUNDED',
    resource: { id: refundId, sale_id: sale, amount: { total, currency: 'USD' } },
  });

const refundedCents = async (userId: string) =>
  (await t.database.db.select().from(transactions).where(eq(transactions.userId, userId)))
    .filter((row) => row.status === 'refunded')
    .reduce((sum, row) => sum + row.amountCents, 0);

const spentOf = async (userId: string) =>
  (
    await t.database.db.select().from(userTransactionTotals).where(eq(userTransactionTotals.userId, userId))
  )[0]?.spentCents ?? 0;

describe('refunds of one sale', () => {
  it('add up to at most the sale: partial refunds count, the one past the total is cut', async () => {
    const { user, sale } = await paidSubscription();
    for (const [index, total] of ['10.00', '10.00', '10.00'].entries()) {
      expect((await refund(sale, `R${index}-${sale}`, total)).statusCode).toBe(200);
    }
    expect(await refundedCents(user.userId)).toBe(-1499);
    expect(await spentOf(user.userId)).toBe(0);
  });

  it('several at once still stop at the sale', async () => {
    const { user, sale } = await paidSubscription();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => refund(sale, `RP${index}-${sale}`, '5.00')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(await refundedCents(user.userId)).toBe(-1499);
    expect(await spentOf(user.userId)).toBe(0);
  });
});
