import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onSend hook for answers that carry tokens or personal data: no browser or proxy may keep them.
 * An onSend hook so that it has the last word over anything a route set; a callback rather than
 * an async function because it runs on every API request and a promise per hook is measurable.
 */
export function noStore(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  reply.header('Cache-Control', 'no-store');
  done(null, payload);
}
