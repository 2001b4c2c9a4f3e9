import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { sendNotFound } from './errors';
import { mayReadMetrics } from './metrics-access';

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry /api/metrics serves; modules add their own gauges to it (e.g. the mail queue). */
    metricsRegistry: Registry;
  }
}

/**
 * Prometheus metrics at GET /api/metrics: process defaults plus a request-duration histogram
 * labelled by route pattern (never the raw URL, which would explode the label set with ids).
 * Who may read it is decided by mayReadMetrics; everyone else gets the very 404 of a path no route
 * matches, so the endpoint's existence is not revealed (decision 0034).
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const registry = new Registry();
    app.decorate('metricsRegistry', registry);
    collectDefaultMetrics({ register: registry });
    const httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });

    // A callback rather than an async hook: it runs on every request, and a promise each is measurable.
    app.addHook('onResponse', (request, reply, done) => {
      httpDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayReadMetrics(app.config, request.headers.authorization)) return sendNotFound(request, reply);
      reply.header('Content-Type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
