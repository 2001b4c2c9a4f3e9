import { isIPv4, isIPv6 } from 'node:net';
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

/**
 * The client a per-IP limit counts: its IPv4 address, or the /64 network of its IPv6 address.
 * Every home or mobile IPv6 line is handed a /64 (or more), so keyed on the full address one
 * client had 2^64 addresses and every per-IP limit let it through (25 logins from one /64 were
 * never limited). An IPv4 address written as IPv6 (::ffff:192.0.2.1) counts as that IPv4 address.
 */
export function clientNetwork(request: FastifyRequest): string {
  return networkOf(request.ip);
}

export function networkOf(address: string): string {
  const withoutZone = address.split('%')[0] ?? address;
  if (isIPv4(withoutZone)) return withoutZone;
  if (!isIPv6(withoutZone)) return withoutZone;
  const mapped = /^(?:0{0,4}:){0,5}ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(withoutZone.replace(/^::/, '0:'));
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  return `${expandIPv6(withoutZone).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001,db8,0,…,1). */
function expandIPv6(address: string): string[] {
  let groupsText = address;
  // An embedded IPv4 tail (64:ff9b::192.0.2.1) is two groups.
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(groupsText);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    groupsText = `${groupsText.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = groupsText.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}

/**
 * Counts failures (e.g. wrong passwords) per key in the rate-limit store (Redis when configured,
 * so every instance sees them): `failures` reads without counting, `addFailure` counts one. A
 * limit that counted every request could not tell an address that guessed wrong from one that
 * signed in right, and only the guessing may be held against a client (decision 0060).
 */
export function failureCounter(
  app: FastifyInstance,
  options: { timeWindow: number; keyGenerator: (request: FastifyRequest) => string },
) {
  const max = Number.MAX_SAFE_INTEGER;
  const limiter = app.createRateLimit({ max, ...options });
  return {
    /** Failures in the current window, and the milliseconds until it ends. When the store cannot be reached (skipOnError), 0. */
    async failures(request: FastifyRequest): Promise<{ count: number; ttlMs: number }> {
      const result = await limiter(request, { increment: false });
      // isAllowed is only true for an allow-listed key, and no counter here has an allow list.
      if (result.isAllowed) return { count: 0, ttlMs: 0 };
      return { count: max - result.remaining, ttlMs: result.ttl };
    },
    async addFailure(request: FastifyRequest): Promise<void> {
      await limiter(request);
    },
  };
}

/** Answers 429 with retry-after, as a rate limit does. */
export function refuseTooManyAttempts(reply: FastifyReply, ttlMs: number): never {
  reply.header('retry-after', Math.max(1, Math.ceil(ttlMs / 1000)));
  throw tooManyAttempts(ttlMs);
}

/** Once `freeFailures` have happened, a delay that doubles with each further one, from `firstDelayMs` up to `maxDelayMs`. */
export function slowdownMs(
  failures: number,
  options: { freeFailures: number; firstDelayMs: number; maxDelayMs: number },
): number {
  const excess = failures - options.freeFailures;
  if (excess < 0) return 0;
  return Math.min(options.firstDelayMs * 2 ** Math.min(excess, 20), options.maxDelayMs);
}
