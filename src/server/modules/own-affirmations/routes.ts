import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '#server/plugins/auth';
import { noStore } from '#server/plugins/no-store';
import { stackableRateLimit } from '#server/plugins/rate-limit';
import { errorEnvelopeSchema, messageSchema, successEnvelope } from '#shared/api';
import {
  ownAffirmationCreateSchema,
  ownAffirmationListSchema,
  ownAffirmationOrderSchema,
  ownAffirmationParamsSchema,
  ownAffirmationPatchSchema,
  ownAffirmationSchema,
} from '#shared/ownAffirmations';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
const security = [{ bearerAuth: [] }];
const tags = ['affirmations'];

/**
 * Writes a person may make in a minute: far above editing by hand (a reorder by drag is one
 * request), low enough that a script cannot churn the table (decision 0118).
 */
const writesPerMinute = 60;

/** The person's own affirmations under /api/affirmations (decision 0118); every route signed in. */
const ownAffirmationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ownAffirmationsService;
  const userId = (request: FastifyRequest) => requireSession(request).user.id;
  const signedIn = { onRequest: app.authenticate };
  const write = {
    onRequest: [
      app.authenticate,
      stackableRateLimit(app, {
        max: writesPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => `own-affirmations:user:${request.session?.user.id}`,
      }),
    ],
  };

  app.addHook('onSend', noStore);

  app.get(
    '/',
    {
      ...signedIn,
      schema: {
        security,
        tags,
        summary: "The person's own lines, in their order, and how many their plan keeps",
        response: { 200: successEnvelope(ownAffirmationListSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(userId(request)) }),
  );

  app.post(
    '/',
    {
      ...write,
      schema: {
        security,
        tags,
        summary: 'Adds a line of their own, or keeps a generated one (Explorer: 5 lines, paid plans: 50)',
        body: ownAffirmationCreateSchema,
        response: { 201: successEnvelope(ownAffirmationSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, data: await service.add(userId(request), request.body) }),
  );

  app.put(
    '/order',
    {
      ...write,
      schema: {
        security,
        tags,
        summary: "Puts every one of the person's lines in a new order",
        body: ownAffirmationOrderSchema,
        response: { 200: successEnvelope(z.array(ownAffirmationSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.reorder(userId(request), request.body.ids),
    }),
  );

  app.patch(
    '/:id',
    {
      ...write,
      schema: {
        security,
        tags,
        summary: 'Edits a line, or marks it favourite or hidden',
        params: ownAffirmationParamsSchema,
        body: ownAffirmationPatchSchema,
        response: { 200: successEnvelope(ownAffirmationSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(userId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      ...write,
      schema: {
        security,
        tags,
        summary: 'Deletes a line',
        params: ownAffirmationParamsSchema,
        response: { 200: successEnvelope(messageSchema), ...errors },
      },
    },
    async (request) => {
      await service.remove(userId(request), request.params.id);
      return { success: true as const, data: { message: 'Affirmation deleted.' } };
    },
  );
};

export default ownAffirmationsRoutes;
