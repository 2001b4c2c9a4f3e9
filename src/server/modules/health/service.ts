import type { DatabaseHandle } from '#server/db/client';

/** Liveness is only worth reporting with a real database round trip behind it. */
export function createHealthService(database: Pick<DatabaseHandle, 'driver' | 'ping'>) {
  return {
    /** The database driver in use; rejects when the database does not answer. */
    async check(): Promise<DatabaseHandle['driver']> {
      await database.ping();
      return database.driver;
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
