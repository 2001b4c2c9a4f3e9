import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '#server/http-errors';
import { bearerToken } from '#server/plugins/auth';
import { createAuthRepository } from './repository';
import { type AuthenticatedSession, type AuthService, createAuthService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and sessions; other modules use it to end a user's cached sessions. */
    authService: AuthService;
    /** preHandler: 401 unless the request carries a live session's bearer token. */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    session: AuthenticatedSession | null;
  }
}

/**
 * Sessions for the whole app: decorates `authService`, and `authenticate`, the preHandler a route
 * or a module scope adds to require a live session (tokens are revocable, decision 0002).
 */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    const authService = createAuthService({
      repository: createAuthRepository(app.database.db),
      mail: app.mail,
      jwtSecret: app.config.jwtSecret,
      jwtTtlSeconds: app.config.jwtTtlSeconds,
      sessionIdleSeconds: app.config.sessionIdleSeconds,
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
