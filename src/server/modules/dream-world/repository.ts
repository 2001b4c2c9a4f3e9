import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { type DreamWorldRow, dreamWorlds, jobs, users } from '#server/db/schema';
import type { JobStore, JobWrites } from '#server/jobs/job-store';
import { dreamWorldMessages } from '#shared/dreamWorld';
import type { Answers } from '#shared/questionnaire';
import type { WorldLevel, WorldSpec } from '#shared/worldSpec';
import { dreamWorldQueue, type WorldJobPayload } from './world-job-payload';

const unfinished = inArray(dreamWorlds.status, ['queued', 'generating']);

/**
 * What to do with the user's latest world when asked for a new one: return it (`reuse`), build a
 * new version beside it (`new`), or first mark it failed because its job is gone or overdue, then
 * build a new version (`replace-stuck`).
 */
export type LatestWorldDecision = 'reuse' | 'new' | 'replace-stuck';

export interface NewWorld {
  userId: string;
  questionnaireId: string | null;
  level: WorldLevel;
  answers: Answers;
  answersHash: string;
}

/** Queries for dream worlds. Rules (who may see what, when to reuse a world) live in the service. */
export function createDreamWorldRepository(db: Database, jobStore: JobStore) {
  return {
    /**
     * Creates the next version and its generation job in one transaction: there is never a world
     * without a job or a job without a world. The user's row is locked first, so two requests at
     * once cannot both take the same version number or both miss a reusable world. `decide`
     * (the service's rule) is told whether an unfinished latest world still has its job.
     */
    async createWithJob(
      world: NewWorld,
      maxAttempts: number,
      decide: (latest: DreamWorldRow, context: { hasJob: boolean }) => LatestWorldDecision,
    ): Promise<{ world: DreamWorldRow; created: boolean }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, world.userId)).for('update');
        const [latest] = await tx
          .select()
          .from(dreamWorlds)
          .where(eq(dreamWorlds.userId, world.userId))
          .orderBy(desc(dreamWorlds.version))
          .limit(1)
          // Locked, so a job finishing this world cannot commit between this read and the job
          // count below: without it, a request could read the world `queued`, then count no job
          // (just completed and deleted), take the world for stuck and build a second one.
          .for('update');
        if (latest) {
          const hasJob =
            latest.status === 'queued' || latest.status === 'generating'
              ? (await tx.$count(
                  jobs,
                  and(eq(jobs.queue, dreamWorldQueue), sql`${jobs.payload} ->> 'worldId' = ${latest.id}`),
                )) > 0
              : false;
          const decision = decide(latest, { hasJob });
          if (decision === 'reuse') return { world: latest, created: false };
          if (decision === 'replace-stuck')
            await tx
              .update(dreamWorlds)
              .set({ status: 'failed', error: dreamWorldMessages.failed, updatedAt: sql`now()` })
              .where(and(eq(dreamWorlds.id, latest.id), unfinished));
        }
        const [row] = await tx
          .insert(dreamWorlds)
          .values({
            userId: world.userId,
            questionnaireId: world.questionnaireId,
            version: (latest?.version ?? 0) + 1,
            level: world.level,
            answersHash: world.answersHash,
          })
          .returning();
        if (!row) throw new Error('createWithJob: insert returned no row');
        // The answers travel in the job, so editing them later cannot change a world being built.
        const payload: WorldJobPayload = {
          worldId: row.id,
          userId: world.userId,
          level: world.level,
          answers: world.answers as Record<string, string>,
        };
        await jobStore.enqueue(tx, dreamWorldQueue, payload, maxAttempts);
        return { world: row, created: true };
      });
    },

    /** A world of this user only: another user's id reads as "not found". */
    async findOwned(id: string, userId: string): Promise<DreamWorldRow | null> {
      const [row] = await db
        .select()
        .from(dreamWorlds)
        .where(and(eq(dreamWorlds.id, id), eq(dreamWorlds.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async countVersions(userId: string): Promise<number> {
      return db.$count(dreamWorlds, eq(dreamWorlds.userId, userId));
    },

    /** The highest version: the one the reuse check compares with, and the list's first. */
    async findLatest(userId: string): Promise<DreamWorldRow | null> {
      const [row] = await db
        .select()
        .from(dreamWorlds)
        .where(eq(dreamWorlds.userId, userId))
        .orderBy(desc(dreamWorlds.version))
        .limit(1);
      return row ?? null;
    },

    /** Newest version first (as findLatest and the reuse check), without specs (a spec is several kilobytes; a list never needs one). */
    async listSummaries(userId: string, limit: number) {
      const { spec: _spec, ...columns } = getTableColumns(dreamWorlds);
      return db
        .select(columns)
        .from(dreamWorlds)
        .where(eq(dreamWorlds.userId, userId))
        .orderBy(desc(dreamWorlds.version))
        .limit(limit);
    },

    /** queued → generating; null when the world is gone (account deleted) or already finished. */
    async markGenerating(id: string): Promise<DreamWorldRow | null> {
      const [row] = await db
        .update(dreamWorlds)
        .set({ status: 'generating', updatedAt: sql`now()` })
        .where(and(eq(dreamWorlds.id, id), unfinished))
        .returning();
      return row ?? null;
    },

    /** The writes that publish a finished spec, committed with the job's completion. */
    completion(id: string, spec: WorldSpec): JobWrites {
      return async (tx) => {
        await tx
          .update(dreamWorlds)
          .set({ status: 'completed', spec, error: null, completedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(dreamWorlds.id, id), unfinished));
      };
    },

    /** The writes that record a generation failed for good, with the message the user sees. */
    failure(id: string, message: string): JobWrites {
      return async (tx) => {
        await tx
          .update(dreamWorlds)
          .set({ status: 'failed', error: message, updatedAt: sql`now()` })
          .where(and(eq(dreamWorlds.id, id), unfinished));
      };
    },
  };
}

export type DreamWorldRepository = ReturnType<typeof createDreamWorldRepository>;
