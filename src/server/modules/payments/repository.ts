import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  paymentDiscounts,
  paymentWebhookEvents,
  type SubscriptionRow,
  type SubscriptionStatus,
  scheduledRuns,
  subscriptions,
  type TransactionRow,
  transactions,
  trialClaims,
  users,
} from '#server/db/schema';
import { isUuid } from '#server/db/uuid';
import type { TrialKeyOf } from './trial-memory';

export interface NewSubscription {
  userId: string;
  planId: string;
  planName: string;
  provider: string;
  providerSubscriptionId: string | null;
  status: SubscriptionStatus;
  nextBillingTime: Date | null;
  trialEndsAt?: Date | null;
  priceCents?: number | null;
}

/** Billing facts a provider read brings up to date. */
export interface BillingUpdate {
  nextBillingTime?: Date | null;
  trialEndsAt?: Date | null;
  pendingPlanId?: string | null;
  pendingPlanAt?: Date | null;
  planId?: string;
  planName?: string;
  priceCents?: number | null;
}

export interface NewTransaction {
  userId: string;
  subscriptionId: string | null;
  transactionId: string;
  amountCents: number;
  paypalOrderId: string | null;
  providerPaymentId: string | null;
  /** 'completed' (default), 'failed' (a declined attempt, 0 spent) or 'refunded' (negative). */
  status?: string;
  currency?: string;
  /** On a refund: the provider payment id of the charge it returns. */
  refundedPaymentId?: string | null;
}

