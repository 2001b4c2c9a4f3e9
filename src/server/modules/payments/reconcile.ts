import { cycleCents, findPlan } from '#shared/plans';
import type { Activation, AfterCommit } from './activation';
import type { PaymentsContext } from './context';
import type { Ledger } from './ledger';
import { trialEndingMail } from './mails';

const dayMs = 24 * 3600_000;
/** How long before its end a trial gets its notice. */
export const trialNoticeDays = 3;
const pageSize = 100;

/**
 * The daily reconcile (docs/decisions/0059-*.md): every subscription the provider may still bill
 * is read from the provider and its state, plan change and payments brought up to date, so a
 * webhook PayPal never delivered (or that came while this app was down) is made good within a
 * day. Then the notices of trials ending soon go out, each once.
 *
 * (A closure of short functions sharing one context; none of them is over 40 lines.)
 */
export function createReconcile(context: PaymentsContext, activation: Activation, ledger: Ledger) {
  const { repository, provider, log } = context;

  async function reconcileOne(row: Awaited<ReturnType<typeof repository.billableOf>>[number], now: Date) {
    const providerId = row.providerSubscriptionId;
    if (!providerId) return { ended: [], charges: [] } satisfies AfterCommit;
    const remote = await context.reads.fresh(providerId);
    const payments = await provider.listPayments(providerId, new Date(row.createdAt.getTime() - dayMs), now);
    return repository.transaction(async (repo) => {
      const terms = await repo.buyerTerms(row.userId, providerId);
      const synced = remote
        ? await activation.syncWithin(repo, row, remote, terms)
        : { subscription: row, ended: [], charges: [] };
      const charges = [...synced.charges];
      for (const payment of payments) {
        if (payment.status !== 'COMPLETED') continue;
        const charge = await ledger.recordCharge(repo, synced.subscription, payment);
        if (charge) charges.push(charge);
      }
      return { ended: synced.ended, charges };
    });
  }

  /** Claims the trials ending soon and queues their notices, in one transaction: each once. */
  async function sendTrialNotices(now: Date) {
    return repository.transaction(async (repo) => {
      const ending = await repo.claimTrialNotices(new Date(now.getTime() + trialNoticeDays * dayMs));
      for (const row of ending) {
        const contact = await repo.userContact(row.userId);
        const plan = findPlan(row.pendingPlanId ?? row.planId);
        if (!contact || !plan || !row.trialEndsAt || !context.mail) continue;
        const notice = trialEndingMail(
          contact.email,
          {
            planName: plan.name,
            trialEndsAt: row.trialEndsAt,
            amountCents: row.priceCents ?? cycleCents(plan, 'standard'),
            currency: plan.currency,
          },
          `${context.appUrl}/dashboard`,
        );
        await context.mail.enqueue(repo.executor, notice, { userId: row.userId });
      }
      return ending.length;
    });
  }

  /** One pass over every billable subscription of the configured provider; one failure skips one. */
  async function reconcileAll(now = new Date()) {
    let afterId: string | null = null;
    let checked = 0;
    let failed = 0;
    for (;;) {
      const page = await repository.billableOf(provider.name, pageSize, afterId);
      for (const row of page) {
        try {
          const after = await reconcileOne(row, now);
          await activation.afterCommit(after, new Set());
          checked += 1;
        } catch (error) {
          failed += 1;
          log.error({ err: error, subscriptionId: row.id }, 'reconcile of a subscription failed');
        }
      }
      const last = page[page.length - 1];
      if (!last || page.length < pageSize) break;
      afterId = last.id;
    }
    const notices = await sendTrialNotices(now);
    log.info({ checked, failed, notices }, 'payments reconciled');
    return { checked, failed, notices };
  }

  return { reconcileAll };
}
