import { and, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '#server/db/client';
import { questionnaires, subscriptions, transactions, users, userTransactionTotals } from '#server/db/schema';
import { isUuid } from '#server/db/uuid';
import type { QuestionnaireSummary } from '#shared/dashboard';
import type { Subscription, Transaction } from '#shared/payments';

/** A cursor is the id of the last row of the previous page; anything else is refused. */
export const isValidCursor = (cursor: string) => isUuid(cursor);

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
 * An instant as milliseconds since the epoch, truncated like the drivers' `Date`, and turned into
 * the API's ISO text in JavaScript (`instantsToIso`). It used to be
 * `to_char(… at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`: on PGlite those eight
 * expressions were about a third of the statement's cost, even for a user with no rows.
 */
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)`);

/** Questions with a non-blank answer, counted without sending the answers. */
const answeredCount = (answers: SQL) =>
  sql`(select count(*) from jsonb_each_text(${answers}) a where btrim(a.value) <> '')`;

/**
 * `limit` rows of one user's list, newest first, as a JSON array in the API's shape. The subquery
 * walks the (user_id, sort column) index and stops after `limit` rows.
 */
function firstPageJson(
  table: PgTable,
  sortColumn: string,
  fields: SQL,
  limit: SQLWrapper,
  userId: SQLWrapper,
) {
  const sort = sql.raw(`p.${sortColumn} desc, p.id desc`);
  return sql`(select coalesce(json_agg(json_build_object(${fields}) order by ${sort}), '[]'::json)
    from (select * from ${table} where user_id = ${userId} order by ${sql.raw(sortColumn)} desc, id desc limit ${limit}) p)`;
}

const subscriptionFields = sql`'_id', p.id, 'planId', p.plan_id, 'planName', p.plan_name, 'status', p.status,
  'provider', p.provider, 'paypalSubscriptionId', p.provider_subscription_id,
  'startDate', ${epochMs('p.start_date')}, 'endDate', ${epochMs('p.end_date')},
  'nextBillingTime', ${epochMs('p.next_billing_time')}, 'trialEndsAt', ${epochMs('p.trial_ends_at')},
  'pendingPlanId', p.pending_plan_id, 'pendingPlanAt', ${epochMs('p.pending_plan_at')},
  'createdAt', ${epochMs('p.created_at')}`;

const transactionFields = sql`'_id', p.id, 'transactionId', p.transaction_id,
  'amount', round(p.amount_cents::numeric / 100, 2), 'currency', p.currency, 'status', p.status,
  'paypalOrderId', p.paypal_order_id, 'createdAt', ${epochMs('p.created_at')}`;

const questionnaireFields = sql`'_id', p.id, 'isCompleted', p.is_completed, 'currentStep', p.current_step,
  'answeredCount', ${answeredCount(sql.raw('p.answers'))}, 'createdAt', ${epochMs('p.created_at')},
  'updatedAt', ${epochMs('p.updated_at')}, 'completedAt', ${epochMs('p.completed_at')}`;

/** The instants of one row, as `epochMs` reads them (null stays null). */
type WithEpochMs<Row, Key extends keyof Row> = Omit<Row, Key> & {
  [K in Key]: number | Extract<Row[K], null>;
};

const subscriptionInstants = [
  'startDate',
  'endDate',
  'nextBillingTime',
  'trialEndsAt',
  'pendingPlanAt',
  'createdAt',
] as const;
const transactionInstants = ['createdAt'] as const;
const questionnaireInstants = ['createdAt', 'updatedAt', 'completedAt'] as const;

interface FirstPagesRow {
  stats: FirstPages['stats'];
  subscriptions: WithEpochMs<Subscription, (typeof subscriptionInstants)[number]>[];
  transactions: WithEpochMs<Transaction, (typeof transactionInstants)[number]>[];
  questionnaires: WithEpochMs<QuestionnaireSummary, (typeof questionnaireInstants)[number]>[];
}

/** Each named instant from epoch milliseconds to the ISO text the API writes (`Date#toISOString`). */
function instantsToIso<Row extends object, Out>(rows: Row[], keys: readonly string[]): Out[] {
  return rows.map((row) => {
    const out = { ...row } as Record<string, unknown>;
    for (const key of keys) {
      const value = out[key];
      out[key] = typeof value === 'number' ? new Date(value).toISOString() : value;
    }
    return out as Out;
  });
}

