import type { DashboardData, DashboardListName, QuestionnaireSummary } from '../../../shared/dashboard';
import { dashboardLimits } from '../../../shared/dashboard';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { toPublicUser } from '../auth/service';
import { toSubscription, toTransaction } from '../payments/serialize';
import { type DashboardRepository, isValidCursor } from './repository';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Rows fetched with `limit + 1`: the extra row only says that another page exists. */
function pageOf<Row extends { id: string }, T>(rows: Row[], limit: number, map: (row: Row) => T): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items: items.map(map), nextCursor: rows.length > limit && last ? last.id : null };
}

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
      const [stats, subscriptions, transactions, questionnaires] = await Promise.all([
        repository.stats(user.id),
        page(user.id, 'subscriptions', limit),
        page(user.id, 'transactions', limit),
        page(user.id, 'questionnaires', limit),
      ]);
      return {
        user: toPublicUser(user),
        stats,
        subscriptions: subscriptions.items as DashboardData['subscriptions'],
        transactions: transactions.items as DashboardData['transactions'],
        questionnaires: questionnaires.items as DashboardData['questionnaires'],
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
