import { randomBytes } from 'node:crypto';
import pg from 'pg';

const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A throwaway database on the local Postgres server, or null when no server answers. */
export async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `dream_life_bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin(`create database ${name}`);
  } catch {
    return null;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
