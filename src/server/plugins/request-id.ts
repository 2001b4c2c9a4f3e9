import { randomUUID } from 'node:crypto';
import type { RawRequestDefaultExpression } from 'fastify';

/**
 * A request id a client (or the proxy in front) sends is kept, so one id follows a request
 * through every log, but only when it is short and made of safe characters: taken as it came,
 * a megabyte of text, a line break or control characters went into every log line of the request
 * and back out in the response header. Anything else is replaced with a fresh id.
 */
const acceptableRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFor(request: RawRequestDefaultExpression): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && acceptableRequestId.test(sent) ? sent : randomUUID();
}
