import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createQuestionnaireRepository } from './repository';
import { createQuestionnaireService, type QuestionnaireService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Questionnaire progress; the AI and dream-world modules read the answers through it. */
    questionnaireService: QuestionnaireService;
  }
}

/** Builds the questionnaire service on the app's database (docs/architecture.md, "Module shape"). */
export default fp(
  async function questionnairePlugin(app: FastifyInstance) {
    app.decorate(
      'questionnaireService',
      createQuestionnaireService(createQuestionnaireRepository(app.database.db)),
    );
  },
  { name: 'questionnaire' },
);
