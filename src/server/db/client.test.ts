import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeStaleTables } from './client';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  await client.exec('create table grows (id int primary key, note text); create table stays (id int)');
});
afterAll(() => client.close());

const statistics = async () =>
  Object.fromEntries(
    (
      await client.query<{ relname: string; reltuples: number; analyzed: number }>(
        `select c.relname, c.reltuples, coalesce(s.analyze_count, 0)::int as analyzed
         from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
         where c.relname in ('grows', 'stays')`,
      )
    ).rows.map((row) => [row.relname, { rows: row.reltuples, analyzed: row.analyzed }]),
  );

describe('PGlite statistics (no autovacuum daemon)', () => {
  it('analyzes a table once it has grown, and leaves small or unchanged tables alone', async () => {
    await client.exec(`insert into grows select n, repeat('x', 80) from generate_series(1, 2000) n`);
    await client.exec('insert into stays values (1)');
    await analyzeStaleTables(client);
    const first = await statistics();
    expect(first.grows?.rows).toBe(2000);
    expect(first.grows?.analyzed).toBe(1);
    expect(first.stays?.rows).toBeLessThan(0); // never analyzed: one row is below the threshold

    await analyzeStaleTables(client);
    expect((await statistics()).grows?.analyzed).toBe(first.grows?.analyzed);

    await client.exec(`insert into grows select n, repeat('x', 80) from generate_series(2001, 4000) n`);
    await analyzeStaleTables(client);
    expect((await statistics()).grows?.rows).toBe(4000);
  });
});
