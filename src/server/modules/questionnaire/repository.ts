import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { type QuestionnaireRow, questionnaires } from '#server/db/schema';
import type { Answers } from '#shared/questionnaire';

const inProgress = (userId: string) =>
  and(eq(questionnaires.userId, userId), eq(questionnaires.isCompleted, false));

/**
 * The conflict target of the partial unique index "one in-progress record per user": an insert
 * for a user who already has one updates that one instead.
 */
const inProgressConflict = {
  target: questionnaires.userId,
  targetWhere: sql`${questionnaires.isCompleted} = false`,
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The record an edit changes when nothing is in progress: the user's newest completed one, locked
 * for the transaction. Null while a record is in progress (that one takes the answers).
 */
async function completedRecordToEdit(tx: Transaction, userId: string): Promise<QuestionnaireRow | null> {
  const [open] = await tx
    .select({ id: questionnaires.id })
    .from(questionnaires)
    .where(inProgress(userId))
    .limit(1);
  if (open) return null;
  const [row] = await tx
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.userId, userId), eq(questionnaires.isCompleted, true)))
    .orderBy(desc(questionnaires.updatedAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Whether a set of answers still completes the questionnaire (decided by the service). */
export type CompletesQuestionnaire = (answers: Answers) => boolean;

/** Queries for questionnaire records. Rules (who may see what, merging) live in the service. */
export function createQuestionnaireRepository(db: Database) {
  /** Writes an edit of a completed record; it stays completed while every answer is given. */
  const editCompleted = async (
    tx: Transaction,
    row: QuestionnaireRow,
    answers: Answers,
    currentStep: number,
    completes: CompletesQuestionnaire,
  ) => {
    const [updated] = await tx
      .update(questionnaires)
      .set({ answers, currentStep, isCompleted: completes(answers), updatedAt: sql`now()` })
      .where(eq(questionnaires.id, row.id))
      .returning();
    if (!updated) throw new Error('editCompleted returned no row');
    return updated;
  };

  return {
    async countCompleted(userId: string): Promise<number> {
      return db.$count(
        questionnaires,
        and(eq(questionnaires.userId, userId), eq(questionnaires.isCompleted, true)),
      );
    },

    async findInProgress(userId: string): Promise<QuestionnaireRow | null> {
      const [row] = await db.select().from(questionnaires).where(inProgress(userId)).limit(1);
      return row ?? null;
    },

    /** A record of this user only: another user's id reads as "not found". */
    async findOwned(id: string, userId: string): Promise<QuestionnaireRow | null> {
      const [row] = await db
        .select()
        .from(questionnaires)
        .where(and(eq(questionnaires.id, id), eq(questionnaires.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** The record the user touched last, completed or not. */
    async findLatest(userId: string): Promise<QuestionnaireRow | null> {
      const [row] = await db
        .select()
        .from(questionnaires)
        .where(eq(questionnaires.userId, userId))
        .orderBy(desc(questionnaires.updatedAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Sets one answer of the record being answered: the in-progress one, else the newest completed
     * one (an edit changes it in place, decision 0071), else a new one. The in-progress merge
     * happens in SQL (jsonb ||), so two answers saved at once never overwrite each other.
     */
    async setAnswer(
      userId: string,
      key: string,
      answer: string,
      completes: CompletesQuestionnaire,
    ): Promise<QuestionnaireRow> {
      return db.transaction(async (tx) => {
        const completed = await completedRecordToEdit(tx, userId);
        if (completed) {
          const answers = { ...completed.answers, [key]: answer } as Answers;
          return editCompleted(tx, completed, answers, completed.currentStep, completes);
        }
        const [row] = await tx
          .insert(questionnaires)
          .values({ userId, answers: { [key]: answer } })
          .onConflictDoUpdate({
            ...inProgressConflict,
            set: {
              answers: sql`${questionnaires.answers} || excluded.answers`,
              updatedAt: sql`now()`,
            },
          })
          .returning();
        if (!row) throw new Error('setAnswer returned no row');
        return row;
      });
    },

    /**
     * Replaces answers and step of the record being answered (as `setAnswer` picks it), creating an
     * in-progress record when the user has none.
     */
    async saveInProgress(
      userId: string,
      answers: Answers,
      currentStep: number,
      completes: CompletesQuestionnaire,
    ): Promise<QuestionnaireRow> {
      return db.transaction(async (tx) => {
        const completed = await completedRecordToEdit(tx, userId);
        if (completed) return editCompleted(tx, completed, answers, currentStep, completes);
        const [row] = await tx
          .insert(questionnaires)
          .values({ userId, answers, currentStep })
          .onConflictDoUpdate({
            ...inProgressConflict,
            set: { answers, currentStep, updatedAt: sql`now()` },
          })
          .returning();
        if (!row) throw new Error('saveInProgress returned no row');
        return row;
      });
    },

    /**
     * A fresh start the user asked for: the in-progress record takes the given answers (usually
     * none), or a new one is opened beside the completed ones.
     */
    async startAfresh(userId: string, answers: Answers, currentStep: number): Promise<QuestionnaireRow> {
      const [row] = await db
        .insert(questionnaires)
        .values({ userId, answers, currentStep })
        .onConflictDoUpdate({ ...inProgressConflict, set: { answers, currentStep, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('startAfresh returned no row');
      return row;
    },

    /**
     * Saves and completes the in-progress record in one transaction, else the newest completed
     * record (an edit), else records a new completed one.
     */
    async complete(userId: string, answers: Answers, currentStep: number): Promise<QuestionnaireRow> {
      return db.transaction(async (tx) => {
        const values = {
          answers,
          currentStep,
          isCompleted: true,
          completedAt: sql`now()`,
          updatedAt: sql`now()`,
        };
        const [updated] = await tx.update(questionnaires).set(values).where(inProgress(userId)).returning();
        if (updated) return updated;
        const completed = await completedRecordToEdit(tx, userId);
        if (completed) return editCompleted(tx, completed, answers, currentStep, () => true);
        const [inserted] = await tx
          .insert(questionnaires)
          .values({ userId, ...values })
          .returning();
        if (!inserted) throw new Error('complete returned no row');
        return inserted;
      });
    },

    /**
     * Runs `change` on the locked in-progress record (or null) and writes what it returns, so a
     * merge reads and writes one consistent version. Returns the row and whether it is new.
     */
    async updateInProgress(
      userId: string,
      change: (current: QuestionnaireRow | null) => { answers: Answers; currentStep: number },
    ): Promise<{ row: QuestionnaireRow; created: boolean }> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(questionnaires).where(inProgress(userId)).for('update');
        const next = change(current ?? null);
        if (current) {
          const [row] = await tx
            .update(questionnaires)
            .set({ ...next, updatedAt: sql`now()` })
            .where(eq(questionnaires.id, current.id))
            .returning();
          if (!row) throw new Error('updateInProgress returned no row');
          return { row, created: false };
        }
        // Two first merges at once: the loser's insert conflicts and merges into the winner's row.
        const [row] = await tx
          .insert(questionnaires)
          .values({ userId, ...next })
          .onConflictDoUpdate({
            ...inProgressConflict,
            set: { answers: sql`excluded.answers || ${questionnaires.answers}`, updatedAt: sql`now()` },
          })
          .returning();
        if (!row) throw new Error('updateInProgress returned no row');
        return { row, created: true };
      });
    },
  };
}

export type QuestionnaireRepository = ReturnType<typeof createQuestionnaireRepository>;
