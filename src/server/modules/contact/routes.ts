import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '#server/plugins/auth';
import { stackableRateLimit } from '#server/plugins/rate-limit';
import { errorEnvelopeSchema, successEnvelope } from '#shared/api';
import { contactBodySchema, contactResultSchema } from '#shared/contact';
import { createContactRepository } from './repository';
import { createContactService } from './service';

/**
 * Optional sign-in: a valid token links the message to its account; a missing, expired or
 * revoked one is ignored rather than refused, because someone whose session ended must still be
 * able to reach support (docs/decisions/0009).
 */
async function optionalUserId(app: Parameters<FastifyPluginAsyncZod>[0], request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) return null;
  const session = await app.authService.authenticate(token).catch(() => null);
  return session?.user.id ?? null;
}

/** `POST /api/contact`: validate, rate-limit per IP, store, mail to support. */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contactPerIp, contactWindowMs } = app.config.rateLimit;
  const service = createContactService({
    repository: createContactRepository(app.database.db),
    mail: app.mail,
    supportEmail: app.config.supportEmail,
    entitlements: app.entitlements,
  });

  app.post(
    '/',
    {
      // onRequest, before the body is parsed: a flood of malformed posts is limited too.
      onRequest: stackableRateLimit(app, {
        max: contactPerIp,
        timeWindow: contactWindowMs,
        keyGenerator: (request) => `contact:ip:${request.ip}`,
      }),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team (stored, and mailed to the support address)',
        body: contactBodySchema,
        response: {
          201: successEnvelope(contactResultSchema),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = await optionalUserId(app, request);
      const result = await service.submit(request.body, userId);
      return reply.status(201).send({ success: true as const, data: result });
    },
  );
};

export default contactRoutes;
