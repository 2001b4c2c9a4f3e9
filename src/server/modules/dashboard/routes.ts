import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '#server/plugins/auth';
import { noStore } from '#server/plugins/no-store';
import { errorEnvelopeSchema, successEnvelope } from '#shared/api';
import {
  dashboardLimits,
  dashboardListParamsSchema,
  dashboardSchema,
  pageQuerySchema,
  questionnairePageSchema,
  subscriptionPageSchema,
  transactionPageSchema,
} from '#shared/dashboard';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };
const bearerAuth = [{ bearerAuth: [] }];

/** `GET /auth/dashboard` (docs/product.md §7) and the next pages of its lists. Registered under /auth. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = app.dashboardService;

  app.addHook('onSend', noStore);

  app.get(
    '/dashboard',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['dashboard'],
        summary: 'User, stats (computed in the database) and the first page of each list',
        querystring: pageQuerySchema.pick({ limit: true }),
        response: { 200: successEnvelope(dashboardSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dashboard.dashboard(requireSession(request).user, request.query.limit),
    }),
  );

  app.get(
    '/dashboard/:list',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['dashboard'],
        summary:
          'The next page of subscriptions, transactions or questionnaires (cursor from the previous page)',
        params: dashboardListParamsSchema,
        querystring: pageQuerySchema,
        response: {
          200: successEnvelope(
            z.union([subscriptionPageSchema, transactionPageSchema, questionnairePageSchema]),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dashboard.page(
        requireSession(request).user.id,
        request.params.list,
        request.query.limit ?? dashboardLimits.pageDefault,
        request.query.cursor,
      ),
    }),
  );
};

export default dashboardRoutes;
