import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#server/http-errors';
import { requireSession } from '#server/plugins/auth';
import { noStore } from '#server/plugins/no-store';
import { stackableRateLimit } from '#server/plugins/rate-limit';
import { errorCodes, errorEnvelopeSchema, messageSchema, successEnvelope } from '#shared/api';
import { deleteAccountBodySchema } from '#shared/dashboard';
import { verifyPassword } from '../auth/passwords';
import { toPublicUser } from '../auth/service';
import { toDreamWorld } from '../dream-world/serialize';
import { toSubscription, toTransaction } from '../payments/serialize';
import { createAccountRepository } from './repository';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};
const bearerAuth = [{ bearerAuth: [] }];
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Past the spec (DESIGN.md §5 "Privacy"): export everything stored about me; delete my account. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createAccountRepository(app.database.db);
  const { authPerAccount, windowMs } = app.config.rateLimit;

  app.addHook('onSend', noStore);

  app.get(
    '/export',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['account'],
        summary: 'Everything stored about the signed-in user, as a JSON download',
        response: { 200: successEnvelope(z.record(z.string(), z.unknown())), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const data = await repository.exportData(user.id);
      reply.header('Content-Disposition', 'attachment; filename="dream-life-data.json"');
      return {
        success: true as const,
        data: {
          exportedAt: new Date().toISOString(),
          user: toPublicUser(user),
          sessions: data.sessionRows.map((row) => ({
            createdAt: iso(row.createdAt),
            expiresAt: iso(row.expiresAt),
            revokedAt: iso(row.revokedAt),
            userAgent: row.userAgent,
          })),
          questionnaires: data.questionnaireRows.map((row) => ({
            _id: row.id,
            answers: row.answers,
            currentStep: row.currentStep,
            isCompleted: row.isCompleted,
            createdAt: iso(row.createdAt),
            updatedAt: iso(row.updatedAt),
            completedAt: iso(row.completedAt),
          })),
          subscriptions: data.subscriptionRows.map(toSubscription),
          transactions: data.transactionRows.map(toTransaction),
          contactMessages: data.contactRows.map((row) => ({
            firstName: row.firstName,
            lastName: row.lastName,
            email: row.email,
            phone: row.phone,
            message: row.message,
            createdAt: iso(row.createdAt),
          })),
          demoCheckouts: data.demoRows.map((row) => ({
            subscriptionId: row.id,
            planId: row.planId,
            status: row.status,
            createdAt: iso(row.createdAt),
            cancelledAt: iso(row.cancelledAt),
          })),
          dreamWorlds: data.worldRows.map(toDreamWorld),
        },
      };
    },
  );

  app.post(
    '/delete',
    {
      preHandler: [
        app.authenticate,
        // Confirming with the password makes this a password check: limited like login.
        stackableRateLimit(app, {
          max: authPerAccount,
          timeWindow: windowMs,
          keyGenerator: (request) => `account-delete:user:${request.session?.user.id}`,
        }),
      ],
      schema: {
        security: bearerAuth,
        tags: ['account'],
        summary: 'Delete the account and all its data after cancelling active provider subscriptions',
        body: deleteAccountBodySchema,
        response: { 200: successEnvelope(messageSchema), ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        throw new HttpError(400, errorCodes.invalidCredentials, 'password: that is not your password', [
          { field: 'password', message: 'That is not your password' },
        ]);
      }
      // Billing stops before the data goes: if the provider cannot be reached, nothing is deleted.
      await app.paymentsService.cancelAllAtProvider(user.id);
      await repository.deleteUser(user.id);
      // Sessions are cached for a moment after each check; the deleted user's must stop now.
      app.authService.forgetUser(user.id);
      return {
        success: true as const,
        data: { message: 'Your account and all its data have been deleted.' },
      };
    },
  );
};

export default accountRoutes;
