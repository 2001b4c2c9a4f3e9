import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { createJobStore } from '#server/jobs/job-store';
import { createMailQueue, type MailQueue } from './mail-queue';
import { createMailer } from './mailer';
import { createMailRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable outbox: mail queued in the action's transaction, sent by a job worker. */
    mail: MailQueue;
  }
}

/**
 * The mail module (decision 0105): the mailer (SMTP, or the dev outbox folder without SMTP_URL)
 * and the durable queue every other module's mail goes through, with its worker started when the
 * server is ready and stopped on close (what is still queued stays for the next start). The
 * operator sees the queue in the metrics: `mail_queue_messages{state="waiting"|"failed"}`.
 */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      dataDir: app.config.dataDir,
      logLinks: !app.config.isProduction,
      log: app.log,
    });
    const { db } = app.database;
    const mail = createMailQueue({
      store: createJobStore(db),
      repository: createMailRepository(db),
      mailer,
      jobs: app.config.jobs,
      maxAttempts: app.config.mailMaxAttempts,
      log: app.log.child({ module: 'mail' }),
    });
    app.decorate('mail', mail);
    new Gauge({
      name: 'mail_queue_messages',
      help: 'Mail in the durable outbox: waiting to be sent (or retried), and failed for good',
      labelNames: ['state'] as const,
      registers: [app.metricsRegistry],
      async collect() {
        const counts = await mail.counts();
        this.set({ state: 'waiting' }, counts.waiting);
        this.set({ state: 'failed' }, counts.failed);
      },
    });
    app.addHook('onReady', async () => mail.start());
    app.addHook('onClose', async () => {
      await mail.stop();
      mailer.close();
    });
  },
  { name: 'mail', dependencies: ['metrics'] },
);
