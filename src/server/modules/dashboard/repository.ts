import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { questionnaires, subscriptions, transactions, users } from '../../db/schema';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cursor is the id of the last row of the previous page; anything else is refused. */
export const isValidCursor = (cursor: string) => uuidPattern.test(cursor);

/**
 * Keyset condition "after the cursor row" in (sortColumn desc, id desc) order. The cursor row's own
 * sort value is read in SQL, so microsecond timestamps are compared exactly (a JavaScript Date
 * would round them to milliseconds and skip or repeat rows).
 */
function after(
  table: PgTable,
  sortColumn: AnyPgColumn,
  idColumn: AnyPgColumn,
  userColumn: AnyPgColumn,
  userId: string,
  cursor: string | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${sortColumn}, ${idColumn}) < (select c.${sql.identifier(sortColumn.name)}, c.id from ${table} c where c.id = ${cursor} and c.${sql.identifier(userColumn.name)} = ${userId})`;
}

/**
 * Dashboard queries: the stats are aggregates computed by the database in one round trip, and
 * each list is one indexed page, so the dashboard costs the same for 1 or 10,000 rows.
 */
export function createDashboardRepository(db: Database) {
  return {
    async stats(userId: string) {
      const [row] = await db
        .select({
          activeSubscriptions:
            sql`(select count(*) from ${subscriptions} where ${subscriptions.userId} = ${userId} and ${subscriptions.status} = 'active')`.mapWith(
              Number,
            ),
          totalQuestionnaires:
            sql`(select count(*) from ${questionnaires} where ${questionnaires.userId} = ${userId})`.mapWith(
              Number,
            ),
          totalTransactions:
            sql`(select count(*) from ${transactions} where ${transactions.userId} = ${userId})`.mapWith(
              Number,
            ),
          totalSpentCents:
            sql`(select coalesce(sum(${transactions.amountCents}), 0) from ${transactions} where ${transactions.userId} = ${userId} and ${transactions.status} = 'completed')`.mapWith(
              Number,
            ),
        })
        .from(users)
        .where(eq(users.id, userId));
      return {
        activeSubscriptions: row?.activeSubscriptions ?? 0,
        totalQuestionnaires: row?.totalQuestionnaires ?? 0,
        totalTransactions: row?.totalTransactions ?? 0,
        totalSpent: (row?.totalSpentCents ?? 0) / 100,
      };
    },

    subscriptionsPage(userId: string, limit: number, cursor?: string) {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            after(
              subscriptions,
              subscriptions.createdAt,
              subscriptions.id,
              subscriptions.userId,
              userId,
              cursor,
            ),
          ),
        )
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(limit + 1);
    },

    transactionsPage(userId: string, limit: number, cursor?: string) {
      return db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, userId),
            after(transactions, transactions.createdAt, transactions.id, transactions.userId, userId, cursor),
          ),
        )
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(limit + 1);
    },

    /** Summaries only: the answers stay in the database; the count of non-blank ones is computed there. */
    questionnairesPage(userId: string, limit: number, cursor?: string) {
      return db
        .select({
          id: questionnaires.id,
          isCompleted: questionnaires.isCompleted,
          currentStep: questionnaires.currentStep,
          answeredCount:
            sql`(select count(*) from jsonb_each_text(${questionnaires.answers}) a where btrim(a.value) <> '')`.mapWith(
              Number,
            ),
          createdAt: questionnaires.createdAt,
          updatedAt: questionnaires.updatedAt,
          completedAt: questionnaires.completedAt,
        })
        .from(questionnaires)
        .where(
          and(
            eq(questionnaires.userId, userId),
            after(
              questionnaires,
              questionnaires.updatedAt,
              questionnaires.id,
              questionnaires.userId,
              userId,
              cursor,
            ),
          ),
        )
        .orderBy(desc(questionnaires.updatedAt), desc(questionnaires.id))
        .limit(limit + 1);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
