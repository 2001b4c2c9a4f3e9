import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorCodes, errorEnvelopeSchema, successEnvelope } from '#shared/api';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** Liveness plus a real database round trip, so a load balancer stops sending traffic to a broken instance. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Health check (includes the database)',
        response: { 200: successEnvelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        const database = await app.healthService.check();
        return { success: true as const, data: { status: 'ok' as const, database } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({
          success: false as const,
          message: 'The database is unreachable.',
          code: errorCodes.unavailable,
        });
      }
    },
  );
};

export default healthRoutes;
