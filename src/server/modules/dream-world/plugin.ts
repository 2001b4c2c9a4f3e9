import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobStore } from '#server/jobs/job-store';
import { createJobWorker } from '#server/jobs/job-worker';
import { buildWorldSpec } from './build-world';
import { createDreamWorldRepository } from './repository';
import { createDreamWorldService, type DreamWorldService } from './service';
import { createWorldJobHandler, type WorldBuilder } from './world-job';
import { dreamWorldQueue } from './world-job-payload';

declare module 'fastify' {
  interface FastifyInstance {
    /** Dream worlds: queueing a generation, and reading a user's worlds. */
    dreamWorldService: DreamWorldService;
  }
}

export interface DreamWorldPluginOptions {
  /** Replaces the generator (tests: a generation that hangs, fails or counts its calls). */
  buildWorld?: WorldBuilder;
}

/**
 * The dream-world service and the worker that generates worlds as durable jobs (decision 0024).
 * The worker starts once the server is ready and stops (giving running jobs back to the queue)
 * on close, before the caller closes the database.
 */
export default fp<DreamWorldPluginOptions>(
  async function dreamWorldPlugin(app: FastifyInstance, { buildWorld = buildWorldSpec }) {
    const { db } = app.database;
    const { config } = app;
    const jobStore = createJobStore(db);
    const repository = createDreamWorldRepository(db, jobStore);
    const worker = createJobWorker({
      store: jobStore,
      queue: dreamWorldQueue,
      handler: createWorldJobHandler({
        repository,
        buildWorld,
        worldHints: app.aiService.worldHints,
        aiTimeoutMs: config.ai.timeoutMs,
      }),
      config: config.jobs,
      log: app.log.child({ module: 'dream-world-jobs' }),
    });
    app.decorate(
      'dreamWorldService',
      createDreamWorldService({
        repository,
        questionnaires: app.questionnaireService,
        entitlements: app.entitlements,
        jobs: config.jobs,
        wakeWorker: () => worker.wake(),
      }),
    );
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'dream-world', dependencies: ['questionnaire', 'payments', 'ai'] },
);
