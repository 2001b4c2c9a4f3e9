import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '#shared/api';
import { HttpError } from '../http-errors';

export const overloadedMessage = 'The server is very busy right now. Please try again in a few seconds.';

/**
 * Overload protection: when too many requests are in flight, the event loop lags, or memory nears
 * its limit (OVERLOAD_*), every request is answered 503 at once, with the API's error envelope
 * and `retry-after`, instead of queueing until every client times out and the process runs out of memory. The figures are
 * sampled every `sampleIntervalMs`, so the server serves again as soon as the pressure is gone.
 *
 * /api/health answers 503 too while overloaded, so a load balancer sends traffic elsewhere;
 * /api/metrics stays served, since an overload is exactly when someone needs to look at them.
 */
export default fp(
  async function overloadPlugin(app: FastifyInstance) {
    const limits = app.config.overload;
    const shed = (reply: FastifyReply) => {
      reply.header('retry-after', limits.retryAfterSeconds);
      return new HttpError(503, errorCodes.unavailable, overloadedMessage);
    };
    const exempt = (request: FastifyRequest) => request.routeOptions.url === '/api/metrics';

    // The in-flight limit acts on each request at once; the sampled limits below lag by up to
    // one sample. `close` fires whether the response finished or the client went away.
    if (limits.maxInFlight > 0) {
      let inFlight = 0;
      app.addHook('onRequest', (request, reply, done) => {
        if (inFlight >= limits.maxInFlight && !exempt(request)) return done(shed(reply));
        inFlight += 1;
        reply.raw.once('close', () => {
          inFlight -= 1;
        });
        done();
      });
    }

    // One log line per sample interval, not per shed request: under overload, a line per request
    // would add to the very load being shed.
    let lastLoggedAt = 0;
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxEventLoopUtilization: limits.maxEventLoopUtilization,
      // The plugin's default measures utilization since the process started, which under a burst
      // after an idle hour would never cross any threshold.
      eventLoopUtilizationMode: 'interval',
      maxHeapUsedBytes: limits.maxHeapUsedBytes,
      maxRssBytes: limits.maxRssBytes,
      sampleInterval: limits.sampleIntervalMs,
      // A rejected promise goes to the errors plugin, which answers in the API's envelope.
      pressureHandler: async (request: FastifyRequest, reply: FastifyReply, type: string, value?: number) => {
        if (exempt(request)) return;
        const now = Date.now();
        if (now - lastLoggedAt >= limits.sampleIntervalMs) {
          lastLoggedAt = now;
          request.log.warn({ pressure: type, value }, 'overloaded: answering 503');
        }
        throw shed(reply);
      },
    });
  },
  { name: 'overload', dependencies: ['errors'] },
);
