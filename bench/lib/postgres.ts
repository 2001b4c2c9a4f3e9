import { createTemporaryDatabase, type TemporaryDatabase } from '#server/db/temporary-database';

const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway database on the local Postgres server, or null when no server answers. */
export async function createBenchDatabase(): Promise<TemporaryDatabase | null> {
  return createTemporaryDatabase(serverUrl, 'dream_life_bench').catch(() => null);
}
