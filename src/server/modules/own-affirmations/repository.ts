import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { type OwnAffirmationRow, ownAffirmations, users } from '#server/db/schema';

export interface NewLine {
  text: string;
  origin: OwnAffirmationRow['origin'];
  favourite: boolean;
  hidden: boolean;
}

export type LineChanges = Partial<Pick<OwnAffirmationRow, 'text' | 'favourite' | 'hidden'>>;

/** The SQL of the person's own affirmations (decision 0118). */
export function createOwnAffirmationsRepository(db: Database) {
  const owned = (userId: string, id: string) =>
    and(eq(ownAffirmations.userId, userId), eq(ownAffirmations.id, id));

  /** Runs `work` with the user's row locked: one user's lines are added and reordered one at a time. */
  const lockedForUser = <T>(userId: string, work: (tx: Database) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return work(tx as unknown as Database);
    });

  const list = (executor: Database, userId: string) =>
    executor
      .select()
      .from(ownAffirmations)
      .where(eq(ownAffirmations.userId, userId))
      .orderBy(asc(ownAffirmations.position), asc(ownAffirmations.createdAt));

  return {
    list: (userId: string): Promise<OwnAffirmationRow[]> => list(db, userId),

    /**
     * Adds a line at the end, when `mayAdd(existing)` says the plan keeps one more; null when it
     * does not. The count and the insert share the lock, so two requests at once cannot both pass.
     */
    add(
      userId: string,
      line: NewLine,
      mayAdd: (existing: number) => boolean,
    ): Promise<OwnAffirmationRow | null> {
      return lockedForUser(userId, async (tx) => {
        const [{ value: existing } = { value: 0 }] = await tx
          .select({ value: count() })
          .from(ownAffirmations)
          .where(eq(ownAffirmations.userId, userId));
        if (!mayAdd(existing)) return null;
        const [{ last } = { last: null }] = await tx
          .select({ last: sql<number | null>`max(${ownAffirmations.position})` })
          .from(ownAffirmations)
          .where(eq(ownAffirmations.userId, userId));
        const [row] = await tx
          .insert(ownAffirmations)
          .values({ userId, ...line, position: last === null ? 0 : Number(last) + 1 })
          .returning();
        return row ?? null;
      });
    },

    /** The changed line, or null when the user has no line of that id. */
    async update(userId: string, id: string, changes: LineChanges): Promise<OwnAffirmationRow | null> {
      const [row] = await db
        .update(ownAffirmations)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(owned(userId, id))
        .returning();
      return row ?? null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(ownAffirmations)
        .where(owned(userId, id))
        .returning({ id: ownAffirmations.id });
      return rows.length > 0;
    },

    /**
     * Puts the user's lines in the order of `ids`; `check` sees the user's current ids under the
     * lock and throws when `ids` is not exactly them.
     */
    reorder(
      userId: string,
      ids: readonly string[],
      check: (current: readonly string[]) => void,
    ): Promise<OwnAffirmationRow[]> {
      return lockedForUser(userId, async (tx) => {
        check((await list(tx, userId)).map((row) => row.id));
        for (const [position, id] of ids.entries()) {
          await tx.update(ownAffirmations).set({ position }).where(owned(userId, id));
        }
        return list(tx, userId);
      });
    },
  };
}

export type OwnAffirmationsRepository = ReturnType<typeof createOwnAffirmationsRepository>;
