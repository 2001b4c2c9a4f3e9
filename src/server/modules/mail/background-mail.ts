import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends mail without making the HTTP response wait for it. Two reasons: an SMTP server may be
 * slow, and for forgot-password the response time must not depend on whether the account exists.
 * `flush` lets shutdown (and tests) wait for what is still being sent.
 */
export function createBackgroundMail(mailer: Mailer, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    enqueue(message: MailMessage): void {
      const delivery = mailer
        .send(message)
        .catch((error: unknown) =>
          log.error({ err: error, subject: message.subject }, 'mail delivery failed'),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type BackgroundMail = ReturnType<typeof createBackgroundMail>;
