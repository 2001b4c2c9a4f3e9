import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JobsConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { createJobStore, type JobStore } from './job-store';
import type { JobHandler, JobWorker } from './job-worker';
import { eventually, testWorker } from './test-worker';

let database: DatabaseHandle;
let store: JobStore;
const workers: JobWorker[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  store = createJobStore(database.db);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await database.db.delete(jobs);
});
afterAll(async () => {
  await database.close();
});

function started(handler: JobHandler, config: Partial<JobsConfig> = {}, abortGraceMs?: number) {
  const worker = testWorker(store, handler, config, abortGraceMs);
  workers.push(worker);
  worker.start();
  return worker;
}

const enqueue = (payload: Record<string, unknown> = {}, maxAttempts = 3) =>
  store.enqueue(database.db, 'test', payload, maxAttempts);
const jobRow = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const noFailure = () => async () => {};
const never = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

describe('job worker', () => {
  it('runs a job once and deletes it, committing the writes it returns with the completion', async () => {
    const runs: unknown[] = [];
    const committed: string[] = [];
    started({
      perform: async (payload, { attempt }) => {
        runs.push({ payload, attempt });
        return async () => void committed.push('result');
      },
      failedForGood: noFailure,
    });
    const job = await enqueue({ hello: 'world' });
    await eventually(async () => (await jobRow(job.id)) === undefined, 5000, 'job deleted');
    expect(runs).toEqual([{ payload: { hello: 'world' }, attempt: 1 }]);
    expect(committed).toEqual(['result']);
  });

  it('starts a job at once when woken, without waiting for the poll', async () => {
    let ran = false;
    const worker = started(
      {
        perform: async () => {
          ran = true;
          return undefined;
        },
        failedForGood: noFailure,
      },
      { pollMs: 60_000 },
    );
    // A fixed wait on purpose: the worker exposes no "first poll done", and the job must arrive
    // after it, so that only wake() (not the start-up poll) can run it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await enqueue();
    worker.wake();
    await eventually(() => ran, 1000, 'woken job');
  });

  it('retries a failing job with growing delays, then records it failed for good', async () => {
    const attempts: number[] = [];
    const failures: string[] = [];
    started(
      {
        perform: async (_payload, { attempt }) => {
          attempts.push(attempt);
          throw new Error(`boom ${attempt}`);
        },
        failedForGood: (_payload, error) => async () => void failures.push((error as Error).message),
        keptAfterFailure: (payload) => ({ id: payload.id }),
      },
      { retryDelayMs: 1000 },
    );
    const job = await enqueue({ id: 'kept', answers: { dream: 'personal' } }, 3);
    await eventually(() => attempts.length === 1, 5000, 'first attempt');
    await eventually(async () => (await jobRow(job.id))?.status === 'queued', 5000, 'requeued');
    // Backoff: due the first delay after the requeue, which set both columns in one statement, so
    // no clock is raced (comparing with now() failed on a machine at load 20).
    const [row] = await database.db
      .select({
        delayMs: sql<number>`(extract(epoch from ${jobs.runAfter} - ${jobs.updatedAt}) * 1000)::int`,
        lastError: jobs.lastError,
      })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(row).toEqual({ delayMs: 1000, lastError: 'Error: boom 1' });

    await eventually(async () => (await jobRow(job.id))?.status === 'failed', 15_000, 'failed for good');
    expect(attempts).toEqual([1, 2, 3]);
    expect(failures).toEqual(['boom 3']);
    expect(await jobRow(job.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lockedBy: null,
      lastError: 'Error: boom 3',
      // Ids only: a failed row is kept for inspection, the personal data it was about is not.
      payload: { id: 'kept' },
    });
  });

  it('stores and logs no bound query values when a job fails for good', async () => {
    started({
      perform: async () => {
        throw new Error('Failed query: update "x" set "a" = $1\nparams: my secret dream');
      },
      failedForGood: noFailure,
    });
    const job = await enqueue({ answers: { dream: 'my secret dream' } }, 1);
    await eventually(async () => (await jobRow(job.id))?.status === 'failed', 5000, 'failed');
    const row = await jobRow(job.id);
    expect(row?.lastError).toBe('Error: Failed query: update "x" set "a" = $1');
    expect(row?.payload).toEqual({});
  });

  it('stops within the grace period while a claim hangs on an unreachable database', async () => {
    let claiming = false;
    const hangingStore: JobStore = {
      ...store,
      claim: () => {
        claiming = true;
        return new Promise<never>(() => {});
      },
    };
    const worker = testWorker(
      hangingStore,
      { perform: async () => undefined, failedForGood: noFailure },
      {},
      100,
    );
    worker.start();
    await eventually(() => claiming, 5000, 'claiming');
    // The claim never settles: a stop that waited for it would never resolve and the test would
    // time out. That it resolves is the check, with no clock read.
    await expect(worker.stop()).resolves.toBeUndefined();
  });

  it('aborts an attempt that runs past the timeout and retries it', async () => {
    const attempts: number[] = [];
    started(
      {
        perform: async (_payload, { attempt, signal }) => {
          attempts.push(attempt);
          if (attempt === 1) await never(signal);
          return undefined;
        },
        failedForGood: noFailure,
      },
      { timeoutMs: 100 },
    );
    const job = await enqueue();
    await eventually(async () => (await jobRow(job.id)) === undefined, 5000, 'retried job done');
    expect(attempts).toEqual([1, 2]);
  });

  it('gives up on an attempt that ignores the timeout, and retries it', async () => {
    const attempts: number[] = [];
    started(
      {
        perform: async (_payload, { attempt }) => {
          attempts.push(attempt);
          if (attempt === 1) await new Promise(() => {});
          return undefined;
        },
        failedForGood: noFailure,
      },
      { timeoutMs: 100 },
      50,
    );
    const job = await enqueue();
    await eventually(async () => (await jobRow(job.id)) === undefined, 5000, 'retried job done');
    expect(attempts).toEqual([1, 2]);
  });

  it('takes over a job whose worker died (lease expired); the dead worker can no longer publish', async () => {
    const job = await enqueue();
    const dead = await store.claim('test', 'dead-worker', 50);
    expect(dead?.id).toBe(job.id);
    const attempts: number[] = [];
    started({
      perform: async (_payload, { attempt }) => {
        attempts.push(attempt);
        return undefined;
      },
      failedForGood: noFailure,
    });
    await eventually(async () => (await jobRow(job.id)) === undefined, 5000, 'taken over');
    expect(attempts).toEqual([2]);
    let published = false;
    expect(
      await store.complete(job.id, dead?.lockedBy as string, async () => {
        published = true;
      }),
    ).toBe(false);
    expect(published).toBe(false);
  });

  it('gives every claim its own lock token: a stale run of the same worker cannot touch the new claim', async () => {
    const job = await enqueue();
    const first = await store.claim('test', 'one-worker', 20);
    // Until the 20 ms lease has run out by the database's clock, the one the claim compares with.
    await eventually(
      async () => {
        const [row] = await database.db
          .select({ expired: sql<boolean>`${jobs.leaseExpiresAt} < now()` })
          .from(jobs)
          .where(eq(jobs.id, job.id));
        return row?.expired === true;
      },
      2000,
      'lease expired',
    );
    // The same worker re-claims its own job after the lease ran out (the database was away).
    const second = await store.claim('test', 'one-worker', 60_000);
    expect(second?.id).toBe(job.id);
    expect(first?.lockedBy).toBeTruthy();
    expect(second?.lockedBy).not.toBe(first?.lockedBy);
    const stale = first?.lockedBy as string;
    let published = false;
    const publish = async () => {
      published = true;
    };
    expect(await store.heartbeat(job.id, stale, 60_000)).toBe(false);
    expect(await store.retryLater(job.id, stale, 0, 'stale')).toBe(false);
    expect(await store.release(job.id, stale)).toBe(false);
    expect(await store.fail(job.id, stale, 'stale', {}, publish)).toBe(false);
    expect(await store.complete(job.id, stale, publish)).toBe(false);
    expect(published).toBe(false);
    expect(await jobRow(job.id)).toMatchObject({
      status: 'running',
      lockedBy: second?.lockedBy,
      attempts: 2,
    });
  });

  it('never starts a second run of a job it is still running when that job’s lease expires', async () => {
    const job = await enqueue();
    let runs = 0;
    let release: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A long lease: its heartbeat (a third of it) does not renew it during the test.
    const worker = started(
      {
        perform: async () => {
          runs++;
          await finished;
          return undefined;
        },
        failedForGood: noFailure,
      },
      { leaseMs: 6000 },
    );
    await eventually(() => runs === 1, 5000, 'first run');
    const claimed = await jobRow(job.id);
    // As after an event-loop stall or a database outage longer than the lease.
    await database.db
      .update(jobs)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    worker.wake();
    // A fixed wait on purpose: it checks that nothing happens (no second run) within it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toBe(1);
    expect(worker.runningCount).toBe(1);
    expect((await jobRow(job.id))?.lockedBy).toBe(claimed?.lockedBy);
    release();
    await eventually(async () => (await jobRow(job.id)) === undefined, 5000, 'done');
    expect(runs).toBe(1);
  });

  it('aborts a run whose heartbeat finds the lease taken by another claim', async () => {
    const job = await enqueue();
    let aborted: unknown;
    started(
      {
        perform: async (_payload, { signal }) => {
          try {
            return await never(signal);
          } catch (error) {
            aborted = error;
            throw error;
          }
        },
        failedForGood: noFailure,
      },
      { leaseMs: 300 },
    );
    await eventually(async () => (await jobRow(job.id))?.status === 'running', 5000, 'running');
    await database.db.update(jobs).set({ lockedBy: 'someone-else' }).where(eq(jobs.id, job.id));
    await eventually(() => aborted !== undefined, 5000, 'aborted');
    expect(String(aborted)).toMatch(/lease lost/);
    expect((await jobRow(job.id))?.lockedBy).toBe('someone-else');
  });

  it('keeps a long job by renewing its lease, so nobody else takes it', async () => {
    const job = await enqueue();
    let runs = 0;
    let release: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handler: JobHandler = {
      perform: async () => {
        runs++;
        await finished;
        return undefined;
      },
      failedForGood: noFailure,
    };
    // Short enough that the wait below spans several leases, long enough that a busy machine's
    // event-loop stalls do not outlast one.
    started(handler, { leaseMs: 600 });
    started(handler, { leaseMs: 600 });
    await eventually(() => runs === 1, 5000, 'first run');
    // Several leases long: without the heartbeat the second worker would have taken it.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    release();
    await eventually(async () => (await jobRow(job.id)) === undefined, 5000, 'done');
    expect(runs).toBe(1);
  });

  it('fails, without running it, a job taken back after its last attempt’s worker died', async () => {
    const job = await enqueue({}, 1);
    await store.claim('test', 'dead-worker', 20);
    let ran = false;
    const failures: string[] = [];
    started({
      perform: async () => {
        ran = true;
        return undefined;
      },
      failedForGood: (_payload, error) => async () => void failures.push((error as Error).message),
    });
    await eventually(async () => (await jobRow(job.id))?.status === 'failed', 5000, 'failed');
    expect(failures).toHaveLength(1);
    expect(ran).toBe(false);
    expect(await jobRow(job.id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('on stop, gives a running job back to the queue without counting the attempt', async () => {
    let running = false;
    const worker = started({
      perform: async (_payload, { signal }) => {
        running = true;
        return never(signal);
      },
      failedForGood: noFailure,
    });
    const job = await enqueue();
    await eventually(() => running, 5000, 'running');
    await worker.stop();
    expect(await jobRow(job.id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
  });

  it('on stop, gives back a job that ignores its signal once the grace period is over', async () => {
    let running = false;
    const worker = started(
      {
        perform: async () => {
          running = true;
          return new Promise<never>(() => {});
        },
        failedForGood: noFailure,
      },
      {},
      100,
    );
    const job = await enqueue();
    await eventually(() => running, 5000, 'running');
    await worker.stop();
    expect(await jobRow(job.id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
  });
});
