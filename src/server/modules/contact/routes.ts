import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '#server/plugins/auth';
import { clientNetwork, stackableRateLimit } from '#server/plugins/rate-limit';
import { errorEnvelopeSchema, successEnvelope } from '#shared/api';
import { contactBodySchema, contactDetailsSchema, contactResultSchema } from '#shared/contact';

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

/**
 * `POST /api/contact`: validate, rate-limit per IP, store, mail to support.
 * `GET /api/contact/details`: the configured ways to reach the team, for the contact page.
 */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contactPerIp, contactWindowMs } = app.config.rateLimit;
  const service = app.contactService;
  const details = app.config.contactDetails;

  app.get(
    '/details',
    {
      schema: {
        tags: ['contact'],
        summary: 'The phone, email, address and hours the team publishes (null where not configured)',
        response: { 200: successEnvelope(contactDetailsSchema) },
      },
    },
    async (_request, reply) => {
      // Configuration changes only with a restart: let browsers and proxies keep it a few minutes.
      reply.header('Cache-Control', 'public, max-age=300');
      return { success: true as const, data: details };
    },
  );

  app.post(
    '/',
    {
      // onRequest, before the body is parsed: a flood of malformed posts is limited too.
      onRequest: stackableRateLimit(app, {
        max: contactPerIp,
        timeWindow: contactWindowMs,
        keyGenerator: (request) => `contact:ip:${clientNetwork(request)}`,
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
