import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createTemporaryDatabase } from '../db/temporary-database';
import { assertDatabaseProject } from './database-project';

assertDatabaseProject('src/server/test/test-database.ts');

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when DATABASE_URL is set,
 * a temporary database created on that Postgres server and dropped again on close. Either is a
 * copy of the run's migrated template (database-template.ts), not a migration of its own.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  if (template.driver === 'pglite') {
    return openDatabase({ driver: 'pglite', imageFile: template.imagePath });
  }
  const temporary = await createTemporaryDatabase(template.serverUrl, 'dream_life_test', template.name);
  const handle = await openDatabase({ driver: 'postgres', url: temporary.url, poolMax: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await temporary.drop();
    },
  };
}
