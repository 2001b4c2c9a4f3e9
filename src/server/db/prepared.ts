import { type PGlite, protocol } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/**
 * A hot statement parsed and planned once per connection and then only bound and executed
 * (decision 0117): the dashboard's one statement spent more time being parsed and planned than
 * running. It answers the first column of its first row as text (null when there is no row), the
 * shape of a statement that builds its whole answer as JSON in the database. `values` fill the
 * statement's `sql.placeholder(name)`s.
 */
export type PreparedText = (values: Record<string, string | number>) => Promise<string | null>;

const dialect = new PgDialect();

/** Text and parameters of `query`, with its placeholders left to fill per call. */
function compile(query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, fill: (values: Record<string, string | number>) => fillPlaceholders(params, values) };
}

/**
 * On Postgres: a named statement. node-postgres sends Parse once per pooled connection (it keeps
 * the names each connection has parsed) and Bind/Execute on every call; Postgres then plans it
 * once, or keeps a generic plan after five runs when that is no dearer.
 */
export function preparePostgresText(pool: pg.Pool, name: string, query: SQL): PreparedText {
  const { text, fill } = compile(query);
  return async (values) => {
    const result = await pool.query<unknown[]>({ name, text, values: fill(values), rowMode: 'array' });
    return (result.rows[0]?.[0] as string | null | undefined) ?? null;
  };
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** The statements each PGlite database has parsed, by name (their text, to refuse a reused name). */
const parsedOn = new WeakMap<PGlite, Map<string, string>>();

/**
 * On PGlite: its `query` sends an unnamed Parse every time, so the statement is parsed here once
 * per database (PGlite is one connection) through the wire protocol, then only bound and executed.
 * `runExclusive` keeps it out of another caller's open transaction, which would otherwise see it
 * run inside itself: PGlite's protocol calls take none of its locks by themselves.
 */
export function preparePgliteText(client: PGlite, name: string, query: SQL): PreparedText {
  const { text, fill } = compile(query);
  const { serialize } = protocol;
  return (values) =>
    client.runExclusive(async () => {
      // Per database, not per caller: two repositories on one database share the statement.
      const parsed = parsedOn.get(client) ?? new Map<string, string>();
      parsedOn.set(client, parsed);
      const known = parsed.get(name);
      if (known !== undefined && known !== text) throw new Error(`Two statements are named ${name}`);
      if (known === undefined) {
        await client.execProtocol(concat(serialize.parse({ name, text }), serialize.sync()));
        parsed.set(name, text);
      }
      const bound = fill(values).map((value) =>
        value === null || value === undefined ? null : String(value),
      );
      const { messages } = await client.execProtocol(
        concat(serialize.bind({ statement: name, values: bound }), serialize.execute({}), serialize.sync()),
      );
      const row = messages.find((message) => message.name === 'dataRow') as
        | InstanceType<typeof protocol.messages.DataRowMessage>
        | undefined;
      return row?.fields[0] ?? null;
    });
}
