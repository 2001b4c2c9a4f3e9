import type { FastifyBaseLogger } from 'fastify';
import type { JobsConfig } from '#server/config';
import type { Database } from '#server/db/client';
import type { JobStore } from '#server/jobs/job-store';
import { createJobWorker, type JobHandler } from '#server/jobs/job-worker';
import type { Mailer, MailMessage } from './mailer';
import { type MailRepository, mailQueue } from './repository';

export interface MailQueueOptions {
  store: JobStore;
  repository: MailRepository;
  mailer: Mailer;
  jobs: JobsConfig;
  /** Attempts before a mail is marked failed (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  log: FastifyBaseLogger;
}

interface QueuedMail {
  message: MailMessage;
  /** The account the mail is about: account deletion deletes its waiting mail (decision 0024). */
  userId?: string;
}

/**
 * The durable outbox (decision 0105): a mail is a job on the job store's `mail` queue, written in
 * the transaction of the action that causes it, so the action and its mail commit together or not
 * at all. The job worker sends it (several instances share the queue safely: SKIP LOCKED claims,
 * leases, fencing), retries an SMTP failure with doubling backoff, and after `maxAttempts` marks
 * it failed, keeping only whom it was for and its subject. A sent mail's job is deleted.
 */
export function createMailQueue({ store, repository, mailer, jobs, maxAttempts, log }: MailQueueOptions) {
  const handler: JobHandler = {
    async perform(payload, { jobId, attempt }) {
      const { message } = payload as unknown as QueuedMail;
      try {
        // The job's id names the message: sent again after a crash, it is the same message.
        await mailer.send({ ...message, id: jobId });
      } catch (error) {
        log.warn({ err: error, subject: message.subject, attempt }, 'mail delivery failed');
        throw error;
      }
      return undefined;
    },
    failedForGood: () => async () => {},
    // The links a mail carries are one-time tokens: a failed row keeps who and what, not them.
    keptAfterFailure: (payload) => {
      const { message } = payload as unknown as QueuedMail;
      return { to: message.to, subject: message.subject };
    },
  };
  const worker = createJobWorker({ store, queue: mailQueue, handler, config: jobs, log });
  const composing = new Set<Promise<void>>();

  return {
    /**
     * Queues `message` in `executor`'s transaction (pass the transaction of the action that
     * causes the mail). Sending starts right after; the poll finds it if the commit comes later.
     */
    async enqueue(executor: Database, message: MailMessage, about: { userId?: string } = {}): Promise<void> {
      const payload: QueuedMail = { message, ...about };
      await store.enqueue(executor, mailQueue, payload as unknown as Record<string, unknown>, maxAttempts);
      setImmediate(() => worker.wake());
    },

    /**
     * Runs `work` (which reads, writes and queues mail in one transaction) after the HTTP answer
     * has gone: for answers whose timing must not depend on the data (decision 0069).
     */
    afterAnswer(work: () => Promise<void>): void {
      const tracked = work()
        .catch((error: unknown) => log.error({ err: error }, 'mail composition failed'))
        .finally(() => composing.delete(tracked));
      composing.add(tracked);
    },

    /**
     * Waits for composing work, then until no mail is due or being sent (tests, and a process
     * that wants its mail out before it exits). A mail waiting for a retry later is not waited for.
     */
    async flush(): Promise<void> {
      while (composing.size > 0) await Promise.all([...composing]);
      while ((await repository.dueCount()) > 0) {
        worker.wake();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    start: () => worker.start(),
    stop: () => worker.stop(),
    counts: () => repository.stateCounts(),
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
