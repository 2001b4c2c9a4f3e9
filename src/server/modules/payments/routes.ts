import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '#server/http-errors';
import { requireSession } from '#server/plugins/auth';
import { noStore } from '#server/plugins/no-store';
import { stackableRateLimit } from '#server/plugins/rate-limit';
import { errorEnvelopeSchema, successEnvelope } from '#shared/api';
import {
  cancelSubscriptionBodySchema,
  changePlanBodySchema,
  changePlanResultSchema,
  checkoutOfferSchema,
  createSubscriptionBodySchema,
  createTransactionBodySchema,
  demoCheckoutBodySchema,
  demoCheckoutResultSchema,
  entitlementsResultSchema,
  paymentMessages,
  paymentsConfigSchema,
  paypalCustomIdSchema,
  subscriptionIdParamsSchema,
  subscriptionListSchema,
  subscriptionResultSchema,
  subscriptionVerificationSchema,
  transactionResultSchema,
} from '#shared/payments';
import { toSubscription, toTransaction } from './serialize';
import { paypalWebhookRoute } from './webhook-routes';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};
const bearerAuth = [{ bearerAuth: [] }];
/** Demo checkouts each write a row; a person needs a handful, a script gets stopped. */
const demoCheckoutsPerHour = 30;
/**
 * Requests that may call the provider, per user per minute (docs/decisions/0059-*.md): the success
 * page polls verify for a few seconds and a person saves, cancels or changes once; a script
 * replaying random ids is stopped long before it costs PayPal calls by the hundred.
 */
const providerCallsPerUserPerMinute = 20;

const userId = (request: FastifyRequest) => requireSession(request).user.id;

/** Authenticated, and limited per user where the route may call the provider. */
function guards(app: FastifyInstance, callsProvider: boolean) {
  if (!callsProvider) return [app.authenticate];
  return [
    app.authenticate,
    stackableRateLimit(app, {
      max: providerCallsPerUserPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `payments-provider:user:${request.session?.user.id}`,
    }),
  ];
}

