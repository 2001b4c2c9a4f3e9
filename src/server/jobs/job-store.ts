import { randomUUID } from 'node:crypto';
import { and, eq, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type JobRow, jobs } from '../db/schema';

/** Writes that must commit together with a job's end (the result, or the failure it records). */
export type JobWrites = (tx: Database) => Promise<void>;

/**
 * The SQL of the durable job queue (decision 0024). Every claim writes a fresh lock token into
 * `locked_by` and every later change is fenced on that token, not on the worker: a run whose
 * lease was taken over, by another worker or by a later claim of the same worker, can no longer
 * renew, complete, fail, retry or release the job, so a job's result is published at most once.
 */
export function createJobStore(db: Database) {
  const heldBy = (jobId: string, lockToken: string) =>
    and(eq(jobs.id, jobId), eq(jobs.lockedBy, lockToken), eq(jobs.status, 'running'));
  const leaseUntil = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

  return {
    /**
     * Adds a job; pass the transaction that writes what the job is about, so neither exists
     * without the other.
     */
    async enqueue(
      executor: Database,
      queue: string,
      payload: Record<string, unknown>,
      maxAttempts: number,
    ): Promise<JobRow> {
      const [row] = await executor.insert(jobs).values({ queue, payload, maxAttempts }).returning();
      if (!row) throw new Error('enqueue returned no row');
      return row;
    },

    /**
     * Takes the oldest due job of `queue`: queued and due, or running with an expired lease (its
     * worker died). SKIP LOCKED lets several instances claim at once without waiting on, or
     * taking, each other's rows. The claim counts an attempt. `skipIds`: jobs the caller is still
     * running, whose lease may have run out during a stall; claiming them again would start a
     * second run beside the first. The returned row's `lockedBy` is this claim's lock token
     * (the worker's id and a random UUID): pass it to every later call.
     */
    async claim(
      queue: string,
      workerId: string,
      leaseMs: number,
      skipIds: readonly string[] = [],
    ): Promise<JobRow | null> {
      const next = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.queue, queue),
            or(
              and(eq(jobs.status, 'queued'), lte(jobs.runAfter, sql`now()`)),
              and(eq(jobs.status, 'running'), sql`${jobs.leaseExpiresAt} < now()`),
            ),
            skipIds.length > 0 ? notInArray(jobs.id, [...skipIds]) : undefined,
          ),
        )
        .orderBy(jobs.runAfter)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(jobs)
        .set({
          status: 'running',
          lockedBy: `${workerId}/${randomUUID()}`,
          leaseExpiresAt: leaseUntil(leaseMs),
          attempts: sql`${jobs.attempts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(sql`${jobs.id} = (${next})`)
        .returning();
      return row ?? null;
    },

    /** Extends the lease; false when this claim no longer holds the job. */
    async heartbeat(jobId: string, lockToken: string, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ leaseExpiresAt: leaseUntil(leaseMs) })
        .where(heldBy(jobId, lockToken))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Deletes the finished job and commits `writes` in the same transaction, only while this
     * claim still holds it; false (and nothing written) otherwise.
     */
    async complete(jobId: string, lockToken: string, writes?: JobWrites): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(jobs).where(heldBy(jobId, lockToken)).returning({ id: jobs.id });
        if (rows.length === 0) return false;
        await writes?.(tx);
        return true;
      });
    },

    /** Puts the job back in the queue to run again after `delayMs`. */
    async retryLater(jobId: string, lockToken: string, delayMs: number, error: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'queued',
          runAfter: sql`now() + ${delayMs} * interval '1 millisecond'`,
          lockedBy: null,
          leaseExpiresAt: null,
          lastError: error,
          updatedAt: sql`now()`,
        })
        .where(heldBy(jobId, lockToken))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Marks the job failed for good and commits `writes` (e.g. the failure the user sees) with it.
     * The payload is replaced by `keptPayload` (ids only): a failed row stays for inspection, and
     * must not keep personal data such as the answers it was about.
     */
    async fail(
      jobId: string,
      lockToken: string,
      error: string,
      keptPayload: Record<string, unknown>,
      writes?: JobWrites,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(jobs)
          .set({
            status: 'failed',
            payload: keptPayload,
            lockedBy: null,
            leaseExpiresAt: null,
            lastError: error,
            updatedAt: sql`now()`,
          })
          .where(heldBy(jobId, lockToken))
          .returning({ id: jobs.id });
        if (rows.length === 0) return false;
        await writes?.(tx);
        return true;
      });
    },

    /**
     * Gives a job back without counting the attempt (this instance is shutting down), so another
     * instance, or this one after a restart, runs it at once instead of after the lease.
     */
    async release(jobId: string, lockToken: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'queued',
          runAfter: sql`now()`,
          lockedBy: null,
          leaseExpiresAt: null,
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          updatedAt: sql`now()`,
        })
        .where(heldBy(jobId, lockToken))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;
