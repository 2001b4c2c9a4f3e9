import { z } from 'zod';
import { publicUserSchema } from './auth';
import { subscriptionSchema, transactionSchema } from './payments';

/** docs/product.md §3 "Dashboard data", with each long list paginated (docs/architecture.md §6: fast with 1,000 rows). */

export const dashboardLimits = { pageDefault: 20, pageMax: 100, cursorMax: 200 } as const;

export const questionnaireSummarySchema = z.object({
  _id: z.string(),
  isCompleted: z.boolean(),
  currentStep: z.number().int(),
  /** Questions with a non-blank answer, counted in the database. */
  answeredCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

export const dashboardStatsSchema = z.object({
  activeSubscriptions: z.number().int(),
  totalQuestionnaires: z.number().int(),
  totalTransactions: z.number().int(),
  /** Sum of completed transactions, in USD (the only currency the plans are sold in). */
  totalSpent: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** `nextCursor` is null on the last page; pass it back as `cursor` for the next one. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const subscriptionPageSchema = pageOf(subscriptionSchema);
export const transactionPageSchema = pageOf(transactionSchema);
export const questionnairePageSchema = pageOf(questionnaireSummarySchema);

export const dashboardSchema = z.object({
  user: publicUserSchema,
  stats: dashboardStatsSchema,
  /** The first page of each list (newest first), as the spec's arrays. */
  subscriptions: z.array(subscriptionSchema),
  transactions: z.array(transactionSchema),
  questionnaires: z.array(questionnaireSummarySchema),
  /** Cursor of each list's second page, or null when the first page holds everything. */
  nextCursors: z.object({
    subscriptions: z.string().nullable(),
    transactions: z.string().nullable(),
    questionnaires: z.string().nullable(),
  }),
});
export type DashboardData = z.infer<typeof dashboardSchema>;

export const dashboardListNames = ['subscriptions', 'transactions', 'questionnaires'] as const;
export const dashboardListParamsSchema = z.object({ list: z.enum(dashboardListNames) });
export type DashboardListName = z.infer<typeof dashboardListParamsSchema>['list'];

export const pageQuerySchema = z.object({
  cursor: z.string().max(dashboardLimits.cursorMax, 'cursor is invalid').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(dashboardLimits.pageMax, `limit must be at most ${dashboardLimits.pageMax}`)
    .optional(),
});

/** Texts of docs/product.md §2 "Dashboard". */
export const dashboardMessages = {
  loading: 'Loading dashboard...',
  failed: 'Failed to load dashboard data',
  noData: 'No data available',
  noSubscriptions: 'No subscriptions found.',
  noTransactions: 'No transactions found.',
  noQuestionnaires: 'No questionnaires completed yet.',
} as const;

/** Past the spec (docs/architecture.md §5 "Privacy"): delete the account, confirmed with the password. */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(128, 'Password is too long'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