/** Queries for subscriptions, transactions and webhook events. Rules live in the service. */
function createPaymentsQueries(db: Database, trialKeyOf: TrialKeyOf) {
  const trialKeyOfUser = async (userId: string) => {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    return user ? trialKeyOf(user.email) : null;
  };
  return {
    /** The connection or transaction these queries run on (to queue mail in the same one). */
    executor: db,

    /**
     * Serialises plan changes of one user (the row lock is held until the transaction ends), so two
     * activations at once cannot leave the user with two active plans.
     */
    async lockUser(userId: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return rows.length > 0;
    },

    async findByProviderId(
      provider: string,
      providerSubscriptionId: string,
    ): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, provider),
            eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The user's subscription named by our `_id` or by the provider's id; another user's is null. */
    async findForUser(userId: string, id: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            isUuid(id) ? eq(subscriptions.id, id) : eq(subscriptions.providerSubscriptionId, id),
          ),
        )
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    async listForUser(userId: string, limit: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(limit);
    },

    async activeForUser(userId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
    },

    /** Subscriptions a provider may still bill: active, pending (approved) and failed (suspended). */
    async billableForUser(userId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, ['active', 'pending', 'failed']),
          ),
        );
    },

    /** null when a subscription with this provider id exists already (the unique index decides). */
    async insertSubscription(values: NewSubscription): Promise<SubscriptionRow | null> {
      const [row] = await db.insert(subscriptions).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Sets a status; `endDate` for statuses that end the plan. Only from one of `fromStatuses`. */
    async setStatus(
      id: string,
      status: SubscriptionStatus,
      fromStatuses: SubscriptionStatus[],
      extra: {
        endDate?: Date | null;
        nextBillingTime?: Date | null;
        pendingPlanId?: null;
        pendingPlanAt?: null;
      } = {},
    ): Promise<SubscriptionRow | null> {
      const [row] = await db
        .update(subscriptions)
        .set({ status, ...extra, updatedAt: sql`now()` })
        .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, fromStatuses)))
        .returning();
      return row ?? null;
    },

    async setNextBillingTime(id: string, nextBillingTime: Date | null): Promise<void> {
      await db.update(subscriptions).set({ nextBillingTime }).where(eq(subscriptions.id, id));
    },

    async updateBilling(id: string, update: BillingUpdate): Promise<SubscriptionRow | null> {
      const [row] = await db
        .update(subscriptions)
        .set({ ...update, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * What the account may buy: a student discount granted by support, and whether the person had
     * a trial before, on another subscription (`exceptProviderId` aside): of this account, or of
     * any account with this address, deleted since (the keyed hash of `trial_claims`, decision 0105).
     */
    async buyerTerms(userId: string, exceptProviderId: string | null) {
      const [discount] = await db
        .select({ userId: paymentDiscounts.userId })
        .from(paymentDiscounts)
        .where(eq(paymentDiscounts.userId, userId))
        .limit(1);
      const trials = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            isNotNull(subscriptions.trialEndsAt),
            exceptProviderId
              ? sql`${subscriptions.providerSubscriptionId} is distinct from ${exceptProviderId}`
              : undefined,
          ),
        )
        .limit(1);
      const emailKey = await trialKeyOfUser(userId);
      const remembered = emailKey
        ? await db
            .select({ id: trialClaims.providerSubscriptionId })
            .from(trialClaims)
            .where(
              and(
                eq(trialClaims.emailKey, emailKey),
                exceptProviderId
                  ? sql`${trialClaims.providerSubscriptionId} is distinct from ${exceptProviderId}`
                  : undefined,
              ),
            )
            .limit(1)
        : [];
      return {
        studentDiscount: discount !== undefined,
        hadTrial: trials.length > 0 || remembered.length > 0,
      };
    },

    /**
     * Records that this person took a trial with `providerSubscriptionId`, in the transaction that
     * records the subscription: false when another subscription took it first. The primary key on
     * the address's keyed hash decides, so two requests at once cannot both record a trial.
     */
    async claimTrial(userId: string, providerSubscriptionId: string): Promise<boolean> {
      const emailKey = await trialKeyOfUser(userId);
      if (!emailKey) return false;
      await db.insert(trialClaims).values({ emailKey, providerSubscriptionId }).onConflictDoNothing();
      const [claim] = await db
        .select({ id: trialClaims.providerSubscriptionId })
        .from(trialClaims)
        .where(eq(trialClaims.emailKey, emailKey))
        .limit(1);
      return claim?.id === providerSubscriptionId;
    },

    /**
     * Before the account goes: its trials are remembered by the address's keyed hash. Claims are
     * written when a trial is recorded; this covers the trials recorded before claims existed
     * (migration 0010), which the account's own subscriptions alone remembered until now.
     */
    async rememberTrials(userId: string): Promise<void> {
      const emailKey = await trialKeyOfUser(userId);
      if (!emailKey) return;
      const [trial] = await db
        .select({ id: subscriptions.id, providerId: subscriptions.providerSubscriptionId })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.trialEndsAt)))
        .orderBy(subscriptions.createdAt)
        .limit(1);
      if (!trial) return;
      await db
        .insert(trialClaims)
        .values({ emailKey, providerSubscriptionId: trial.providerId ?? trial.id })
        .onConflictDoNothing();
    },

    async userContact(userId: string) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** Every subscription a provider may still bill (active or suspended), for the reconcile job. */
    async billableOf(provider: string, limit: number, afterId: string | null): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, provider),
            inArray(subscriptions.status, ['active', 'failed']),
            afterId ? sql`${subscriptions.id} > ${afterId}` : undefined,
          ),
        )
        .orderBy(subscriptions.id)
        .limit(limit);
    },

    /**
     * Claims the trials ending before `before` whose notice is not sent yet: the update marks them,
     * so with several instances each notice is claimed by one.
     */
    async claimTrialNotices(before: Date): Promise<SubscriptionRow[]> {
      return db
        .update(subscriptions)
        .set({ trialNoticeSentAt: sql`now()` })
        .where(
          and(
            eq(subscriptions.status, 'active'),
            isNull(subscriptions.trialNoticeSentAt),
            isNotNull(subscriptions.trialEndsAt),
            sql`${subscriptions.trialEndsAt} > now()`,
            lte(subscriptions.trialEndsAt, before),
          ),
        )
        .returning();
    },

    /** True for the first caller of the day only (see `claimDailyRun` of the repository). */
    async claimDailyRun(name: string, day: string): Promise<boolean> {
      const rows = await db
        .insert(scheduledRuns)
        .values({ name, runOn: day })
        .onConflictDoNothing()
        .returning({ name: scheduledRuns.name });
      return rows.length > 0;
    },

    /** Support's student discount for the account with this email; false when there is none. */
    async grantDiscount(email: string, note: string | null): Promise<boolean> {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      if (!user) return false;
      await db
        .insert(paymentDiscounts)
        .values({ userId: user.id, note })
        .onConflictDoUpdate({ target: paymentDiscounts.userId, set: { note, grantedAt: sql`now()` } });
      return true;
    },

    /**
     * Ends every active subscription of the user except `keepId`; returns the ended rows. A plan
     * cancelled in its trial and kept until the trial's end (decision 0105) ends now too: the new
     * plan replaces it.
     */
    async endOtherActive(userId: string, keepId: string): Promise<SubscriptionRow[]> {
      await db
        .update(subscriptions)
        .set({ endDate: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'cancelled'),
            sql`${subscriptions.endDate} > now()`,
            sql`${subscriptions.id} <> ${keepId}`,
          ),
        );
      return db
        .update(subscriptions)
        .set({ status: 'cancelled', endDate: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'active'),
            sql`${subscriptions.id} <> ${keepId}`,
          ),
        )
        .returning();
    },

    async findTransaction(transactionId: string): Promise<TransactionRow | null> {
      const [row] = await db
        .select()
        .from(transactions)
        .where(eq(transactions.transactionId, transactionId))
        .limit(1);
      return row ?? null;
    },

    async findTransactionByPayment(providerPaymentId: string): Promise<TransactionRow | null> {
      const [row] = await db
        .select()
        .from(transactions)
        .where(eq(transactions.providerPaymentId, providerPaymentId))
        .limit(1);
      return row ?? null;
    },

    /**
     * The charge a refund returns, locked until the transaction ends (so two refunds of it at once
     * are summed one after the other), with the cents already refunded of it (a positive number).
     */
    async lockChargeForRefund(
      providerPaymentId: string,
    ): Promise<{ charge: TransactionRow; refundedCents: number } | null> {
      const [charge] = await db
        .select()
        .from(transactions)
        .where(
          and(eq(transactions.providerPaymentId, providerPaymentId), eq(transactions.status, 'completed')),
        )
        .limit(1)
        .for('update');
      if (!charge) return null;
      const [refunded] = await db
        .select({ cents: sql<string>`coalesce(sum(-${transactions.amountCents}), 0)` })
        .from(transactions)
        .where(
          and(eq(transactions.refundedPaymentId, providerPaymentId), eq(transactions.status, 'refunded')),
        );
      return { charge, refundedCents: Number(refunded?.cents ?? 0) };
    },

    /** null when the transaction id (or the provider payment id) is recorded already. */
    async insertTransaction(values: NewTransaction): Promise<TransactionRow | null> {
      const [row] = await db.insert(transactions).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Links the first provider payment to the `sub-…` row written at activation. */
    async linkPayment(transactionRowId: string, providerPaymentId: string): Promise<boolean> {
      const rows = await db
        .update(transactions)
        .set({ providerPaymentId })
        .where(and(eq(transactions.id, transactionRowId), isNull(transactions.providerPaymentId)))
        .returning({ id: transactions.id });
      return rows.length > 0;
    },

    async hasWebhookEvent(provider: string, eventId: string): Promise<boolean> {
      const rows = await db
        .select({ eventId: paymentWebhookEvents.eventId })
        .from(paymentWebhookEvents)
        .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)))
        .limit(1);
      return rows.length > 0;
    },

    /** false when this event id was applied before. */
    async recordWebhookEvent(provider: string, eventId: string, eventType: string): Promise<boolean> {
      const rows = await db
        .insert(paymentWebhookEvents)
        .values({ provider, eventId, eventType })
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      return rows.length > 0;
    },

    async userExists(userId: string): Promise<boolean> {
      if (!isUuid(userId)) return false;
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return rows.length > 0;
    },
  };
}
export type PaymentsQueries = ReturnType<typeof createPaymentsQueries>;

export function createPaymentsRepository(db: Database, trialKeyOf: TrialKeyOf) {
  return {
    ...createPaymentsQueries(db, trialKeyOf),
    /**
     * For the first caller of the day only, runs `work` in the transaction that claims the day's
     * run: the daily job is enqueued once across instances, and never claimed without its job.
     */
    claimDailyRun(name: string, day: string, work: (tx: Database) => Promise<unknown>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await createPaymentsQueries(tx as unknown as Database, trialKeyOf).claimDailyRun(
          name,
          day,
        );
        if (claimed) await work(tx as unknown as Database);
        return claimed;
      });
    },
    /** Runs `work` in one database transaction, with the queries bound to it. */
    transaction<T>(work: (inTransaction: PaymentsQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createPaymentsQueries(tx as unknown as Database, trialKeyOf)));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
