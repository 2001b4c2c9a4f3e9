import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobStore } from '#server/jobs/job-store';
import { createJobWorker } from '#server/jobs/job-worker';
import { createPush } from './push';
import { createReminders, type Reminders, reminderQueue } from './reminders';
import { createPracticeRepository } from './repository';
import { createPracticeService, type PracticeService } from './service';
import { createUnsubscribeTokens } from './unsubscribe-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Daily practice: plans, check-ins, streaks, reviews, reminder settings (docs/product.md §10). */
    practiceService: PracticeService;
    /** Reminders: the due check, the send jobs, push subscriptions. */
    practiceReminders: Reminders;
  }
}

export interface PracticePluginOptions {
  /** The HTTPS agent for Web Push requests (tests: one that trusts a fake push service). */
  pushAgent?: Agent;
}

/**
 * The practice service and its reminders (docs/decisions/0073): a job worker sends claimed
 * reminders, and every `reminderCheckMs` this instance claims the ones now due. Both start when
 * the server is ready and stop on close, before the caller closes the database.
 */
export default fp<PracticePluginOptions>(
  async function practicePlugin(app: FastifyInstance, { pushAgent }) {
    const { db } = app.database;
    const { config } = app;
    const repository = createPracticeRepository(db);
    const tokens = createUnsubscribeTokens(config.jwtSecret);
    const store = createJobStore(db);
    const reminders = createReminders({
      repository,
      store,
      mail: app.mail,
      push: createPush({
        dataDir: config.dataDir,
        vapid: config.practice.vapid,
        subject: config.practice.vapidSubject,
        // A test's push agent comes with a fake push service on loopback.
        ...(pushAgent ? { agent: pushAgent, allowPrivateHosts: true } : {}),
        log: app.log,
      }),
      entitlements: app.entitlements,
      favourites: app.ownAffirmationsService,
      tokens,
      clock: app.clock,
      appUrl: config.appUrl,
      jobs: config.jobs,
      log: app.log.child({ module: 'practice-reminders' }),
    });
    const worker = createJobWorker({
      store,
      queue: reminderQueue,
      handler: reminders.handler,
      config: config.jobs,
      log: app.log.child({ module: 'practice-reminders' }),
    });
    app.decorate(
      'practiceService',
      createPracticeService({
        repository,
        affirmations: app.aiService,
        ownLines: app.ownAffirmationsService,
        entitlements: app.entitlements,
        questionnaires: app.questionnaireService,
        tokens,
        clock: app.clock,
      }),
    );
    app.decorate('practiceReminders', reminders);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      worker.start();
      const every = config.practice.reminderCheckMs;
      if (every <= 0) return;
      timer = setInterval(() => {
        reminders
          .sweep()
          .then((claimed) => {
            if (claimed > 0) worker.wake();
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'could not check for due reminders'));
      }, every);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await worker.stop();
    });
  },
  { name: 'practice', dependencies: ['mail', 'payments', 'questionnaire', 'ai', 'own-affirmations'] },
);
