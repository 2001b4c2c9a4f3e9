import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  contactMessages,
  demoSubscriptions,
  dreamWorlds,
  jobs,
  questionnaires,
  sessions,
  subscriptions,
  transactions,
  users,
} from '#server/db/schema';

/** Everything stored about one user, and its removal. */
export function createAccountRepository(db: Database) {
  return {
    async exportData(userId: string) {
      const [
        sessionRows,
        questionnaireRows,
        subscriptionRows,
        transactionRows,
        contactRows,
        demoRows,
        worldRows,
      ] = await Promise.all([
        db
          .select({
            createdAt: sessions.createdAt,
            expiresAt: sessions.expiresAt,
            revokedAt: sessions.revokedAt,
            userAgent: sessions.userAgent,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(asc(sessions.createdAt)),
        db
          .select()
          .from(questionnaires)
          .where(eq(questionnaires.userId, userId))
          .orderBy(asc(questionnaires.createdAt)),
        db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.userId, userId))
          .orderBy(asc(subscriptions.createdAt)),
        db
          .select()
          .from(transactions)
          .where(eq(transactions.userId, userId))
          .orderBy(asc(transactions.createdAt)),
        db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.userId, userId))
          .orderBy(asc(contactMessages.createdAt)),
        db
          .select()
          .from(demoSubscriptions)
          .where(eq(demoSubscriptions.userId, userId))
          .orderBy(asc(demoSubscriptions.createdAt)),
        db.select().from(dreamWorlds).where(eq(dreamWorlds.userId, userId)).orderBy(asc(dreamWorlds.version)),
      ]);
      return {
        sessionRows,
        questionnaireRows,
        subscriptionRows,
        transactionRows,
        contactRows,
        demoRows,
        worldRows,
      };
    },

    /**
     * Deletes the user; the foreign keys cascade to sessions, tokens, questionnaires, subscriptions,
     * transactions, demo subscriptions and dream worlds. Contact messages only lose their user link
     * by schema (support keeps what it was sent), so they are deleted here explicitly, and so are
     * background jobs, whose payload (e.g. a world's answers) names the user (decision 0024).
     */
    async deleteUser(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
        await tx.delete(jobs).where(sql`${jobs.payload} ->> 'userId' = ${userId}`);
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
