import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { providerFor } from './providers/provider-for-config';
import { type AiService, createAiService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI gateway: rephrasing, affirmations and the manifesto, with the offline fallback. */
    aiService: AiService;
  }
}

/**
 * Builds the AI service from the configured provider (the offline writer when no key is set) and
 * the questionnaire service, which supplies the answers (docs/architecture.md, "Module shape").
 */
export default fp(
  async function aiPlugin(app: FastifyInstance) {
    app.decorate(
      'aiService',
      createAiService({
        provider: providerFor(app.config.ai),
        entitlements: app.entitlements,
        questionnaires: app.questionnaireService,
        timeoutMs: app.config.ai.timeoutMs,
        log: app.log,
      }),
    );
  },
  { name: 'ai', dependencies: ['questionnaire', 'payments'] },
);
