import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends mail without making the HTTP response wait for it. Two reasons: an SMTP server may be
 * slow, and for forgot-password the response time must not depend on whether the account exists.
 * `flush` lets shutdown (and tests) wait for what is still being sent.
 */
export function createBackgroundMail(mailer: Mailer, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked = work.finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const deliver = (message: MailMessage) =>
    mailer
      .send(message)
      .catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'mail delivery failed'));
  return {
    enqueue(message: MailMessage): void {
      track(deliver(message));
    },
    /**
     * Composes a mail in the background too (database reads and writes included), then sends it;
     * `compose` returns null for no mail. For answers whose timing must not depend on the data.
     * One tracked promise from composing to delivery, so `flush` waits for both.
     */
    enqueueComposed(compose: () => Promise<MailMessage | null>): void {
      track(
        compose().then(
          (message) => (message ? deliver(message) : undefined),
          (error: unknown) => log.error({ err: error }, 'mail composition failed'),
        ),
      );
    },
    async flush(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type BackgroundMail = ReturnType<typeof createBackgroundMail>;
