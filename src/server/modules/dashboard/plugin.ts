import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDashboardRepository } from './repository';
import { createDashboardService, type DashboardService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dashboard: stats and the pages of a user's subscriptions, transactions and questionnaires. */
    dashboardService: DashboardService;
  }
}

/** Builds the dashboard service on the app's database (docs/architecture.md, "Module shape"). */
export default fp(
  async function dashboardPlugin(app: FastifyInstance) {
    app.decorate('dashboardService', createDashboardService(createDashboardRepository(app.database)));
  },
  { name: 'dashboard' },
);
