import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';

// What app.ts decorates the instance with; declared once so every module is typed. A module
// plugin declares its own decorations beside it (e.g. modules/auth/plugin.ts).
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    /** What time it is for daily practice and its reminders (tests move it). */
    clock: Clock;
  }
}
