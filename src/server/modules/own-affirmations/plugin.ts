import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOwnAffirmationsRepository } from './repository';
import { createOwnAffirmationsService, type OwnAffirmationsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The person's own affirmations: their list, its plan limit, the day's lines (decision 0118). */
    ownAffirmationsService: OwnAffirmationsService;
  }
}

/** Builds the own-affirmations service on the app's database (docs/architecture.md §8). */
export default fp(
  async function ownAffirmationsPlugin(app: FastifyInstance) {
    app.decorate(
      'ownAffirmationsService',
      createOwnAffirmationsService({
        repository: createOwnAffirmationsRepository(app.database.db),
        entitlements: app.entitlements,
      }),
    );
  },
  { name: 'own-affirmations', dependencies: ['payments'] },
);