/**
 * HTTP for payments: validation and status codes here, rules in `app.paymentsService`. Longer
 * than 80 lines only as a list of declarative route definitions, each a few lines.
 */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.paymentsService;
  const paymentsConfig = app.config.payments;
  app.addHook('onSend', noStore);

  app.get(
    '/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which provider the checkout uses, its public client id and PayPal plan ids',
        response: { 200: successEnvelope(paymentsConfigSchema) },
      },
    },
    async () => ({
      success: true as const,
      data:
        paymentsConfig.provider === 'paypal'
          ? {
              provider: 'paypal' as const,
              clientId: paymentsConfig.clientId,
              planIds: paymentsConfig.planIds,
              currency: 'USD' as const,
            }
          : { provider: 'demo' as const, clientId: null, planIds: null, currency: 'USD' as const },
    }),
  );

  app.get(
    '/offer',
    {
      preHandler: guards(app, false),
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary: "The signed-in user's offer: trial days (0 after a first trial), price kind and prices",
        response: { 200: successEnvelope(checkoutOfferSchema), ...errors },
      },
    },
    async (request) => {
      const { withTrial: _withTrial, ...offer } = await payments.offer(userId(request));
      return { success: true as const, data: offer };
    },
  );

  app.get(
    '/paypal/custom-id',
    {
      preHandler: guards(app, false),
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary:
          "The signed-in user's signed custom_id and the PayPal plans they may buy (404 with the demo provider)",
        response: { 200: successEnvelope(paypalCustomIdSchema), ...errors },
      },
    },
    async (request) => {
      if (paymentsConfig.provider !== 'paypal') {
        throw notFound('PayPal is not the configured payment provider.');
      }
      const id = userId(request);
      return {
        success: true as const,
        data: { customId: app.paypalCustomIds.sign(id), planIds: await payments.providerPlanIds(id) },
      };
    },
  );

  app.get(
    '/entitlements',
    {
      preHandler: guards(app, false),
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary:
          "What the signed-in user's active plan unlocks (the plan of the configured provider, or Explorer)",
        response: { 200: successEnvelope(entitlementsResultSchema), ...errors },
      },
    },
    async (request) => {
      const plan = await app.entitlements.activePlanOf(userId(request));
      return {
        success: true as const,
        data: { planId: plan?.planId ?? null, entitlements: [...(plan?.entitlements ?? [])] },
      };
    },
  );

  app.post(
    '/demo/subscriptions',
    {
      preHandler: [
        app.authenticate,
        stackableRateLimit(app, {
          max: demoCheckoutsPerHour,
          timeWindow: 3600_000,
          keyGenerator: (request) => `demo-checkout:user:${request.session?.user.id}`,
        }),
      ],
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary: 'Demo checkout: create a DEMO-… provider subscription (no money moves; 404 with PayPal)',
        body: demoCheckoutBodySchema,
        response: { 201: successEnvelope(demoCheckoutResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const subscriptionId = await payments.createDemoSubscription(userId(request), request.body.planId);
      return reply.status(201).send({ success: true, data: { subscriptionId } });
    },
  );

  await app.register(subscriptionRoutes);
  await app.register(paypalWebhookRoute);
};

/** A user's subscriptions: save, list, read, verify, cancel, change plan; and the first payment. */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.paymentsService;

  app.post(
    '/subscriptions',
    {
      preHandler: guards(app, true),
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary:
          'Record a subscription after reading it from the provider and checking plan, price and trial (201), or answer the one already recorded (200)',
        body: createSubscriptionBodySchema,
        response: {
          200: successEnvelope(subscriptionResultSchema),
          201: successEnvelope(subscriptionResultSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const result = await payments.createSubscription(userId(request), request.body);
      return reply
        .status(result.created ? 201 : 200)
        .send({ success: true, data: { subscription: toSubscription(result.subscription) } });
    },
  );

  app.get(
    '/subscriptions',
    {
      preHandler: guards(app, false),
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary: "The signed-in user's subscriptions, newest first (at most 100)",
        response: { 200: successEnvelope(subscriptionListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { subscriptions: (await payments.list(userId(request))).map(toSubscription) },
    }),
  );

  app.get(
    '/subscriptions/:id',
    {
      preHandler: guards(app, false),
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary: 'One subscription by its _id or its provider subscription id (owner only)',
        params: subscriptionIdParamsSchema,
        response: { 200: successEnvelope(subscriptionResultSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { subscription: toSubscription(await payments.get(userId(request), request.params.id)) },
    }),
  );

  app.get(
    '/subscriptions/:id/verify',
    {
      preHandler: guards(app, true),
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary: 'Read the subscription from the provider, update the record, answer its verification',
        params: subscriptionIdParamsSchema,
        response: { 200: successEnvelope(subscriptionVerificationSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.verify(userId(request), request.params.id),
    }),
  );

  app.post(
    '/subscriptions/:id/cancel',
    {
      preHandler: guards(app, true),
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary: 'Cancel an active subscription (at the provider too); 404 for others, 409 unless active',
        params: subscriptionIdParamsSchema,
        body: cancelSubscriptionBodySchema.nullish(),
        response: { 200: successEnvelope(subscriptionResultSchema), ...errors },
      },
    },
    async (request) => {
      const reason = request.body?.reason || paymentMessages.cancelReason;
      const row = await payments.cancel(userId(request), request.params.id, reason);
      return { success: true as const, data: { subscription: toSubscription(row) } };
    },
  );

  app.post(
    '/subscriptions/:id/change',
    {
      preHandler: guards(app, true),
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary:
          'Change an active paid subscription to another plan from its next billing cycle (PayPal: approveUrl to confirm)',
        params: subscriptionIdParamsSchema,
        body: changePlanBodySchema,
        response: { 200: successEnvelope(changePlanResultSchema), ...errors },
      },
    },
    async (request) => {
      const result = await payments.changePlan(userId(request), request.params.id, request.body.planId);
      return {
        success: true as const,
        data: { subscription: toSubscription(result.subscription), approveUrl: result.approveUrl },
      };
    },
  );

  app.post(
    '/transactions',
    {
      preHandler: guards(app, false),
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary:
          "The subscription's first recorded charge (200); 409 in a free trial or before the provider took one",
        body: createTransactionBodySchema,
        response: {
          200: successEnvelope(transactionResultSchema),
          201: successEnvelope(transactionResultSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const result = await payments.recordTransaction(userId(request), request.body.paypalSubscriptionId);
      return reply
        .status(result.created ? 201 : 200)
        .send({ success: true, data: { transaction: toTransaction(result.transaction) } });
    },
  );
};

export default paymentsRoutes;
