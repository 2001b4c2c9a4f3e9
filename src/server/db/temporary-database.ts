import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TemporaryDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a database with a random name on the Postgres server at `serverUrl` (any database URL
 * on that server) and returns its URL. Tests and the benchmark use one each, so they never touch
 * real data and can run side by side. Empty, or a copy of `template` (a database nobody is
 * connected to): copying a migrated one is a file copy, where migrating again runs every statement.
 */
export async function createTemporaryDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<TemporaryDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !/^[a-z_][a-z0-9_]*$/.test(template))
    throw new Error(`Not a plain database name: ${template}`);
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
