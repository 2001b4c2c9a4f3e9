import {
  type DreamWorld,
  type DreamWorldList,
  dreamWorldLimits,
  dreamWorldMessages,
} from '../../../shared/dreamWorld';
import type { Answers } from '../../../shared/questionnaire';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../http-errors';
import { hasEntitlement } from '../payments/entitlements';
import type { QuestionnaireRepository } from '../questionnaire/repository';
import { answersHash } from './answers-hash';
import type { DreamWorldRepository } from './repository';
import { toDreamWorld, toDreamWorldSummary } from './serialize';

interface DreamWorldServiceOptions {
  db: Database;
  repository: DreamWorldRepository;
  questionnaires: QuestionnaireRepository;
  paymentsProvider: PaymentsConfig['provider'];
  maxAttempts: number;
  /** Starts the new job in this process at once (called after the enqueue committed). */
  wakeWorker: () => void;
}

/** The dream world's rules: which answers, which level, when a new version is made, who sees what. */
export function createDreamWorldService({
  db,
  repository,
  questionnaires,
  paymentsProvider,
  maxAttempts,
  wakeWorker,
}: DreamWorldServiceOptions) {
  /** The given questionnaire (the user's own) or the latest one; none → empty answers. */
  const sourceOf = async (userId: string, questionnaireId: string | undefined) => {
    if (questionnaireId) {
      const row = await questionnaires.findOwned(questionnaireId, userId);
      if (!row) throw notFound('No questionnaire found with this id.');
      return { questionnaireId: row.id, answers: row.answers as Answers };
    }
    const latest = await questionnaires.findLatest(userId);
    // No answers yet still gives a world: the generator's defaults make a pleasant one.
    return { questionnaireId: latest?.id ?? null, answers: (latest?.answers ?? {}) as Answers };
  };

  return {
    /**
     * Queues a new version, or returns the latest world when it was (or is being) built from the
     * same answers at the same level: a double click or a second tab makes no duplicate.
     * The caller has checked the `basicWorld` entitlement; `fullWorld` decides the level.
     */
    async generate(
      userId: string,
      questionnaireId?: string,
    ): Promise<{ world: DreamWorld; created: boolean }> {
      const source = await sourceOf(userId, questionnaireId);
      const level = (await hasEntitlement(db, userId, paymentsProvider, 'fullWorld')) ? 'full' : 'basic';
      const hash = answersHash(source.answers);
      const { world, created } = await repository.createWithJob(
        {
          userId,
          questionnaireId: source.questionnaireId,
          level,
          answers: source.answers,
          answersHash: hash,
        },
        maxAttempts,
        (latest) => latest.answersHash === hash && latest.level === level && latest.status !== 'failed',
      );
      if (created) wakeWorker();
      return { world: toDreamWorld(world), created };
    },

    /** Another user's id, an unknown id and a malformed one all read as "not found". */
    async get(userId: string, id: string): Promise<DreamWorld> {
      const row = isUuid(id) ? await repository.findOwned(id, userId) : null;
      if (!row) throw notFound(dreamWorldMessages.notFound);
      return toDreamWorld(row);
    },

    async latest(userId: string): Promise<DreamWorld> {
      const row = await repository.findLatest(userId);
      if (!row) throw notFound('No dream world yet. Generate one from your answers first.');
      return toDreamWorld(row);
    },

    async list(userId: string): Promise<DreamWorldList> {
      const rows = await repository.listSummaries(userId, dreamWorldLimits.listMax);
      return { items: rows.map(toDreamWorldSummary) };
    },
  };
}

export type DreamWorldService = ReturnType<typeof createDreamWorldService>;
