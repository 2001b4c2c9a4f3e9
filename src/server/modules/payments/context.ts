import type { FastifyBaseLogger } from 'fastify';
import type { MailQueue } from '#server/modules/mail';
import type { SubscriptionReads } from './provider-calls';
import type { DemoProvider } from './providers/demo-provider';
import type { PaymentProvider } from './providers/provider';
import type { PaymentsRepository } from './repository';

/** What every unit of the payments service works with (built once by the payments plugin). */
export interface PaymentsContext {
  repository: PaymentsRepository;
  /** The configured provider (demo or PayPal). */
  provider: PaymentProvider;
  /** Present only when the configured provider is the demo one. */
  demo: DemoProvider | null;
  /** Subscription reads: cached for user requests, fresh for webhooks and the reconcile job. */
  reads: SubscriptionReads;
  /** Receipts and trial notices, queued in the transaction that records what they tell of. */
  mail: Pick<MailQueue, 'enqueue'> | null;
  /** Where mails link to (APP_URL). */
  appUrl: string;
  log: FastifyBaseLogger;
}
