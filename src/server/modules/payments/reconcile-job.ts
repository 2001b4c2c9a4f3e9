import type { FastifyInstance } from 'fastify';
import { createJobStore } from '#server/jobs/job-store';
import { createJobWorker, type JobHandler } from '#server/jobs/job-worker';
import { localDayOf } from '#shared/localDays';
import { createPaymentsRepository } from './repository';
import type { PaymentsService } from './service';
import { trialKeyOf } from './trial-memory';

export const reconcileQueue = 'payments-reconcile';
const scheduleName = 'payments-reconcile';
/** How often an instance checks whether today's reconcile is enqueued yet. */
const scheduleCheckMs = 3600_000;
/**
 * The first check, a few minutes after start: a starting instance (or a short-lived test server)
 * does not add a job beside the ones it is there for, and a daily job loses nothing by waiting.
 */
const firstCheckDelayMs = 5 * 60_000;

/** Today's date in UTC, the key of the day's run. */
const today = (now = new Date()) => localDayOf(now, 'UTC');

/** The reconcile as a durable job: retried with backoff by the job worker, run by one instance. */
export function reconcileJobHandler(service: PaymentsService): JobHandler {
  return {
    async perform() {
      await service.reconcileAll();
      return undefined;
    },
    failedForGood: () => async () => {},
  };
}

/**
 * The daily reconcile on the durable job queue (src/server/jobs, docs/decisions/0024 and 0059):
 * every instance checks hourly, the first to claim the day enqueues the job in the same
 * transaction, and one worker claims it. Several instances therefore run it once a day.
 */
export function startReconcileSchedule(app: FastifyInstance, service: PaymentsService) {
  const { db } = app.database;
  const store = createJobStore(db);
  const repository = createPaymentsRepository(db, trialKeyOf(app.config.jwtSecret));
  const worker = createJobWorker({
    store,
    queue: reconcileQueue,
    handler: reconcileJobHandler(service),
    config: { ...app.config.jobs, concurrency: 1, timeoutMs: Math.max(app.config.jobs.timeoutMs, 600_000) },
    log: app.log.child({ module: 'payments-reconcile' }),
  });
  const enqueueToday = async () => {
    const claimed = await repository.claimDailyRun(scheduleName, today(), (tx) =>
      store.enqueue(tx, reconcileQueue, { day: today() }, app.config.jobs.maxAttempts),
    );
    if (claimed) worker.wake();
  };
  let first: NodeJS.Timeout | null = null;
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    worker.start();
    const check = () =>
      enqueueToday().catch((error: unknown) =>
        app.log.error({ err: error }, 'could not schedule the reconcile'),
      );
    first = setTimeout(() => {
      void check();
      timer = setInterval(check, scheduleCheckMs);
      timer.unref();
    }, firstCheckDelayMs);
    first.unref();
  });
  app.addHook('onClose', async () => {
    if (first) clearTimeout(first);
    if (timer) clearInterval(timer);
    await worker.stop();
  });
}
