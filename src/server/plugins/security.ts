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
    const { isProduction, corsOrigins, payments } = app.config;
    // The PayPal JS SDK (loaded by /subscribe only when PayPal is the provider) runs its buttons
    // in frames from paypal.com and reaches its APIs and images there; the demo needs no host.
    const paypal =
      payments.provider === 'paypal'
        ? ['https://www.paypal.com', 'https://*.paypal.com', 'https://www.paypalobjects.com']
        : [];
    const applySecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...paypal],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...paypal],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...paypal],
          ...(paypal.length > 0 ? { frameSrc: paypal } : {}),
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
