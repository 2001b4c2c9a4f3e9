import type { SubscriptionRow, TransactionRow } from '#server/db/schema';
import { findPlan } from '#shared/plans';
import type { PaymentsContext } from './context';
import { receiptMail } from './mails';
import { acceptedCents, paymentProblem } from './price-check';
import type { ProviderPayment } from './providers/provider';
import type { PaymentsQueries } from './repository';

/**
 * The prices a charge of `row` may have: the price it is sold at, and during a booked plan change
 * the new plan's price at the same price kind (the change applies from the next cycle).
 */
export function expectedChargeCents(row: SubscriptionRow): number[] {
  const current = row.priceCents ?? acceptedCents(row.planId, 'standard');
  const plan = findPlan(row.planId);
  const student = plan !== undefined && current === Math.round(plan.studentPrice * 100);
  const expected = [current];
  if (row.pendingPlanId) expected.push(acceptedCents(row.pendingPlanId, student ? 'student' : 'standard'));
  return expected;
}

/**
 * The money side of the service: every charge is checked against the price the subscription is
 * sold at before it is recorded (a wrong amount or currency is logged and recorded nowhere), each
 * provider payment is recorded once (its id is unique), and each recorded charge gets a receipt,
 * queued in the transaction that records it.
 *
 * (A closure of short functions sharing one context; none of them is over 40 lines.)
 */
export function createLedger(context: PaymentsContext) {
  const { log } = context;

  /**
   * Records a completed charge of `row` inside the caller's transaction; null when refused or
   * recorded before. The subscription's first charge links to its `sub-…` row if one was written
   * without a payment id (a record older than the payment's event).
   */
  async function recordCharge(
    repo: PaymentsQueries,
    row: SubscriptionRow,
    payment: Omit<ProviderPayment, 'status'>,
  ): Promise<TransactionRow | null> {
    const problem = paymentProblem(payment, expectedChargeCents(row));
    if (problem) {
      log.error({ subscriptionId: row.id, paymentId: payment.id, problem }, 'payment refused: wrong price');
      return null;
    }
    if (await repo.findTransactionByPayment(payment.id)) return null;
    const first = await repo.findTransaction(`sub-${row.providerSubscriptionId}`);
    if (
      first &&
      first.amountCents === payment.amountCents &&
      (await repo.linkPayment(first.id, payment.id))
    ) {
      return null;
    }
    const charge = await repo.insertTransaction({
      userId: row.userId,
      subscriptionId: row.id,
      transactionId: first ? `sale-${payment.id}` : `sub-${row.providerSubscriptionId}`,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paypalOrderId: row.providerSubscriptionId,
      providerPaymentId: payment.id,
    });
    return queueReceipt(repo, charge, row);
  }

  /**
   * The charge a provider read shows for a subscription just activated (its `last_payment`, which
   * has no payment id): recorded as `sub-…`, and linked to the sale when its event or the reconcile
   * job names it. None in a trial.
   */
  async function recordFirstCharge(
    repo: PaymentsQueries,
    row: SubscriptionRow,
    payment: { amountCents: number; currency: string },
  ): Promise<TransactionRow | null> {
    const problem = paymentProblem(payment, expectedChargeCents(row));
    if (problem || !row.providerSubscriptionId) {
      log.error({ subscriptionId: row.id, problem }, 'first payment refused: wrong price');
      return null;
    }
    const charge = await repo.insertTransaction({
      userId: row.userId,
      subscriptionId: row.id,
      transactionId: `sub-${row.providerSubscriptionId}`,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paypalOrderId: row.providerSubscriptionId,
      providerPaymentId: null,
    });
    return queueReceipt(repo, charge, row);
  }

  /**
   * A refund of a recorded charge: its own row, negative. The refunds of one charge together are
   * at most the charge (decision 0105): PayPal sends one event per partial refund, and whatever
   * would go past the charge's total is cut, so "Total Spent" never shows more money returned than
   * was paid. The charge is locked while its refunds are summed, so refunds at once add up too.
   */
  async function recordRefund(
    repo: PaymentsQueries,
    refund: { id: string; saleId: string; amountCents: number; currency: string },
  ): Promise<TransactionRow | null> {
    if (await repo.findTransactionByPayment(refund.id)) return null;
    const locked = await repo.lockChargeForRefund(refund.saleId);
    if (!locked) {
      log.warn({ refundId: refund.id, saleId: refund.saleId }, 'refund of a payment this app never recorded');
      return null;
    }
    const { charge, refundedCents } = locked;
    const amount = Math.min(Math.abs(refund.amountCents), charge.amountCents - refundedCents);
    if (amount <= 0) {
      log.warn({ refundId: refund.id, saleId: refund.saleId }, 'refund past the charge total: not recorded');
      return null;
    }
    return repo.insertTransaction({
      userId: charge.userId,
      subscriptionId: charge.subscriptionId,
      transactionId: `refund-${refund.id}`,
      amountCents: -amount,
      currency: refund.currency,
      status: 'refunded',
      paypalOrderId: charge.paypalOrderId,
      providerPaymentId: refund.id,
      refundedPaymentId: charge.providerPaymentId,
    });
  }

  /** A payment PayPal could not take: shown in the history, nothing counted as spent. */
  async function recordFailedCharge(repo: PaymentsQueries, row: SubscriptionRow, eventId: string) {
    return repo.insertTransaction({
      userId: row.userId,
      subscriptionId: row.id,
      transactionId: `failed-${eventId}`,
      amountCents: row.priceCents ?? acceptedCents(row.planId, 'standard'),
      status: 'failed',
      paypalOrderId: row.providerSubscriptionId,
      providerPaymentId: null,
    });
  }

  /**
   * Queues the receipt of a charge just recorded, in the same transaction (decision 0105): the
   * charge and its receipt commit together, and the charge is recorded once, so is the receipt.
   */
  async function queueReceipt(repo: PaymentsQueries, charge: TransactionRow | null, row: SubscriptionRow) {
    if (!charge || !context.mail || charge.status !== 'completed' || charge.amountCents <= 0) return charge;
    const contact = await repo.userContact(charge.userId);
    if (!contact) return charge;
    const receipt = receiptMail(
      contact.email,
      {
        planName: row.planName,
        amountCents: charge.amountCents,
        currency: charge.currency,
        paidAt: charge.createdAt,
        reference: charge.transactionId,
      },
      `${context.appUrl}/dashboard`,
    );
    await context.mail.enqueue(repo.executor, receipt, { userId: charge.userId });
    return charge;
  }

  return { recordCharge, recordFirstCharge, recordRefund, recordFailedCharge };
}
export type Ledger = ReturnType<typeof createLedger>;
