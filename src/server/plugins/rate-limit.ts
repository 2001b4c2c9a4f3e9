import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../http-errors';

/**
 * Registers @fastify/rate-limit without a global limit; routes opt in with `stackableRateLimit`
 * hooks (several per route, e.g. per IP and per account; not `app.rateLimit`, see below). Counters
 * live in memory for one process, or in Redis when REDIS_URL is set so that several instances
 * share them.
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
      errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
    });
  },
  { name: 'rate-limit' },
);

const tooManyAttempts = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  const wait = `${count} ${unit}${count === 1 ? '' : 's'}`;
  return tooManyRequests(`Too many attempts. Please wait ${wait} and try again.`);
};

/**
 * A rate-limit hook that can be stacked with others on one route (e.g. per IP, then per account).
 * Bug fix: the hooks from `app.rateLimit()` mark the request as checked, and every later one on
 * the same request returns without counting, so the per-account limit behind the per-IP one on
 * login and forgot-password never applied. `createRateLimit()` only counts; this hook answers 429.
 */
export function stackableRateLimit(app: FastifyInstance, options: CreateRateLimitOptions) {
  const check = app.createRateLimit(options);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw tooManyAttempts(result.ttl);
  };
}
