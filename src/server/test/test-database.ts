import { type DatabaseHandle, openDatabase } from '../db/client';
import { createTemporaryDatabase } from '../db/temporary-database';

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when DATABASE_URL is set,
 * a temporary database created on that Postgres server and dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ driver: 'pglite' });

  const temporary = await createTemporaryDatabase(serverUrl, 'dream_life_test');
  const handle = await openDatabase({ driver: 'postgres', url: temporary.url, poolMax: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await temporary.drop();
    },
  };
}
