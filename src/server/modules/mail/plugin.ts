import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BackgroundMail, createBackgroundMail } from './background-mail';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends one mail now (SMTP, or the dev outbox without SMTP_URL). */
    mailer: Mailer;
    /** Delivers mails in the background; flushed when the app closes. */
    mail: BackgroundMail;
  }
}

/**
 * Mail has no database table (delivery failures are logged by the mailer), so no repository: the
 * plugin decorates `mailer` and `mail`, the background delivery that auth, account and contact
 * enqueue into, flushed on close (docs/architecture.md, "Module shape").
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
    const mail = createBackgroundMail(mailer, app.log);
    app.decorate('mailer', mailer);
    app.decorate('mail', mail);
    app.addHook('onClose', async () => {
      await mail.flush();
      mailer.close();
    });
  },
  { name: 'mail' },
);
