import { cpSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { type DatabaseHandle, openDatabase } from './client';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

let parent: string;
let imageFile: string;

/**
 * An image as an older build wrote it: every migration but the newest, and a marker table no
 * migration makes, so a database that has the marker was seeded from this image, not by initdb.
 */
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'dream-life-image-'));
  const olderMigrations = path.join(parent, 'migrations');
  cpSync(migrationsFolder, olderMigrations, { recursive: true });
  writeFileSync(
    path.join(olderMigrations, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }),
  );
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: olderMigrations });
  await client.exec('create table image_marker (id int); insert into image_marker values (1)');
  imageFile = path.join(parent, 'older.tar');
  await writeFile(imageFile, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
}, 240_000);
afterAll(() => rm(parent, { recursive: true, force: true }));

// Each test opens PGlite twice or more (seconds each on a busy machine).
const timeout = 240_000;

/** The rows of a query (the shared `Database` type leaves `execute`'s result unknown). */
const rowsOf = async <Row>(database: DatabaseHandle, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

const appliedMigrations = async (database: DatabaseHandle) =>
  (
    await rowsOf<{ count: number }>(
      database,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )
  )[0]?.count;

describe('a new data folder starts from the migrated image (decision 0117)', () => {
  it(
    'is seeded from the image, then runs the migrations newer than the image',
    async () => {
      const dataDir = path.join(parent, 'new', 'pglite');
      const database = await openDatabase({ driver: 'pglite', dataDir, imageFile });
      try {
        expect(await rowsOf(database, sql`select id from image_marker`)).toEqual([{ id: 1 }]);
        expect(await appliedMigrations(database)).toBe(journal.entries.length);
      } finally {
        await database.close();
      }
      // Unpacked from the archive, the files must still be private (decision 0060).
      expect(statSync(path.join(dataDir, 'PG_VERSION')).mode & 0o777).toBe(0o600);
    },
    timeout,
  );

  it(
    'an existing data folder never reads the image: its rows stay',
    async () => {
      const dataDir = path.join(parent, 'existing', 'pglite');
      const first = await openDatabase({ driver: 'pglite', dataDir, imageFile });
      await first.db.execute(sql`insert into image_marker values (2)`);
      await first.close();
      const again = await openDatabase({ driver: 'pglite', dataDir, imageFile });
      try {
        expect(await rowsOf(again, sql`select id from image_marker order by id`)).toEqual([
          { id: 1 },
          { id: 2 },
        ]);
      } finally {
        await again.close();
      }
    },
    timeout,
  );
});
