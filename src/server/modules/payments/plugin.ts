import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CustomIds, createCustomIds } from './custom-id';
import { createEntitlements, type Entitlements } from './entitlements';
import { createSubscriptionReads } from './provider-calls';
import { createDemoProvider } from './providers/demo-provider';
import { createPaypalProvider } from './providers/paypal-provider';
import { startReconcileSchedule } from './reconcile-job';
import { createPaymentsRepository } from './repository';
import { createPaymentsService, type PaymentsService } from './service';
import { trialKeyOf } from './trial-memory';

declare module 'fastify' {
  interface FastifyInstance {
    /** Subscriptions, transactions, webhooks, reconcile; the account module uses it too. */
    paymentsService: PaymentsService;
    /** What a user's plan unlocks (AI, dream world, dashboard and the `requireEntitlement` guard). */
    entitlements: Entitlements;
    /** Signs and reads PayPal custom_ids (the user a subscription is for). */
    paypalCustomIds: CustomIds;
  }
}

/**
 * The payments module (docs/architecture.md, module shape): one service for the whole app, so the
 * PayPal OAuth token and the short cache of subscription reads are shared by every caller. The
 * provider is PayPal when PAYPAL_CLIENT_ID is set, else the demo provider (config.ts). The daily
 * reconcile runs on the durable job queue once the server is ready.
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
    const service = createPaymentsService({
      repository: createPaymentsRepository(db, trialKeyOf(app.config.jwtSecret)),
      provider,
      demo,
      reads: createSubscriptionReads(provider),
      mail: app.mail,
      appUrl: app.config.appUrl,
      log: app.log.child({ module: 'payments' }),
    });
    app.decorate('paypalCustomIds', customIds);
    app.decorate('paymentsService', service);
    app.decorate('entitlements', createEntitlements(db, paymentsConfig.provider));
    startReconcileSchedule(app, service);
  },
  { name: 'payments', dependencies: ['mail'] },
);
