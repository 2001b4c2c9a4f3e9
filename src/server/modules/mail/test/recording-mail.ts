import type { FastifyBaseLogger } from 'fastify';
import type { JobStore } from '#server/jobs/job-store';
import { createMailQueue } from '../mail-queue';
import type { Mailer, MailMessage } from '../mailer';
import type { MailRepository } from '../repository';

/**
 * The real mail queue over a job store that only records what is queued, for unit tests of
 * services built by hand (no database): `queued` is every message in the order it was queued.
 */
export function recordingMailQueue(log: Pick<FastifyBaseLogger, 'error'> = { error: () => {} }) {
  const queued: MailMessage[] = [];
  const store = {
    enqueue: async (_executor: unknown, _queue: string, payload: Record<string, unknown>) => {
      queued.push(payload.message as MailMessage);
      return {} as never;
    },
  } as unknown as JobStore;
  const mail = createMailQueue({
    store,
    repository: { dueCount: async () => 0 } as unknown as MailRepository,
    mailer: {} as Mailer,
    jobs: { leaseMs: 30_000, pollMs: 1000, concurrency: 1, maxAttempts: 1, retryDelayMs: 0, timeoutMs: 1000 },
    maxAttempts: 1,
    log: { ...log, child: () => log } as unknown as FastifyBaseLogger,
  });
  return { mail, queued };
}