/** What `firstPages` reads: the stats and each list's first `limit + 1` items, in the API's shape. */
export interface FirstPages {
  stats: {
    activeSubscriptions: number;
    totalQuestionnaires: number;
    totalTransactions: number;
    totalSpentCents: number;
  };
  subscriptions: Subscription[];
  transactions: Transaction[];
  questionnaires: QuestionnaireSummary[];
}

const emptyFirstPages: FirstPages = {
  stats: { activeSubscriptions: 0, totalQuestionnaires: 0, totalTransactions: 0, totalSpentCents: 0 },
  subscriptions: [],
  transactions: [],
  questionnaires: [],
};

/**
 * Dashboard queries. Every figure is computed by the database and each list is one indexed page,
 * so the dashboard costs the same for 1 or 10,000 rows. The dashboard itself is ONE statement
 * (decision 0021): on the embedded PGlite each statement has a fixed cost and they run one at a
 * time, so four round trips cost four times one.
 */
export function createDashboardRepository(database: DatabaseHandle) {
  const { db } = database;
  // Prepared once (decision 0117): parsing and planning this statement cost more than running it.
  const userId = sql.placeholder('userId');
  const pageSize = sql.placeholder('pageSize');
  const firstPagesStatement = database.prepareText(
    'dashboard_first_pages',
    db
      .select({
        dashboard: sql<string>`json_build_object(
          'stats', json_build_object(
            'activeSubscriptions', (select count(*) from ${subscriptions} where user_id = ${userId} and status = 'active'),
            'totalQuestionnaires', (select count(*) from ${questionnaires} where user_id = ${userId}),
            'totalTransactions', coalesce(${userTransactionTotals.transactionCount}, 0),
            'totalSpentCents', coalesce(${userTransactionTotals.spentCents}, 0)
          ),
          'subscriptions', ${firstPageJson(subscriptions, 'created_at', subscriptionFields, pageSize, userId)},
          'transactions', ${firstPageJson(transactions, 'created_at', transactionFields, pageSize, userId)},
          'questionnaires', ${firstPageJson(questionnaires, 'updated_at', questionnaireFields, pageSize, userId)}
        )::text`,
      })
      .from(users)
      // Both transaction figures from the trigger-maintained totals row (decision 0035): reading
      // them costs the same at 1 or 10,000 transactions. No row yet: no transactions, so 0 and 0.
      .leftJoin(userTransactionTotals, eq(userTransactionTotals.userId, users.id))
      .where(eq(users.id, sql`${userId}`))
      .getSQL(),
  );
  return {
    /** The stats and the first page (`limit + 1` rows, to tell whether more exist) of each list, from one snapshot. */
    async firstPages(userId: string, limit: number): Promise<FirstPages> {
      const dashboard = await firstPagesStatement({ userId, pageSize: limit + 1 });
      // Text, parsed here: the two drivers would otherwise each apply their own json parser.
      // No row: the account was deleted while the request ran, and everything of it with it.
      if (dashboard === null) return emptyFirstPages;
      const pages = JSON.parse(dashboard) as FirstPagesRow;
      return {
        stats: pages.stats,
        subscriptions: instantsToIso(pages.subscriptions, subscriptionInstants),
        transactions: instantsToIso(pages.transactions, transactionInstants),
        questionnaires: instantsToIso(pages.questionnaires, questionnaireInstants),
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
          answeredCount: answeredCount(sql`${questionnaires.answers}`).mapWith(Number),
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
