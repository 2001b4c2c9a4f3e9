import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { warmUpWriter } from '#world';
import { createOfflineProvider } from './providers/offline-provider';
import { providerFor } from './providers/provider-for-config';
import { createAiRepository } from './repository';
import { type AiService, createAiService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rephrase, affirmations (and the gentler lines users keep), manifesto. */
    aiService: AiService;
  }
}

/**
 * The AI module: the configured provider (the offline writer when no key is set), the writer's
 * checks, the kept gentler lines, and the questionnaire service, which supplies the answers.
 */
export default fp(
  async function aiPlugin(app: FastifyInstance) {
    app.decorate(
      'aiService',
      createAiService({
        provider: providerFor(app.config.ai),
        offline: createOfflineProvider(),
        repository: createAiRepository(app.database.db),
        entitlements: app.entitlements,
        questionnaires: app.questionnaireService,
        timeoutMs: app.config.ai.timeoutMs,
        log: app.log,
      }),
    );
    // The offline writer (affirmations, manifesto, the world's texts) is ready before the first request.
    app.addHook('onReady', async () => warmUpWriter());
  },
  { name: 'ai', dependencies: ['questionnaire', 'payments'] },
);
