import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBackgroundMail } from '../modules/mail/background-mail';
import { createMailer } from '../modules/mail/mailer';

/** Decorates `mailer` (SMTP or dev outbox) and `mail` (background delivery, flushed on close). */
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
