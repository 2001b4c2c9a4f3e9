import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { secureDataDir } from '../data-folder';
import { migrationsFolder } from '../paths';
import { type PreparedText, preparePgliteText, preparePostgresText } from './prepared';
import * as schema from './schema';

/** The one database type the repositories see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Throws when the database cannot answer; used by the health check. */
  ping(): Promise<void>;
  /** A hot statement, parsed once per connection under `name` (unique per statement; decision 0117). */
  prepareText(name: string, query: SQL): PreparedText;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolMax?: number }
  /**
   * `dataDir` undefined means an in-memory database (tests). `imageFile`, a tarball written by
   * `makeMigratedPgliteImage`, seeds a new database instead of PGlite's own initdb, which costs
   * seconds (decision 0117); an existing data folder never reads it, and a missing file means
   * initdb as before. Migrations newer than the image then run as on any database.
   */
  | { driver: 'pglite'; dataDir?: string; imageFile?: string };

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 727_310_119;

/** Opens the database and applies pending migrations before anything else uses it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.driver === 'postgres'
    ? openPostgres(options.url, options.poolMax ?? 10)
    : openPglite(options.dataDir, options.imageFile);
}

/**
 * Tables that grew by more than 10% (+ 4 pages) since their last ANALYZE, measured by file size
 * against the `relpages` that ANALYZE recorded (PGlite keeps no modification counters).
 */
const staleTablesQuery = `select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname = 'public'
    and pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 4`;

const pgliteAnalyzeIntervalMs = 60_000;

/**
 * PGlite has no autovacuum daemon, so without this no table would ever have planner statistics:
 * the planner would assume every user has a handful of rows and, for a user with 1,000
 * transactions, sort them all instead of walking the (user_id, created_at) index (decision 0021).
 * Like autovacuum's analyze threshold, only tables that grew noticeably are analyzed.
 */
export async function analyzeStaleTables(client: PGlite) {
  const { rows } = await client.query<{ name: string }>(staleTablesQuery);
  for (const { name } of rows) await client.exec(`analyze ${name}`);
}

async function openPglite(
  dataDir: string | undefined,
  imageFile: string | undefined,
): Promise<DatabaseHandle> {
  // Private before PGlite creates a file in it: 0700 folder, 0600 files (decision 0060).
  if (dataDir) secureDataDir(path.dirname(dataDir));
  // PG_VERSION is the first file initdb writes: a folder that has it holds a database already.
  const isNew = !(dataDir && existsSync(path.join(dataDir, 'PG_VERSION')));
  const seed =
    isNew && imageFile && existsSync(imageFile) ? new Blob([await readFile(imageFile)]) : undefined;
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(seed ? { loadDataDir: seed } : {}),
  });
  // Again once PGlite is open: a first start into an empty folder unpacks the initial database
  // with the modes its archive names (0666, 0644), which the umask does not reach.
  if (dataDir) secureDataDir(path.dirname(dataDir));
  const db = await migratedPglite(client);
  await analyzeStaleTables(client);
  const analyzer = setInterval(() => {
    // Best effort: a failed ANALYZE only leaves older statistics, and the next tick tries again.
    analyzeStaleTables(client).catch(() => {});
  }, pgliteAnalyzeIntervalMs);
  analyzer.unref();
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    prepareText: (name, query) => preparePgliteText(client, name, query),
    close: async () => {
      clearInterval(analyzer);
      await client.close();
    },
  };
}

/** Applies pending migrations (none on a database seeded from a current image) and returns drizzle on it. */
export async function migratedPglite(client: PGlite) {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return db;
}

async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client that loses its connection emits 'error'; without a listener that crashes the process.
  pool.on('error', () => {});
  await migrateWithLock(pool);
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    prepareText: (name, query) => preparePostgresText(pool, name, query),
    close: () => pool.end(),
  };
}

/**
 * Several API instances may start at once against one Postgres; an advisory lock makes exactly
 * one of them apply the migrations while the others wait and then find nothing to do.
 */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client: connection, schema }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    connection.release();
  }
}
