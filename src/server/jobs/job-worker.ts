import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { JobsConfig } from '../config';
import type { JobRow } from '../db/schema';
import { jobErrorText } from './job-error-text';
import type { JobStore, JobWrites } from './job-store';

export interface JobContext {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Aborted on timeout, when the lease is lost, and when the worker stops. */
  signal: AbortSignal;
}

export interface JobHandler {
  /**
   * Does the work. What it returns is committed in the transaction that completes the job, and
   * only if this worker still holds it, so a result is published once even if a lease was lost.
   */
  perform(payload: Record<string, unknown>, context: JobContext): Promise<JobWrites | undefined>;
  /** The writes that record a job failed for good (after its last attempt). */
  failedForGood(payload: Record<string, unknown>, error: unknown): JobWrites;
  /**
   * What of the payload a job failed for good keeps (ids only: the row stays for inspection, its
   * personal data must not). Without it the failed row keeps an empty payload.
   */
  keptAfterFailure?(payload: Record<string, unknown>): Record<string, unknown>;
}

export interface JobWorkerOptions {
  store: JobStore;
  queue: string;
  handler: JobHandler;
  config: JobsConfig;
  log: FastifyBaseLogger;
  /**
   * How long a handler may take to settle after its signal aborted (timeout, lost lease, stop)
   * before the worker stops waiting for it: a handler that ignores its signal must not hold a
   * slot, or shutdown, forever. Its late result is fenced out (it no longer holds the job).
   */
  abortGraceMs?: number;
}

const maxRetryDelayMs = 5 * 60_000;
const defaultAbortGraceMs = 2000;

/** The delay before retry number `attempt` (1 = after the first attempt): doubling, capped. */
const retryDelayAfter = (config: JobsConfig, attempt: number) =>
  Math.min(config.retryDelayMs * 2 ** (attempt - 1), maxRetryDelayMs);

/**
 * The longest a job may legitimately stay unfinished: every attempt running to its timeout plus
 * the abort grace, and a lease running out before each takeover, plus every backoff between
 * attempts. Anything unfinished for longer has lost its job (decision 0024).
 */
export function longestJobMs(config: JobsConfig, abortGraceMs = defaultAbortGraceMs): number {
  let total = 0;
  for (let attempt = 1; attempt <= config.maxAttempts; attempt++) {
    total += config.timeoutMs + abortGraceMs + config.leaseMs;
    if (attempt < config.maxAttempts) total += retryDelayAfter(config, attempt);
  }
  return total;
}

class ShutdownError extends Error {
  override name = 'ShutdownError';
}

/** The lock token `claim` wrote into the row: the fence of every later change to this run's job. */
function lockTokenOf(job: JobRow): string {
  if (!job.lockedBy) throw new Error(`claimed job ${job.id} has no lock token`);
  return job.lockedBy;
}

