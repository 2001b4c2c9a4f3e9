import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../http-errors';

/**
 * Registers @fastify/rate-limit without a global limit; routes opt in with `app.rateLimit({...})`
 * hooks (several per route, e.g. per IP and per account). Counters live in memory for one process,
 * or in Redis when REDIS_URL is set so that several instances share them.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          lazyConnect: false,
        })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'dream-life-rl:' } : {}),
      // If Redis is briefly unreachable, serve the request rather than fail every login.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(`Too many attempts. Please wait ${context.after} and try again.`),
    });
  },
  { name: 'rate-limit' },
);
