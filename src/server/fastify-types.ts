import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { AuthenticatedSession, AuthService } from './modules/auth/service';

// What app.ts decorates the instance and requests with; declared once so every module is typed.
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    authService: AuthService;
    /** preHandler: 401 unless the request carries a live session's bearer token. */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    session: AuthenticatedSession | null;
  }
}
