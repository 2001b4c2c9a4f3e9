import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers for API and SPA alike. The CSP allows no inline script (the SPA ships none);
 * inline styles stay allowed because React's `style` props need them. HSTS only in production,
 * where the app is served over HTTPS. CORS is off unless CORS_ORIGINS names origins.
 *
 * helmet itself rather than @fastify/helmet: the wrapper rebuilds helmet's middleware (and
 * re-parses the CSP) on every request, a measurable share of a cheap request's time.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const { isProduction, corsOrigins } = app.config;
    const applySecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      applySecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
    if (corsOrigins.length > 0) {
      await app.register(cors, { origin: corsOrigins, credentials: true });
    }
  },
  { name: 'security' },
);
