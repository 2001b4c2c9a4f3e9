import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

type HelmetMiddleware = ReturnType<typeof helmet>;

/**
 * The headers a helmet middleware sets, captured by running it once on a stand-in response.
 * helmet's middlewares are synchronous and read nothing from the request, so the result is the
 * same for every request (the test compares it with helmet run on a real response).
 */
export function headersSetBy(middleware: HelmetMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let called = false;
  middleware(
    {} as Parameters<HelmetMiddleware>[0],
    response as unknown as Parameters<HelmetMiddleware>[1],
    (error) => {
      if (error) throw error;
      called = true;
    },
  );
  if (!called) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Browser features the app itself uses (decisions 0028, 0029): the camera (the Legend mirror),
 * the microphone (recording affirmations), WebXR, full screen and autoplay; only for our own origin, so a
 * frame (PayPal's buttons included) gets none of them. Every other powerful feature is denied.
 */
export const permissionsPolicy = [
  'camera=(self)',
  'microphone=(self)',
  'xr-spatial-tracking=(self)',
  'fullscreen=(self)',
  // The mirror's camera preview is a muted <video> that plays by itself.
  'autoplay=(self)',
  ...[
    'accelerometer',
    'browsing-topics',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
  ].map((feature) => `${feature}=()`),
].join(', ');

/**
 * Security headers for API and SPA alike. The CSP allows no inline script (the SPA ships none)
 * and no inline style element; style attributes stay allowed (decision 0062). HSTS only in production,
 * where the app is served over HTTPS. CORS is off unless CORS_ORIGINS names origins.
 *
 * helmet itself rather than @fastify/helmet: the wrapper rebuilds helmet's middleware (and
 * re-parses the CSP) on every request, a measurable share of a cheap request's time. And helmet
 * runs once, at startup: its headers depend only on the configuration, so each request copies a
 * ready-made header object instead of running a dozen middlewares and `setHeader` calls (6% of
 * `GET /api/auth/profile`'s time under load, bench/results).
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
          // Style elements only from our own files (an injected <style> could read the page
          // through attribute selectors); style attributes stay allowed, as the prerendered pages
          // carry React's `style` props as attributes (decision 0062). PayPal's SDK adds <style>
          // elements of its own, and a static page cannot carry a per-request nonce for them.
          styleSrc: ["'self'"],
          styleSrcElem: ["'self'", ...(paypal.length > 0 ? ["'unsafe-inline'"] : [])],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...paypal],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...paypal],
          ...(paypal.length > 0 ? { frameSrc: paypal } : {}),
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          // No page sets a <base>; an injected one would redirect every relative URL.
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // The same rule as frame-ancestors 'none', for browsers that only know the older header.
      xFrameOptions: { action: 'deny' },
    });
    const securityHeaders = {
      ...headersSetBy(applySecurityHeaders),
      'permissions-policy': permissionsPolicy,
    };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(securityHeaders);
      // Here rather than in an async onSend hook: one promise fewer on every request.
      reply.header('x-request-id', request.id);
      done();
    });
    if (corsOrigins.length > 0) {
      await app.register(cors, { origin: corsOrigins, credentials: true });
    }
  },
  { name: 'security' },
);
