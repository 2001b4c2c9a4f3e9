import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { createJobStore } from '#server/jobs/job-store';
import { createJobWorker } from '#server/jobs/job-worker';
import { providerFor } from '../ai/providers/provider-for-config';
import type { Entitlements } from '../payments/entitlements';
import { createQuestionnaireRepository } from '../questionnaire/repository';
import { buildWorldSpec } from './build-world';
import { createDreamWorldRepository } from './repository';
import { createDreamWorldService } from './service';
import { createWorldJobHandler, type WorldBuilder } from './world-job';
import { dreamWorldQueue } from './world-job-payload';

/**
 * The dream-world service and the worker that generates worlds, wired together. app.ts starts the
 * worker when the server is ready and stops it on close. `buildWorld` defaults to the generator;
 * tests pass their own (e.g. one that never finishes, to kill a process mid-generation).
 */
export function createDreamWorldModule({
  db,
  config,
  log,
  entitlements,
  buildWorld = buildWorldSpec,
}: {
  db: Database;
  entitlements: Entitlements;
  config: AppConfig;
  log: FastifyBaseLogger;
  buildWorld?: WorldBuilder;
}) {
  const jobStore = createJobStore(db);
  const repository = createDreamWorldRepository(db, jobStore);
  const worker = createJobWorker({
    store: jobStore,
    queue: dreamWorldQueue,
    handler: createWorldJobHandler({
      repository,
      buildWorld,
      provider: providerFor(config.ai),
      aiTimeoutMs: config.ai.timeoutMs,
    }),
    config: config.jobs,
    log: log.child({ module: 'dream-world-jobs' }),
  });
  const service = createDreamWorldService({
    repository,
    questionnaires: createQuestionnaireRepository(db),
    entitlements,
    jobs: config.jobs,
    wakeWorker: () => worker.wake(),
  });
  return { service, worker, repository };
}

export type DreamWorldModule = ReturnType<typeof createDreamWorldModule>;
