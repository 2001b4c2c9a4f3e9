import type { JobsConfig } from '#server/config';
import { isUuid } from '#server/db/uuid';
import { conflict, notFound } from '#server/http-errors';
import { longestJobMs } from '#server/jobs/job-worker';
import type { Entitlements } from '#server/modules/payments';
import type { QuestionnaireService } from '#server/modules/questionnaire';
import {
  type DreamWorld,
  type DreamWorldList,
  dreamWorldLimits,
  dreamWorldMessages,
} from '#shared/dreamWorld';
import { perUserLimits, storageLimitMessage } from '#shared/storage-limits';
import { basicDreamWorld } from '#world';
import { answersHash } from './answers-hash';
import type { DreamWorldRepository, LatestWorldDecision } from './repository';
import { toDreamWorld, toDreamWorldSummary } from './serialize';

interface DreamWorldServiceOptions {
  repository: DreamWorldRepository;
  questionnaires: Pick<QuestionnaireService, 'answersSource'>;
  /** Who has paid for what (the payments module's `app.entitlements`). */
  entitlements: Entitlements;
  /** The job settings: attempts for a new job, and how long an unfinished world may wait. */
  jobs: JobsConfig;
  /** Starts the new job in this process at once (called after the enqueue committed). */
  wakeWorker: () => void;
}

/** The dream world's rules: which answers, which level, when a new version is made, who sees what. */
export function createDreamWorldService({
  repository,
  questionnaires,
  entitlements,
  jobs,
  wakeWorker,
}: DreamWorldServiceOptions) {
  const stuckAfterMs = longestJobMs(jobs);
  const hasFullWorld = (userId: string) => entitlements.has(userId, 'fullWorld');
  /**
   * A full world as its owner may see it now: after a cancelled plan (or on Explorer) it is read
   * as a basic one, so the props and category scenes stay a paid feature.
   */
  const asEntitled = (world: DreamWorld, fullWorld: boolean) => (fullWorld ? world : basicDreamWorld(world));
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
      // No answers yet still gives a world: the generator's defaults make a pleasant one.
      const source = await questionnaires.answersSource(userId, questionnaireId);
      // Bounded per user (decision 0060); checked before the insert, so a race may pass by one.
      const limit = perUserLimits.worldVersions;
      if ((await repository.countVersions(userId)) >= limit) {
        throw conflict(storageLimitMessage('dream world versions', limit));
      }
      const level = (await hasFullWorld(userId)) ? 'full' : 'basic';
      const hash = answersHash(source.answers);
      const { world, created } = await repository.createWithJob(
        {
          userId,
          questionnaireId: source.questionnaireId,
          level,
          answers: source.answers,
          answersHash: hash,
        },
        jobs.maxAttempts,
        (latest, { hasJob }): LatestWorldDecision => {
          if (latest.status === 'completed' || latest.status === 'failed')
            return latest.status === 'completed' && latest.answersHash === hash && latest.level === level
              ? 'reuse'
              : 'new';
          // Unfinished: its job is gone (deleted by hand, lost in a restore) or has run longer than
          // a job legitimately can, so it will never finish. Reusing it would leave the user
          // waiting forever; record it failed and build a new version.
          if (!hasJob || Date.now() - latest.createdAt.getTime() > stuckAfterMs) return 'replace-stuck';
          return latest.answersHash === hash && latest.level === level ? 'reuse' : 'new';
        },
      );
      if (created) wakeWorker();
      return { world: toDreamWorld(world), created };
    },

    /** Another user's id, an unknown id and a malformed one all read as "not found". */
    async get(userId: string, id: string): Promise<DreamWorld> {
      const row = isUuid(id) ? await repository.findOwned(id, userId) : null;
      if (!row) throw notFound(dreamWorldMessages.notFound);
      return asEntitled(toDreamWorld(row), await hasFullWorld(userId));
    },

    async latest(userId: string): Promise<DreamWorld> {
      const row = await repository.findLatest(userId);
      if (!row) throw notFound('No dream world yet. Generate one from your answers first.');
      return asEntitled(toDreamWorld(row), await hasFullWorld(userId));
    },

    async list(userId: string): Promise<DreamWorldList> {
      const rows = await repository.listSummaries(userId, dreamWorldLimits.listMax);
      const fullWorld = await hasFullWorld(userId);
      // The list names each version's level as GET would return it.
      return {
        items: rows
          .map(toDreamWorldSummary)
          .map((item) => (fullWorld ? item : { ...item, level: 'basic' as const })),
      };
    },
  };
}

export type DreamWorldService = ReturnType<typeof createDreamWorldService>;
