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
    answers: (row?.answers ?? {}) as Answers,
    currentStep: row?.currentStep ?? 0,
    isCompleted: row?.isCompleted ?? false,
  };
}

export function toRecord(row: QuestionnaireRow): QuestionnaireRecord {
  return {
    _id: row.id,
    answers: row.answers as Answers,
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

/**
 * Rules for questionnaire progress (decision 0010): each user has at most one in-progress
 * record; saving with isCompleted true completes it, and the next save starts a new one. Paths
 * name a user id, which must be the signed-in user's: any other id is "not found".
 */
export function createQuestionnaireService(repository: QuestionnaireRepository) {
  const ownId = (sessionUserId: string, pathUserId: string) => {
    if (pathUserId !== sessionUserId) throw notFound('No questionnaire found for this user.');
    return sessionUserId;
  };

  return {
    async start(userId: string, answers: Answers, currentStep: number) {
      const { row, created } = await repository.updateInProgress(userId, (current) => {
        const merged = mergeAnswers((current?.answers ?? {}) as Answers, answers);
        // Resume at the furthest step either side reached, never past a section with a blank answer.
        const furthest = Math.max(current?.currentStep ?? 0, currentStep);
        return { answers: merged, currentStep: Math.min(furthest, firstIncompleteStep(merged)) };
      });
      return { progress: toProgress(row, userId), created };
    },

    async load(sessionUserId: string, pathUserId: string): Promise<Progress> {
      const userId = ownId(sessionUserId, pathUserId);
      return toProgress(await repository.findInProgress(userId), userId);
    },

    async saveAnswer(sessionUserId: string, pathUserId: string, key: QuestionKey, answer: string) {
      const userId = ownId(sessionUserId, pathUserId);
      return toProgress(await repository.setAnswer(userId, key, answer), userId);
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
      return toProgress(await repository.saveInProgress(userId, body.answers, body.currentStep), userId);
    },

    async record(userId: string, id: string): Promise<QuestionnaireRecord> {
      const row = await repository.findOwned(id, userId);
      if (!row) throw notFound('No questionnaire found with this id.');
      return toRecord(row);
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
