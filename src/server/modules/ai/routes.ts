import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireEntitlement } from '#server/modules/payments';
import { requireSession } from '#server/plugins/auth';
import { noStore } from '#server/plugins/no-store';
import { clientNetwork, stackableRateLimit } from '#server/plugins/rate-limit';
import {
  affirmationDoubtBodySchema,
  affirmationDoubtResultSchema,
  affirmationsResultSchema,
  aiAnswersBodySchema,
  manifestoResultSchema,
  rephraseBodySchema,
  rephraseResultSchema,
} from '#shared/ai';
import { errorEnvelopeSchema, successEnvelope } from '#shared/api';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
const providerErrors = {
  422: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
  504: errorEnvelopeSchema,
};
const bearerAuth = [{ bearerAuth: [] }];

/**
 * The AI gateway (docs/architecture.md §5 "No secret in the browser"): the key stays in the server's
 * environment. AI calls cost money, so every route needs a session and is rate-limited per IP
 * and per user; each provider call is bounded by AI_TIMEOUT_MS.
 */
const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { aiPerUser, aiPerIp, aiWindowMs } = app.config.rateLimit;
  const service = app.aiService;

  // Counted before anything else, so a flood of anonymous or invalid requests is limited too.
  app.addHook(
    'onRequest',
    stackableRateLimit(app, {
      max: aiPerIp,
      timeWindow: aiWindowMs,
      keyGenerator: (request) => `ai:ip:${clientNetwork(request)}`,
    }),
  );
  app.addHook('onRequest', app.authenticate);
  app.addHook(
    'onRequest',
    stackableRateLimit(app, {
      max: aiPerUser,
      timeWindow: aiWindowMs,
      keyGenerator: (request) => `ai:user:${request.session?.user.id}`,
    }),
  );
  app.addHook('onSend', noStore);

  app.post(
    '/rephrase',
    {
      preHandler: requireEntitlement('rephrase'),
      schema: {
        tags: ['ai'],
        summary: 'Rephrase a text in first-person present tense, with a tone and a style (Visionary and up)',
        security: bearerAuth,
        body: rephraseBodySchema,
        response: { 200: successEnvelope(rephraseResultSchema), ...errors, ...providerErrors },
      },
    },
    async (request) => ({ success: true as const, data: await service.rephrase(request.body) }),
  );

  app.post(
    '/affirmations',
    {
      schema: {
        tags: ['ai'],
        summary:
          "8 affirmations: personalised from the user's answers when the plan includes them, else universal",
        security: bearerAuth,
        body: aiAnswersBodySchema,
        response: { 200: successEnvelope(affirmationsResultSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.affirmations(requireSession(request).user.id, request.body.questionnaireId),
    }),
  );

  app.post(
    '/affirmations/doubts',
    {
      schema: {
        tags: ['ai'],
        summary:
          '"I don\'t believe this yet": the line at `position` gives way to a gentler, process-based one, kept',
        security: bearerAuth,
        body: affirmationDoubtBodySchema,
        response: { 200: successEnvelope(affirmationDoubtResultSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.doubtAffirmation(requireSession(request).user.id, request.body),
    }),
  );

  app.post(
    '/manifesto',
    {
      preHandler: requireEntitlement('manifesto'),
      schema: {
        tags: ['ai'],
        summary: "A short first-person manifesto woven from the user's answers (Visionary and up)",
        security: bearerAuth,
        body: aiAnswersBodySchema,
        response: { 200: successEnvelope(manifestoResultSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.manifesto(requireSession(request).user.id, request.body.questionnaireId),
    }),
  );
};

export default aiRoutes;
