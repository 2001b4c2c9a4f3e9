import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { jobs } from '#server/db/schema';

/** The queue on the job store that mail waits in (decision 0105). */
export const mailQueue = 'mail';

/** Counts of the mail queue: for `flush` and for the operator's metrics. */
export function createMailRepository(db: Database) {
  return {
    /** Mails that can be sent now, or are being sent: `flush` waits until there are none. */
    async dueCount(): Promise<number> {
      return db.$count(
        jobs,
        and(
          eq(jobs.queue, mailQueue),
          or(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, sql`now()`)), eq(jobs.status, 'running')),
        ),
      );
    },

    /** Waiting (queued, retrying or being sent) and failed for good. */
    async stateCounts(): Promise<{ waiting: number; failed: number }> {
      const rows = await db
        .select({ status: jobs.status, count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.queue, mailQueue))
        .groupBy(jobs.status);
      const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
      return { waiting: count('queued') + count('running'), failed: count('failed') };
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
