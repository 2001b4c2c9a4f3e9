import type { UserRow } from '#server/db/schema';
import { badRequest } from '#server/http-errors';
import { toPublicUser } from '#server/modules/auth';
import { toSubscription, toTransaction } from '#server/modules/payments';
import type { DashboardData, DashboardListName, QuestionnaireSummary } from '#shared/dashboard';
import { dashboardLimits } from '#shared/dashboard';
import { type DashboardRepository, isValidCursor } from './repository';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Rows fetched with `limit + 1`: the extra row only says that another page exists. */
function pageOf<Row, T extends { _id: string }>(rows: Row[], limit: number, map: (row: Row) => T): Page<T> {
  const items = rows.slice(0, limit).map(map);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? last._id : null };
}

const asIs = <T>(item: T) => item;

type QuestionnaireRow = Awaited<ReturnType<DashboardRepository['questionnairesPage']>>[number];
const toQuestionnaireSummary = (row: QuestionnaireRow): QuestionnaireSummary => ({
  _id: row.id,
  isCompleted: row.isCompleted,
  currentStep: row.currentStep,
  answeredCount: row.answeredCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

export function createDashboardService(repository: DashboardRepository) {
  function checkCursor(cursor: string | undefined) {
    if (cursor !== undefined && !isValidCursor(cursor)) throw badRequest('cursor: is invalid');
  }

  async function page(userId: string, list: DashboardListName, limit: number, cursor?: string) {
    checkCursor(cursor);
    switch (list) {
      case 'subscriptions':
        return pageOf(await repository.subscriptionsPage(userId, limit, cursor), limit, toSubscription);
      case 'transactions':
        return pageOf(await repository.transactionsPage(userId, limit, cursor), limit, toTransaction);
      case 'questionnaires':
        return pageOf(
          await repository.questionnairesPage(userId, limit, cursor),
          limit,
          toQuestionnaireSummary,
        );
    }
  }

  return {
    async dashboard(user: UserRow, limit: number = dashboardLimits.pageDefault): Promise<DashboardData> {
      // One statement: the lists arrive in the API's shape, so only the page ends are cut here.
      const first = await repository.firstPages(user.id, limit);
      const subscriptions = pageOf(first.subscriptions, limit, asIs);
      const transactions = pageOf(first.transactions, limit, asIs);
      const questionnaires = pageOf(first.questionnaires, limit, asIs);
      const { totalSpentCents, ...counts } = first.stats;
      return {
        user: toPublicUser(user),
        stats: { ...counts, totalSpent: totalSpentCents / 100 },
        subscriptions: subscriptions.items,
        transactions: transactions.items,
        questionnaires: questionnaires.items,
        nextCursors: {
          subscriptions: subscriptions.nextCursor,
          transactions: transactions.nextCursor,
          questionnaires: questionnaires.nextCursor,
        },
      };
    },
    page,
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
