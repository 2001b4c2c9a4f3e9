import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('prepared hot statements (decision 0117), on this run’s driver', () => {
  it('runs as a named prepared statement: it finds itself in pg_prepared_statements', async () => {
    // Parse comes before Execute, so a named statement already sees itself; the unnamed one that
    // an ordinary query sends is never listed there.
    const probe = database.prepareText(
      'prepared_probe',
      sql`select string_agg(name, ',') from pg_prepared_statements where name = ${sql.placeholder('name')}`,
    );
    expect(await probe({ name: 'prepared_probe' })).toBe('prepared_probe');
    expect(await probe({ name: 'prepared_probe' })).toBe('prepared_probe');
  });

  it('binds new values on every call, repeats placeholders, and answers null for no row', async () => {
    const sum = database.prepareText(
      'prepared_sum',
      sql`select (${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int + ${sql.placeholder('a')}::int)::text
          where ${sql.placeholder('a')}::int >= 0`,
    );
    expect(await sum({ a: 1, b: 2 })).toBe('4');
    expect(await sum({ a: 10, b: 5 })).toBe('25');
    expect(await sum({ a: -1, b: 5 })).toBeNull();
  });

  it('a failing call rejects and leaves the statement and the database usable', async () => {
    const divide = database.prepareText(
      'prepared_divide',
      sql`select (10 / ${sql.placeholder('by')}::int)::text`,
    );
    await expect(divide({ by: 0 })).rejects.toThrow(/division by zero/);
    expect(await divide({ by: 5 })).toBe('2');
    await database.ping();
  });

  it('waits for a transaction another caller holds open instead of running inside it', async () => {
    await database.db.execute(sql`create table if not exists prepared_isolation (id int)`);
    const count = database.prepareText(
      'prepared_isolation_count',
      sql`select count(*)::text from prepared_isolation`,
    );
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_isolation values (1)`);
      await held;
      tx.rollback();
    });
    const seen = count({});
    release();
    await transaction.catch(() => {});
    expect(await seen).toBe('0');
  });
});
