import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHealthService, type HealthService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The health check behind GET /api/health. */
    healthService: HealthService;
  }
}

/**
 * Builds the health service on the app's database handle (it pings the handle, so it has no
 * repository of its own; docs/architecture.md, "Module shape").
 */
export default fp(
  async function healthPlugin(app: FastifyInstance) {
    app.decorate('healthService', createHealthService(app.database));
  },
  { name: 'health' },
);