/** `promise`, or nothing once `ms` have passed, whichever comes first. */
async function boundedBy(promise: Promise<unknown> | undefined, ms: number): Promise<void> {
  if (!promise) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    promise.catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * Runs the jobs of one queue in this process (decision 0024): claims due jobs up to
 * `concurrency`, renews each one's lease every third of it, retries failures with exponential
 * backoff and records the last failure for good. `wake()` after an enqueue starts the job at once;
 * the poll finds jobs enqueued by other instances and jobs whose worker died.
 */
export function createJobWorker({
  store,
  queue,
  handler,
  config,
  log,
  abortGraceMs = defaultAbortGraceMs,
}: JobWorkerOptions) {
  const workerId = `${hostname()}:${process.pid}:${randomUUID()}`;
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let pollTimer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;
  let filling: Promise<void> | undefined;
  let claimAgain = false;

  /** Claims until the slots are full or nothing is due; overlapping calls coalesce into one. */
  function fill(): Promise<void> {
    if (!started || stopping) return Promise.resolve();
    if (filling) {
      claimAgain = true;
      return filling;
    }
    filling = claimDueJobs().finally(() => {
      filling = undefined;
    });
    return filling;
  }

  async function claimDueJobs(): Promise<void> {
    try {
      do {
        claimAgain = false;
        while (!stopping && running.size < config.concurrency) {
          // Jobs still running here are skipped even when their lease ran out (a stall, a database
          // outage): claiming one again would start a second run of it beside the first.
          const job = await store.claim(queue, workerId, config.leaseMs, [...running.keys()]);
          if (!job) break;
          // Claimed while `stop` was called: give it straight back rather than start it.
          if (stopping) {
            await store.release(job.id, lockTokenOf(job));
            break;
          }
          start(job);
        }
      } while (claimAgain && !stopping);
    } catch (error) {
      // The database may be briefly unreachable; the next poll tries again.
      log.error({ error: jobErrorText(error), queue }, 'job claim failed');
    }
  }

  function start(job: JobRow) {
    const controller = new AbortController();
    const entry = { controller, done: Promise.resolve() };
    entry.done = execute(job, lockTokenOf(job), controller).finally(() => {
      if (running.get(job.id) === entry) running.delete(job.id);
      void fill();
    });
    running.set(job.id, entry);
  }

  async function execute(job: JobRow, lockToken: string, controller: AbortController): Promise<void> {
    const { signal } = controller;
    const jobLog = log.child({ queue, jobId: job.id, attempt: job.attempts });
    const heartbeat = setInterval(
      () => {
        store
          .heartbeat(job.id, lockToken, config.leaseMs)
          .then((held) => {
            // Another claim holds the job now: stop this run rather than work on beside it.
            if (!held) controller.abort(new Error('lease lost to another claim'));
          })
          .catch((error: unknown) => jobLog.warn({ error: jobErrorText(error) }, 'job heartbeat failed'));
      },
      Math.max(Math.floor(config.leaseMs / 3), 10),
    );
    const timeout = setTimeout(
      () => controller.abort(new Error(`timed out after ${config.timeoutMs} ms`)),
      config.timeoutMs,
    );
    try {
      // A job claimed back from a worker that died during its last allowed attempt: no more tries.
      if (job.attempts > job.maxAttempts) throw new Error('the last attempt ended with its worker');
      const writes = await untilAbandoned(
        handler.perform(job.payload, { jobId: job.id, attempt: job.attempts, signal }),
        signal,
      );
      if (!(await store.complete(job.id, lockToken, writes)))
        jobLog.warn('job completed after its lease was lost');
    } catch (error) {
      await settleFailure(
        job,
        lockToken,
        signal.aborted && signal.reason instanceof ShutdownError ? signal.reason : error,
        jobLog,
      );
    } finally {
      clearInterval(heartbeat);
      clearTimeout(timeout);
    }
  }

  /** The handler's outcome, or its signal's reason once it has ignored the abort for the grace period. */
  function untilAbandoned<T>(outcome: Promise<T>, signal: AbortSignal): Promise<T> {
    // Nobody may be listening any more when an abandoned handler finally rejects.
    outcome.catch(() => {});
    return new Promise<T>((resolve, reject) => {
      let abandon: NodeJS.Timeout | undefined;
      const onAbort = () => {
        abandon = setTimeout(() => reject(signal.reason), abortGraceMs);
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
      outcome.then(resolve, reject).finally(() => {
        clearTimeout(abandon);
        signal.removeEventListener('abort', onAbort);
      });
    });
  }

  async function settleFailure(job: JobRow, lockToken: string, error: unknown, jobLog: FastifyBaseLogger) {
    try {
      if (error instanceof ShutdownError) {
        await store.release(job.id, lockToken);
        return;
      }
      // Only the sanitised text is stored or logged: a query error's message carries its bound
      // values (the user's answers), and `err` would log the whole message and its cause.
      const text = jobErrorText(error);
      if (job.attempts < job.maxAttempts) {
        const delay = retryDelayAfter(config, job.attempts);
        jobLog.warn({ error: text, retryInMs: delay }, 'job failed, will retry');
        await store.retryLater(job.id, lockToken, delay, text);
      } else {
        jobLog.error({ error: text }, 'job failed for good');
        await store.fail(
          job.id,
          lockToken,
          text,
          handler.keptAfterFailure?.(job.payload) ?? {},
          handler.failedForGood(job.payload, error),
        );
      }
    } catch (storeError) {
      // The lease runs out and another worker takes the job over.
      jobLog.error({ error: jobErrorText(storeError) }, 'could not record the job failure');
    }
  }

  return {
    workerId,
    start() {
      if (started) return;
      started = true;
      pollTimer = setInterval(() => void fill(), config.pollMs);
      void fill();
    },
    /** Starts due jobs now (call after an enqueue has committed). */
    wake() {
      void fill();
    },
    /**
     * Graceful stop: no new claims; running jobs are asked to stop (their signal aborts) and given
     * back to the queue, the attempt not counted, unless they finish first. Bounded by abortGraceMs.
     */
    async stop() {
      if (!started || stopping) return;
      stopping = true;
      clearInterval(pollTimer);
      // A claim stuck on an unreachable database must not hold shutdown: wait at most the grace.
      await boundedBy(filling, abortGraceMs);
      const inFlight = [...running.values()];
      for (const job of inFlight) job.controller.abort(new ShutdownError('the worker is stopping'));
      await Promise.all(inFlight.map((job) => job.done));
    },
    /** Jobs running in this process now (for tests and metrics). */
    get runningCount() {
      return running.size;
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
