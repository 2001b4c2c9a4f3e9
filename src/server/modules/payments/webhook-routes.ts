import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '#server/http-errors';
import { clientNetwork, stackableRateLimit } from '#server/plugins/rate-limit';
import { errorEnvelopeSchema, successEnvelope } from '#shared/api';
import { paypalWebhookEventSchema } from '#shared/payments';

const errors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};
/** Per IP: PayPal's deliveries and retries stay far below this; a flood does not. */
const webhooksPerIpPerMinute = 120;
/** PayPal events are a few KB; the default 1 MB would let junk cost parsing time. */
const webhookBodyLimit = 256 * 1024;

/**
 * PayPal's webhook, in its own scope so its JSON parser can keep the body text: PayPal verifies
 * its signature over the event exactly as sent, and a parsed-then-reserialised event (keys
 * reordered by validation, spacing lost) would not verify.
 */
export const paypalWebhookRoute: FastifyPluginAsyncZod = async (app) => {
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
        // Per network: an IPv6 client is counted by its /64 (decision 0060).
        keyGenerator: (request) => `paypal-webhook:ip:${clientNetwork(request)}`,
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
      data: await app.paymentsService.handlePaypalWebhook(
        request.body,
        // No text (cannot happen with this parser): verification fails rather than guess.
        rawBodies.get(request) ?? '',
        request.headers,
      ),
    }),
  );
};
