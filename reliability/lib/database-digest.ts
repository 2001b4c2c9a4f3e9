import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '#server/db/client';
import * as schema from '#server/db/schema';

/** Every application table, read from the drizzle schema so a new table is covered at once. */
export function applicationTables(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

export type DatabaseDigest = Record<string, string>;

/**
 * Columns that record when something was used rather than what it holds: any authenticated
 * request may move a session's last use (sliding idle expiry, decision 0061), so they are not a
 * write the request made.
 */
const bookkeepingColumns: Record<string, string[]> = { sessions: ['last_seen_at'] };

/** The row's text, less its bookkeeping columns. */
const rowText = (table: string) => {
  const ignored = bookkeepingColumns[table];
  return ignored
    ? `(to_jsonb(t) - array[${ignored.map((column) => `'${column}'`).join(', ')}])::text`
    : 't::text';
};

/**
 * One md5 per table over every row's full text, in one round trip. Ordering by the row text makes
 * the digest independent of the physical order (an UPDATE moves a row in the heap).
 */
export function createDigester(database: DatabaseHandle) {
  const tables = applicationTables();
  const columns = tables.map(
    (table) =>
      `(select md5(coalesce(string_agg(${rowText(table)}, '|' order by ${rowText(table)}), '')) from "${table}" t) as "${table}"`,
  );
  const query = sql.raw(`select ${columns.join(', ')}`);
  return {
    tables,
    async digest(): Promise<DatabaseDigest> {
      const result = (await database.db.execute(query)) as unknown as
        | { rows: DatabaseDigest[] }
        | DatabaseDigest[];
      const row = Array.isArray(result) ? result[0] : result.rows[0];
      if (!row) throw new Error('digest query returned no row');
      return row;
    },
  };
}

/** Names of the tables whose digest differs. */
export function changedTables(before: DatabaseDigest, after: DatabaseDigest): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}
