import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { warmUpWriter } from '#world/writer/grammar';
import { createQuestionnaireRepository } from '../questionnaire/repository';
import { providerFor } from './providers/provider-for-config';
import { createAiRepository } from './repository';
import { type AiService, createAiService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rephrase, affirmations (and the gentler lines users keep), manifesto. */
    aiService: AiService;
  }
}

/** The AI module: the configured provider, the writer's checks and the kept gentler lines. */
export default fp(
  async function aiPlugin(app: FastifyInstance) {
    const { db } = app.database;
    app.decorate(
      'aiService',
      createAiService({
        provider: providerFor(app.config.ai),
        repository: createAiRepository(db),
        db,
        paymentsProvider: app.config.payments.provider,
        questionnaires: createQuestionnaireRepository(db),
        timeoutMs: app.config.ai.timeoutMs,
        log: app.log,
      }),
    );
    // The offline writer (affirmations, manifesto, the world's texts) is ready before the first request.
    app.addHook('onReady', async () => warmUpWriter());
  },
  { name: 'ai' },
);
