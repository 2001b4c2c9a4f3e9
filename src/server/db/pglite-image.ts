import { PGlite } from '@electric-sql/pglite';
import { migratedPglite } from './client';

/**
 * A PGlite data folder with every migration applied, as the tarball `openDatabase({ driver:
 * 'pglite', image })` seeds a new database from. PGlite's own initdb costs seconds on every
 * `PGlite.create()`; loading this image costs about a fifth of that, and migrating it again finds
 * nothing to do. Made once per test run (src/server/test/database-template.ts) and by the build
 * into dist/pglite/, which a new server data folder starts from (decision 0117).
 */
export async function makeMigratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migratedPglite(client);
    // Uncompressed: loading skips gunzip, and the image only lives in a temporary file.
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
