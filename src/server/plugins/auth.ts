import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../http-errors';
import { createAuthRepository } from '../modules/auth/repository';
import { type AuthenticatedSession, createAuthService } from '../modules/auth/service';

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The signed-in session of a route behind `app.authenticate`. */
export function requireSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

/**
 * Sessions for the whole app: decorates `authService`, and `authenticate`, the preHandler a route
 * or a module scope adds to require a live session (DESIGN.md: tokens are revocable).
 */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    const authService = createAuthService({
      repository: createAuthRepository(app.database.db),
      mail: app.mail,
      jwtSecret: app.config.jwtSecret,
      jwtTtlSeconds: app.config.jwtTtlSeconds,
      appUrl: app.config.appUrl,
    });
    app.decorate('authService', authService);
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const session = await authService.authenticate(token);
      if (!session) throw unauthorized('Your session has ended. Please sign in again.');
      request.session = session;
    });
  },
  { name: 'auth', dependencies: ['mail'] },
);
