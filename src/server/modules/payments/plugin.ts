import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CustomIds, createCustomIds } from './custom-id';
import { createDemoProvider } from './providers/demo-provider';
import { createPaypalProvider } from './providers/paypal-provider';
import { createPaymentsRepository } from './repository';
import { createPaymentsService, type PaymentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Subscriptions and transactions; the dashboard and account modules use it too. */
    payments: PaymentsService;
    /** Signs and reads PayPal custom_ids (the user a subscription is for). */
    paypalCustomIds: CustomIds;
  }
}

/**
 * One payments service for the whole app, so the PayPal OAuth token cache is shared by every
 * module that talks to PayPal. The configured provider is PayPal when PAYPAL_CLIENT_ID is set,
 * else the demo provider (config.ts).
 */
export default fp(
  async function paymentsPlugin(app: FastifyInstance) {
    const { db } = app.database;
    const paymentsConfig = app.config.payments;
    const customIds = createCustomIds(app.config.jwtSecret);
    const demo = paymentsConfig.provider === 'demo' ? createDemoProvider(db) : null;
    const provider =
      paymentsConfig.provider === 'paypal' ? createPaypalProvider(paymentsConfig, customIds) : demo;
    if (!provider) throw new Error('no payment provider configured');
    app.decorate('paypalCustomIds', customIds);
    app.decorate(
      'payments',
      createPaymentsService({ repository: createPaymentsRepository(db), provider, demo, log: app.log }),
    );
  },
  { name: 'payments' },
);
