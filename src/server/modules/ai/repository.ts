import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { type AffirmationDoubtRow, affirmationDoubts } from '#server/db/schema';

/** The affirmation lines a user does not believe yet, and the gentler lines kept in their place. */
export function createAiRepository(db: Database) {
  return {
    async listDoubts(userId: string, scope: string): Promise<AffirmationDoubtRow[]> {
      return db
        .select()
        .from(affirmationDoubts)
        .where(and(eq(affirmationDoubts.userId, userId), eq(affirmationDoubts.scope, scope)));
    },

    /**
     * Keeps `gentler` at the line's place. Marking the same place again replaces the gentler line
     * and keeps the first original, the line the user first did not believe.
     */
    async saveDoubt(doubt: {
      userId: string;
      scope: string;
      position: number;
      original: string;
      gentler: string;
    }): Promise<void> {
      await db
        .insert(affirmationDoubts)
        .values(doubt)
        .onConflictDoUpdate({
          target: [affirmationDoubts.userId, affirmationDoubts.scope, affirmationDoubts.position],
          set: { gentler: doubt.gentler, updatedAt: sql`now()` },
        });
    },
  };
}

export type AiRepository = ReturnType<typeof createAiRepository>;
