import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireEntitlement } from '#server/modules/payments';
import { requireSession } from '#server/plugins/auth';
import { noStore } from '#server/plugins/no-store';
import { clientNetwork, stackableRateLimit } from '#server/plugins/rate-limit';
import { errorEnvelopeSchema, successEnvelope } from '#shared/api';
import {
  dreamWorldIdParamsSchema,
  dreamWorldListSchema,
  dreamWorldSchema,
  generateWorldBodySchema,
} from '#shared/dreamWorld';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const bearerAuth = [{ bearerAuth: [] }];

/**
 * HTTP for dream worlds (docs/product.md §3/§4). Every route needs a session; generating needs a plan and is
 * rate-limited like the AI routes (it may call the AI provider). Reads are not limited: the web
 * polls a world every 3 s while it is generated.
 */
const dreamWorldRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.dreamWorldService;
  const { aiPerUser, aiPerIp, aiWindowMs } = app.config.rateLimit;

  app.addHook('onRequest', app.authenticate);
  // A world is built from personal answers: never cached by a browser or a proxy.
  app.addHook('onSend', noStore);

  app.post(
    '/generate',
    {
      // Per IP before the plan check (a flood costs nothing), per user after it.
      onRequest: [
        stackableRateLimit(app, {
          max: aiPerIp,
          timeWindow: aiWindowMs,
          keyGenerator: (request) => `dream-world:ip:${clientNetwork(request)}`,
        }),
      ],
      preHandler: [
        stackableRateLimit(app, {
          max: aiPerUser,
          timeWindow: aiWindowMs,
          keyGenerator: (request) => `dream-world:user:${request.session?.user.id}`,
        }),
        requireEntitlement('basicWorld'),
      ],
      schema: {
        tags: ['dream-world'],
        summary:
          'Queue a new version of the dream world from the latest (or given) answers; 200 with the latest world when nothing changed',
        security: bearerAuth,
        // Optional: a POST without a body builds from the latest answers, as `{}` does.
        body: generateWorldBodySchema.nullish(),
        response: {
          200: successEnvelope(dreamWorldSchema),
          202: successEnvelope(dreamWorldSchema),
          ...errors,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const { world, created } = await service.generate(user.id, request.body?.questionnaireId);
      return reply.status(created ? 202 : 200).send({ success: true, data: world });
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['dream-world'],
        summary: "The user's dream worlds, newest first, without their specs",
        security: bearerAuth,
        response: { 200: successEnvelope(dreamWorldListSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(requireSession(request).user.id),
    }),
  );

  app.get(
    '/latest',
    {
      schema: {
        tags: ['dream-world'],
        summary: "The user's newest dream world (404 when there is none yet)",
        security: bearerAuth,
        response: {
          200: successEnvelope(dreamWorldSchema),
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.latest(requireSession(request).user.id),
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['dream-world'],
        summary: "One of the user's dream worlds (another user's id, or a malformed one, is a 404)",
        security: bearerAuth,
        params: dreamWorldIdParamsSchema,
        response: { 200: successEnvelope(dreamWorldSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.get(requireSession(request).user.id, request.params.id),
    }),
  );
};

export default dreamWorldRoutes;
