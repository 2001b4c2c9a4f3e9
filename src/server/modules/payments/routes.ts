import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '#server/http-errors';
import { requireSession } from '#server/plugins/auth';
import { noStore } from '#server/plugins/no-store';
import { stackableRateLimit } from '#server/plugins/rate-limit';
import { errorEnvelopeSchema, successEnvelope } from '#shared/api';
import {
  cancelSubscriptionBodySchema,
  createSubscriptionBodySchema,
  createTransactionBodySchema,
  demoCheckoutBodySchema,
  demoCheckoutResultSchema,
  entitlementsResultSchema,
  paymentMessages,
  paymentsConfigSchema,
  paypalCustomIdSchema,
  paypalWebhookEventSchema,
  subscriptionIdParamsSchema,
  subscriptionListSchema,
  subscriptionResultSchema,
  subscriptionVerificationSchema,
  transactionResultSchema,
} from '#shared/payments';
import { activePlanOf } from './entitlements';
import { toSubscription, toTransaction } from './serialize';

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
/** Per IP: PayPal's deliveries and retries stay far below this; a flood does not. */
const webhooksPerIpPerMinute = 120;
/** PayPal events are a few KB; the default 1 MB would let junk cost parsing time. */
const webhookBodyLimit = 256 * 1024;

/** HTTP for payments: validation and status codes here, rules in the service. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app;
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
    '/paypal/custom-id',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary: "The signed-in user's signed custom_id for the PayPal button (404 with the demo provider)",
        response: { 200: successEnvelope(paypalCustomIdSchema), ...errors },
      },
    },
    async (request) => {
      if (paymentsConfig.provider !== 'paypal') {
        throw notFound('PayPal is not the configured payment provider.');
      }
      return {
        success: true as const,
        data: { customId: app.paypalCustomIds.sign(requireSession(request).user.id) },
      };
    },
  );

  app.get(
    '/entitlements',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary:
          "What the signed-in user's active plan unlocks (the plan of the configured provider, or Explorer)",
        response: { 200: successEnvelope(entitlementsResultSchema), ...errors },
      },
    },
    async (request) => {
      const plan = await activePlanOf(
        app.database.db,
        requireSession(request).user.id,
        paymentsConfig.provider,
      );
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
      const subscriptionId = await payments.createDemoSubscription(
        requireSession(request).user.id,
        request.body.planId,
      );
      return reply.status(201).send({ success: true, data: { subscriptionId } });
    },
  );

  app.post(
    '/subscriptions',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary:
          'Record a subscription after reading it from the provider (201), or answer the one already recorded (200)',
        body: createSubscriptionBodySchema,
        response: {
          200: successEnvelope(subscriptionResultSchema),
          201: successEnvelope(subscriptionResultSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const result = await payments.createSubscription(requireSession(request).user.id, request.body);
      return reply
        .status(result.created ? 201 : 200)
        .send({ success: true, data: { subscription: toSubscription(result.subscription) } });
    },
  );

  app.get(
    '/subscriptions',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary: "The signed-in user's subscriptions, newest first (at most 100)",
        response: { 200: successEnvelope(subscriptionListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { subscriptions: (await payments.list(requireSession(request).user.id)).map(toSubscription) },
    }),
  );

  app.get(
    '/subscriptions/:id',
    {
      preHandler: app.authenticate,
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
      data: {
        subscription: toSubscription(await payments.get(requireSession(request).user.id, request.params.id)),
      },
    }),
  );

  app.get(
    '/subscriptions/:id/verify',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary: 'Read the subscription from the provider, update the record, answer spec §3 verification',
        params: subscriptionIdParamsSchema,
        response: { 200: successEnvelope(subscriptionVerificationSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.verify(requireSession(request).user.id, request.params.id),
    }),
  );

  app.post(
    '/subscriptions/:id/cancel',
    {
      preHandler: app.authenticate,
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
      const row = await payments.cancel(requireSession(request).user.id, request.params.id, reason);
      return { success: true as const, data: { subscription: toSubscription(row) } };
    },
  );

  app.post(
    '/transactions',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['payments'],
        summary:
          'Record the first payment of an active subscription (amount from the plan table; idempotent)',
        body: createTransactionBodySchema,
        response: {
          200: successEnvelope(transactionResultSchema),
          201: successEnvelope(transactionResultSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const result = await payments.recordTransaction(
        requireSession(request).user.id,
        request.body.paypalSubscriptionId,
      );
      return reply
        .status(result.created ? 201 : 200)
        .send({ success: true, data: { transaction: toTransaction(result.transaction) } });
    },
  );

  await app.register(paypalWebhookRoute);
};

/**
 * PayPal's webhook, in its own scope so its JSON parser can keep the body text: PayPal verifies
 * its signature over the event exactly as sent, and a parsed-then-reserialised event (keys
 * reordered by validation, spacing lost) would not verify.
 */
const paypalWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  const rawBodies = new WeakMap<object, string>();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: webhookBodyLimit },
    (request, body, done) => {
      try {
        const parsed: unknown = JSON.parse(body as string);
        rawBodies.set(request, body as string);
        done(null, parsed);
      } catch {
        done(badRequest('The request body is not valid JSON.'), undefined);
      }
    },
  );

  app.post(
    '/webhooks/paypal',
    {
      // PayPal retries generously, so the limit is too; junk is then refused before PayPal is asked.
      preHandler: stackableRateLimit(app, {
        max: webhooksPerIpPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => `paypal-webhook:ip:${request.ip}`,
      }),
      schema: {
        tags: ['payments'],
        summary: 'PayPal webhook: headers checked, signature verified with PayPal, applied once per event id',
        body: paypalWebhookEventSchema,
        response: { 200: successEnvelope(z.object({ applied: z.boolean() })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.payments.handlePaypalWebhook(
        request.body,
        // No text (cannot happen with this parser): verification fails rather than guess.
        rawBodies.get(request) ?? '',
        request.headers,
      ),
    }),
  );
};

export default paymentsRoutes;
