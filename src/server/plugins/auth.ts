import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http-errors';

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * The signed-in session of a route behind `app.authenticate` (modules/auth/plugin.ts, which
 * builds the auth service and decorates the app with it).
 */
export function requireSession(request: FastifyRequest): NonNullable<FastifyRequest['session']> {
  if (!request.session) throw unauthorized();
  return request.session;
}
