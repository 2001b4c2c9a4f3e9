import type { QuestionnaireRow } from '#server/db/schema';
import { conflict, HttpError, notFound } from '#server/http-errors';
import { errorCodes } from '#shared/api';
import {
  type Answers,
  isAnswered,
  lastStep,
  type Progress,
  type QuestionKey,
  type QuestionnaireRecord,
  questionKeys,
  questionnaireSections,
  type SaveProgressBody,
} from '#shared/questionnaire';
import { perUserLimits, storageLimitMessage } from '#shared/storage-limits';
import type { QuestionnaireRepository } from './repository';

export function toProgress(row: QuestionnaireRow | null, userId: string): Progress {
  return {
    _id: row?.id ?? null,
    userId,
    answers: row?.answers ?? {},
    currentStep: row?.currentStep ?? 0,
    isCompleted: row?.isCompleted ?? false,
  };
}

export function toRecord(row: QuestionnaireRow): QuestionnaireRecord {
  return {
    _id: row.id,
    answers: row.answers,
    isCompleted: row.isCompleted,
    currentStep: row.currentStep,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The first step whose section still has a blank answer (the last step when all are answered). */
export function firstIncompleteStep(answers: Answers): number {
  const index = questionnaireSections.findIndex((section) =>
    section.questions.some((question) => !isAnswered(answers[question.key])),
  );
  return index === -1 ? lastStep : index;
}

/**
 * Merges answers typed on this device before sign-in into the account's answers: an answer the
 * account already holds (non-blank) wins, blank or missing ones are filled from the device.
 */
export function mergeAnswers(server: Answers, device: Answers): Answers {
  const merged: Answers = { ...server };
  for (const key of questionKeys) {
    const local = device[key];
    if (local !== undefined && isAnswered(local) && !isAnswered(server[key])) merged[key] = local;
  }
  return merged;
}

const missingAnswer = (key: QuestionKey) =>
  new HttpError(
    400,
    errorCodes.validation,
    `answers.${key}: must be answered to complete the questionnaire`,
    [{ field: `answers.${key}`, message: 'must be answered to complete the questionnaire' }],
  );

/** The answers another module builds from, and the questionnaire they came from (null: none yet). */
export interface AnswersSource {
  questionnaireId: string | null;
  answers: Answers;
}
/** Every question answered: a completed record that is edited stays completed while this holds. */
const answersComplete = (answers: Answers) => questionKeys.every((key) => isAnswered(answers[key]));

/**
 * Rules for questionnaire progress (decisions 0010, 0071): each user has at most one in-progress
 * record; saving with isCompleted true completes it. Later saves edit the newest completed record
 * in place (the user changes an answer, not the whole questionnaire); a new record is opened only
 * when the user asks for a fresh start. Paths name a user id, which must be the signed-in user's:
 * any other id is "not found".
 */
export function createQuestionnaireService(repository: QuestionnaireRepository) {
  const ownId = (sessionUserId: string, pathUserId: string) => {
    if (pathUserId !== sessionUserId) throw notFound('No questionnaire found for this user.');
    return sessionUserId;
  };

  return {
    async start(userId: string, answers: Answers, currentStep: number, fresh = false) {
      if (fresh) {
        return {
          progress: toProgress(await repository.startAfresh(userId, answers, currentStep), userId),
          created: true,
        };
      }
      const { row, created } = await repository.updateInProgress(userId, (current) => {
        const merged = mergeAnswers(current?.answers ?? {}, answers);
        // Resume at the furthest step either side reached, never past a section with a blank answer.
        const furthest = Math.max(current?.currentStep ?? 0, currentStep);
        return { answers: merged, currentStep: Math.min(furthest, firstIncompleteStep(merged)) };
      });
      return { progress: toProgress(row, userId), created };
    },

    async load(sessionUserId: string, pathUserId: string): Promise<Progress> {
      const userId = ownId(sessionUserId, pathUserId);
      // Nothing in progress: the newest completed record, so editing shows the saved answers.
      const row = (await repository.findInProgress(userId)) ?? (await repository.findLatest(userId));
      return toProgress(row, userId);
    },

    async saveAnswer(sessionUserId: string, pathUserId: string, key: QuestionKey, answer: string) {
      const userId = ownId(sessionUserId, pathUserId);
      return toProgress(await repository.setAnswer(userId, key, answer, answersComplete), userId);
    },

    async save(sessionUserId: string, pathUserId: string, body: SaveProgressBody): Promise<Progress> {
      const userId = ownId(sessionUserId, pathUserId);
      if (body.isCompleted) {
        const missing = questionKeys.find((key) => !isAnswered(body.answers[key]));
        if (missing) throw missingAnswer(missing);
        // Bounded per user (decision 0060); checked before the insert, so a race may pass by one.
        const limit = perUserLimits.completedQuestionnaires;
        if ((await repository.countCompleted(userId)) >= limit) {
          throw conflict(storageLimitMessage('questionnaires', limit));
        }
        return toProgress(await repository.complete(userId, body.answers, body.currentStep), userId);
      }
      return toProgress(
        await repository.saveInProgress(userId, body.answers, body.currentStep, answersComplete),
        userId,
      );
    },

    /**
     * The answers a world or a text is made from: the given questionnaire (the user's own; another
     * user's id is "not found") or the latest one. No questionnaire yet gives empty answers.
     */
    async answersSource(userId: string, questionnaireId?: string): Promise<AnswersSource> {
      if (questionnaireId) {
        const row = await repository.findOwned(questionnaireId, userId);
        if (!row) throw notFound('No questionnaire found with this id.');
        return { questionnaireId: row.id, answers: row.answers };
      }
      const latest = await repository.findLatest(userId);
      return { questionnaireId: latest?.id ?? null, answers: latest?.answers ?? {} };
    },

    async record(userId: string, id: string): Promise<QuestionnaireRecord> {
      const row = await repository.findOwned(id, userId);
      if (!row) throw notFound('No questionnaire found with this id.');
      return toRecord(row);
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
