import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  affirmationDoubts,
  contactMessages,
  demoSubscriptions,
  dreamWorlds,
  jobs,
  ownAffirmations,
  paymentDiscounts,
  pendingRegistrations,
  practiceCheckIns,
  practiceFreezes,
  practicePlans,
  practicePushSubscriptions,
  practiceReminderSends,
  practiceReviews,
  practiceSettings,
  questionnaires,
  sessions,
  subscriptions,
  transactions,
  users,
} from '#server/db/schema';

/** Rows per read of the collections that can be large: the export holds one page at a time. */
const EXPORT_PAGE_ROWS = 20;

/** Reads `read(after)` page by page until a short page; `after` is the last row of the page before. */
async function* paged<Row>(read: (after: Row | undefined) => Promise<Row[]>): AsyncGenerator<Row> {
  let after: Row | undefined;
  for (;;) {
    const page = await read(after);
    yield* page;
    if (page.length < EXPORT_PAGE_ROWS) return;
    after = page.at(-1);
  }
}

/**
 * Pages are keyed by id alone: a timestamp read back into a JS Date loses Postgres's microseconds,
 * so a key on created_at met the same rows again and the export never ended.
 *
 * Everything stored about one user, read for the export a collection (and a page) at a time, and its removal. */
export function createAccountRepository(db: Database) {
  return {
    sessions: (userId: string) =>
      db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          lastSeenAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),

    questionnaires: (userId: string) =>
      paged<typeof questionnaires.$inferSelect>((after) =>
        db
          .select()
          .from(questionnaires)
          .where(and(eq(questionnaires.userId, userId), after ? gt(questionnaires.id, after.id) : undefined))
          .orderBy(asc(questionnaires.id))
          .limit(EXPORT_PAGE_ROWS),
      ),

    subscriptions: (userId: string) =>
      db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(asc(subscriptions.createdAt)),

    transactions: (userId: string) =>
      paged<typeof transactions.$inferSelect>((after) =>
        db
          .select()
          .from(transactions)
          .where(and(eq(transactions.userId, userId), after ? gt(transactions.id, after.id) : undefined))
          .orderBy(asc(transactions.id))
          .limit(EXPORT_PAGE_ROWS),
      ),

    paymentDiscounts: (userId: string) =>
      db.select().from(paymentDiscounts).where(eq(paymentDiscounts.userId, userId)),

    affirmationDoubts: (userId: string) =>
      db
        .select()
        .from(affirmationDoubts)
        .where(eq(affirmationDoubts.userId, userId))
        .orderBy(asc(affirmationDoubts.scope), asc(affirmationDoubts.position)),

    contactMessages: (userId: string) =>
      db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.userId, userId))
        .orderBy(asc(contactMessages.createdAt)),

    demoCheckouts: (userId: string) =>
      db
        .select()
        .from(demoSubscriptions)
        .where(eq(demoSubscriptions.userId, userId))
        .orderBy(asc(demoSubscriptions.createdAt)),

    dreamWorlds: (userId: string) =>
      paged<typeof dreamWorlds.$inferSelect>((after) =>
        db
          .select()
          .from(dreamWorlds)
          .where(
            and(eq(dreamWorlds.userId, userId), after ? gt(dreamWorlds.version, after.version) : undefined),
          )
          .orderBy(asc(dreamWorlds.version))
          .limit(EXPORT_PAGE_ROWS),
      ),

    // Daily practice (docs/product.md §10). Check-ins grow by one a day: paged like the others.
    practicePlans: (userId: string) =>
      db
        .select()
        .from(practicePlans)
        .where(eq(practicePlans.userId, userId))
        .orderBy(asc(practicePlans.createdAt)),

    practiceCheckIns: (userId: string) =>
      paged<typeof practiceCheckIns.$inferSelect>((after) =>
        db
          .select()
          .from(practiceCheckIns)
          .where(
            and(eq(practiceCheckIns.userId, userId), after ? gt(practiceCheckIns.day, after.day) : undefined),
          )
          .orderBy(asc(practiceCheckIns.day))
          .limit(EXPORT_PAGE_ROWS),
      ),

    practiceFreezes: (userId: string) =>
      db
        .select()
        .from(practiceFreezes)
        .where(eq(practiceFreezes.userId, userId))
        .orderBy(asc(practiceFreezes.day)),

    practiceReviews: (userId: string) =>
      db
        .select()
        .from(practiceReviews)
        .where(eq(practiceReviews.userId, userId))
        .orderBy(asc(practiceReviews.weekStart)),

    practiceSettings: (userId: string) =>
      db.select().from(practiceSettings).where(eq(practiceSettings.userId, userId)),

    // Own affirmations (decision 0118): at most 50 a user, one read.
    ownAffirmations: (userId: string) =>
      db
        .select()
        .from(ownAffirmations)
        .where(eq(ownAffirmations.userId, userId))
        .orderBy(asc(ownAffirmations.position), asc(ownAffirmations.createdAt)),

    practicePushSubscriptions: (userId: string) =>
      db
        .select()
        .from(practicePushSubscriptions)
        .where(eq(practicePushSubscriptions.userId, userId))
        .orderBy(asc(practicePushSubscriptions.createdAt)),

    practiceRemindersSent: (userId: string) =>
      paged<typeof practiceReminderSends.$inferSelect>((after) =>
        db
          .select()
          .from(practiceReminderSends)
          .where(
            and(
              eq(practiceReminderSends.userId, userId),
              after
                ? sql`(${practiceReminderSends.day}, ${practiceReminderSends.kind}) > (${after.day}, ${after.kind})`
                : undefined,
            ),
          )
          .orderBy(asc(practiceReminderSends.day), asc(practiceReminderSends.kind))
          .limit(EXPORT_PAGE_ROWS),
      ),

    /**
     * Deletes the user; the foreign keys cascade to sessions, tokens, questionnaires, subscriptions,
     * transactions, demo subscriptions, discounts, affirmation doubts, dream worlds and every practice table (plans, check-ins,
     * freezes, reviews, settings, push subscriptions, reminders sent). Contact messages only lose their user link
     * by schema (support keeps what it was sent), so they are deleted here explicitly, and so are
     * background jobs, whose payload (e.g. a world's answers, a reminder to send) names the user
     * (decision 0024).
     */
    async deleteUser(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
        // Sign-ups of the address waiting for their link (an address's, not the account's rows).
        await tx
          .delete(pendingRegistrations)
          .where(
            sql`${pendingRegistrations.email} = (select ${users.email} from ${users} where ${users.id} = ${userId})`,
          );
        await tx.delete(jobs).where(sql`${jobs.payload} ->> 'userId' = ${userId}`);
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
