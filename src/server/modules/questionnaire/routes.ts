import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '#server/plugins/auth';
import { noStore } from '#server/plugins/no-store';
import { errorEnvelopeSchema, successEnvelope } from '#shared/api';
import {
  progressSchema,
  questionnaireRecordSchema,
  recordParamsSchema,
  saveAnswerBodySchema,
  saveProgressBodySchema,
  startQuestionnaireBodySchema,
  userIdParamsSchema,
} from '#shared/questionnaire';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const bearerAuth = [{ bearerAuth: [] }];
const progressResponse = { 200: successEnvelope(progressSchema), ...errors };

/** HTTP for questionnaire progress; every route needs a session (docs/product.md §6). */
const questionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.questionnaireService;

  // onRequest, before body validation: an anonymous request is a 401 whatever it sends.
  app.addHook('onRequest', app.authenticate);
  // Answers are personal: never cached by a browser or a proxy.
  app.addHook('onSend', noStore);

  app.post(
    '/',
    {
      schema: {
        tags: ['questionnaire'],
        summary: 'Start or continue the in-progress questionnaire, merging answers given before sign-in',
        security: bearerAuth,
        body: startQuestionnaireBodySchema,
        response: { 201: successEnvelope(progressSchema), ...progressResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const { progress, created } = await service.start(
        user.id,
        request.body.answers,
        request.body.currentStep,
        request.body.fresh,
      );
      return reply.status(created ? 201 : 200).send({ success: true, data: progress });
    },
  );

  app.get(
    '/record/:id',
    {
      schema: {
        tags: ['questionnaire'],
        summary: "One of the user's questionnaire records (another user's id is a 404)",
        security: bearerAuth,
        params: recordParamsSchema,
        response: { 200: successEnvelope(questionnaireRecordSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.record(requireSession(request).user.id, request.params.id),
    }),
  );

  app.get(
    '/:userId',
    {
      schema: {
        tags: ['questionnaire'],
        summary: 'The in-progress questionnaire (an empty one, _id null, when none)',
        security: bearerAuth,
        params: userIdParamsSchema,
        response: progressResponse,
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.load(requireSession(request).user.id, request.params.userId),
    }),
  );

  app.patch(
    '/:userId/answer',
    {
      schema: {
        tags: ['questionnaire'],
        summary: 'Save one answer as the user types',
        security: bearerAuth,
        params: userIdParamsSchema,
        body: saveAnswerBodySchema,
        response: progressResponse,
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.saveAnswer(
        requireSession(request).user.id,
        request.params.userId,
        request.body.key,
        request.body.answer,
      ),
    }),
  );

  app.put(
    '/:userId',
    {
      schema: {
        tags: ['questionnaire'],
        summary: 'Save progress (answers, currentStep, isCompleted); isCompleted true completes the record',
        security: bearerAuth,
        params: userIdParamsSchema,
        body: saveProgressBodySchema,
        response: progressResponse,
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.save(requireSession(request).user.id, request.params.userId, request.body),
    }),
  );
};

export default questionnaireRoutes;
