import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '#server/plugins/auth';
import { noStore } from '#server/plugins/no-store';
import { stackableRateLimit } from '#server/plugins/rate-limit';
import { errorEnvelopeSchema, messageSchema, successEnvelope } from '#shared/api';
import { deleteAccountBodySchema } from '#shared/dashboard';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};
const bearerAuth = [{ bearerAuth: [] }];
/** A person exports now and then; a script that exports in a loop loads the database (decision 0060). */
const EXPORTS_PER_HOUR = 5;

/** Past the spec (docs/product.md §5 "Privacy"): export everything stored about me; delete my account. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountService } = app;
  const { authPerAccount, windowMs } = app.config.rateLimit;

  app.addHook('onSend', noStore);

  app.get(
    '/export',
    {
      preHandler: [
        app.authenticate,
        stackableRateLimit(app, {
          max: EXPORTS_PER_HOUR,
          timeWindow: 3600_000,
          keyGenerator: (request) => `account-export:user:${request.session?.user.id}`,
        }),
      ],
      schema: {
        security: bearerAuth,
        tags: ['account'],
        summary: 'Everything stored about the signed-in user, as a JSON download (streamed)',
        response: { 200: successEnvelope(z.record(z.string(), z.unknown())), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      reply.header('Content-Disposition', 'attachment; filename="dream-life-data.json"');
      reply.type('application/json; charset=utf-8');
      // A stream skips the response serializer; the schema above documents what the stream writes.
      const stream = Readable.from(accountService.exportJson(user));
      return reply.send(stream as unknown as { success: true; data: Record<string, unknown> });
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
      await accountService.deleteAccount(requireSession(request).user, request.body.password);
      return {
        success: true as const,
        data: { message: 'Your account and all its data have been deleted.' },
      };
    },
  );
};

export default accountRoutes;
