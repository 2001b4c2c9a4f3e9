import type { Agent } from 'node:https';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, createSettableClock, systemClock } from './clock';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import './fastify-types';
import { accountPlugin, accountRoutes } from '#server/modules/account';
import { aiPlugin, aiRoutes } from '#server/modules/ai';
import { authPlugin, authRoutes } from '#server/modules/auth';
import { contactPlugin, contactRoutes } from '#server/modules/contact';
import { dashboardPlugin, dashboardRoutes } from '#server/modules/dashboard';
import type { WorldBuilder } from '#server/modules/dream-world';
import { dreamWorldPlugin, dreamWorldRoutes } from '#server/modules/dream-world';
import { healthPlugin, healthRoutes } from '#server/modules/health';
import { mailPlugin } from '#server/modules/mail';
import { ownAffirmationsPlugin, ownAffirmationsRoutes } from '#server/modules/own-affirmations';
import { paymentsPlugin, paymentsRoutes } from '#server/modules/payments';
import { practicePlugin, practiceRoutes, testControlRoutes } from '#server/modules/practice';
import { questionnairePlugin, questionnaireRoutes } from '#server/modules/questionnaire';
import errorsPlugin, { sendFrameworkError, sendNotFound } from './plugins/errors';
import { redactUrl } from './plugins/log-redaction';
import metricsPlugin from './plugins/metrics';
import openApiPlugin from './plugins/openapi';
import overloadPlugin from './plugins/overload';
import rateLimitPlugin from './plugins/rate-limit';
import { requestIdFor } from './plugins/request-id';
import securityPlugin from './plugins/security';
import webPlugin, { isWebBuilt } from './plugins/web';

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Replaces the world generator (tests: a generation that hangs, fails or counts its calls). */
  buildWorld?: WorldBuilder;
  /** What time it is for daily practice (tests: a clock they move; docs/product.md §10). */
  clock?: Clock;
  /** The HTTPS agent for Web Push (tests: one that trusts the fake push service's certificate). */
  pushAgent?: Agent;
}

/** Fastify's own options, shared by main.ts and the test helper so both run the same server. */
export function serverOptions(config: AppConfig): FastifyServerOptions {
  const { trustProxy } = config;
  return {
    // Trust the `trustProxy` nearest hops. Fastify's own `true` trusts every hop, so the client's
    // own X-Forwarded-For entry became request.ip; a bare number it now treats as "trust none".
    trustProxy: trustProxy === false ? false : (_address: string, hop: number) => hop < trustProxy,
    bodyLimit: 256 * 1024,
    // The client's X-Request-Id is read by requestIdFor, which refuses malformed ones.
    requestIdHeader: false,
    genReqId: requestIdFor,
    // Router errors (over-long parameter, malformed URL) in the API's error envelope, not
    // Fastify's own body that echoes the URL.
    frameworkErrors: sendFrameworkError,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: {
        // One-time tokens travel in page URLs (/reset-password?token=…); keep them out of logs.
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
  };
}

/**
 * The whole application as one Fastify plugin: main.ts only listens, and tests register the same
 * plugin on an in-memory database. The caller owns the database handle and closes it.
 */
export default fp(
  async function app(
    fastify: FastifyInstance,
    { config, database, buildWorld, clock, pushAgent }: AppOptions,
  ) {
    fastify.setValidatorCompiler(validatorCompiler);
    fastify.setSerializerCompiler(serializerCompiler);
    fastify.decorate('config', config);
    fastify.decorate('database', database);
    // TEST_CLOCK_CONTROL (never in production, decision 0074): a clock the browser tests set.
    const settableClock = config.practice.testClockControl ? createSettableClock() : undefined;
    fastify.decorate('clock', clock ?? settableClock?.now ?? systemClock);
    // The API speaks JSON only. Fastify also parses text/plain by default, which turned a
    // text/plain body into a confusing 400 ("expected object, received string"); without the
    // parser such a request gets the 415 UNSUPPORTED_MEDIA_TYPE that every other non-JSON type gets.
    fastify.removeContentTypeParser('text/plain');

    await fastify.register(errorsPlugin);
    await fastify.register(securityPlugin);
    // Before every other hook, so a shed request costs as little as possible (but after the
    // security headers, which every response carries).
    await fastify.register(overloadPlugin);
    await fastify.register(metricsPlugin);
    await fastify.register(rateLimitPlugin);
    await fastify.register(openApiPlugin);

    // The module plugins decorate the app with their services; the routes below only read them.
    await fastify.register(healthPlugin);
    await fastify.register(mailPlugin);
    await fastify.register(authPlugin);
    await fastify.register(paymentsPlugin);
    await fastify.register(questionnairePlugin);
    await fastify.register(aiPlugin);
    await fastify.register(contactPlugin);
    await fastify.register(dashboardPlugin);
    // Starts the world worker when the server is ready; stops it on close (decision 0024).
    await fastify.register(dreamWorldPlugin, buildWorld ? { buildWorld } : {});
    await fastify.register(accountPlugin);
    await fastify.register(ownAffirmationsPlugin);
    await fastify.register(practicePlugin, pushAgent ? { pushAgent } : {});

    await fastify.register(
      async (api) => {
        api.setNotFoundHandler(sendNotFound);
        await api.register(healthRoutes);
        await api.register(authRoutes, { prefix: '/auth' });
        await api.register(questionnaireRoutes, { prefix: '/questionnaire' });
        await api.register(aiRoutes, { prefix: '/ai' });
        await api.register(contactRoutes, { prefix: '/contact' });
        await api.register(dashboardRoutes, { prefix: '/auth' });
        await api.register(paymentsRoutes, { prefix: '/payments' });
        await api.register(accountRoutes, { prefix: '/account' });
        await api.register(dreamWorldRoutes, { prefix: '/dream-world' });
        await api.register(practiceRoutes, { prefix: '/practice' });
        await api.register(ownAffirmationsRoutes, { prefix: '/affirmations' });
        if (settableClock) await api.register(testControlRoutes(settableClock), { prefix: '/test' });
      },
      { prefix: '/api' },
    );

    if (config.serveWeb && isWebBuilt()) {
      await fastify.register(webPlugin);
    } else {
      fastify.setNotFoundHandler(sendNotFound);
    }
  },
  { name: 'dream-life' },
);
