import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  affirmationDoubts,
  contactMessages,
  paymentDiscounts,
  pendingRegistrations,
} from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { bearer, registerUser } from '#server/test/test-app';
import { userDataTables } from './user-data-tables';

/**
 * Issue 31, item 4: the export left out `affirmation_doubts` and `payment_discounts`. Completeness
 * is now checked against the database itself: every table with a user_id or an email column must
 * be declared, exported under its name, and deleted with the account (or say why not).
 */

const t = setupTestApp();

/** Tables of the public schema with a column naming a user or holding an address. */
async function tablesAboutUsers(): Promise<string[]> {
  const { rows } = (await t.database.db.execute(sql`
    select distinct table_name as name from information_schema.columns
    where table_schema = 'public' and (column_name = 'user_id' or column_name = 'email' or column_name like '%\\_email')
    order by 1`)) as unknown as { rows: Array<{ name: string }> };
  return rows.map((row) => row.name);
}

/** Tables whose user_id references users with ON DELETE CASCADE: deleting the user deletes their rows. */
async function cascadingTables(): Promise<string[]> {
  const { rows } = (await t.database.db.execute(sql`
    select conrelid::regclass::text as name from pg_constraint
    where contype = 'f' and confrelid = 'users'::regclass and confdeltype = 'c'`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  return rows.map((row) => row.name.replaceAll('"', ''));
}

describe('the data export and account deletion', () => {
  it('declare every table that holds a user’s rows', async () => {
    const declared = Object.keys(userDataTables).sort();
    expect(await tablesAboutUsers()).toEqual(declared);
  });

  it('delete every declared table with the account: by cascade, or by name in the deletion', async () => {
    const cascading = await cascadingTables();
    for (const [table, entry] of Object.entries(userDataTables)) {
      if (entry.deletion === 'cascade') expect(cascading, table).toContain(table);
    }
  });

  it('deletes the tables it deletes by name: the account, its contact messages, sign-ups of its address', async () => {
    const user = await registerUser(t);
    await t.database.db.insert(pendingRegistrations).values({
      email: user.email,
      passwordHash: null,
      browserKeyHash: null,
      tokenHash: `pending-${user.userId}`,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await t.database.db
      .insert(contactMessages)
      .values({ userId: user.userId, firstName: 'Ada', lastName: 'L', email: user.email, message: 'Hi' });
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: bearer(user.token),
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    const left = async (table: string, column: string, value: string) =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]?.n;
    for (const [table, entry] of Object.entries(userDataTables)) {
      if (entry.deletion !== 'explicit') continue;
      const byEmail = table === 'pending_registrations' || table === 'users';
      expect(
        await left(table, byEmail ? 'email' : 'user_id', byEmail ? user.email : user.userId),
        table,
      ).toBe(0);
    }
  });

  it('export every declared table under its name, the two the audit found missing included', async () => {
    const user = await registerUser(t);
    await t.database.db.insert(affirmationDoubts).values({
      userId: user.userId,
      scope: 'universal',
      position: 2,
      original: 'I am wealthy.',
      gentler: 'I am learning to be at ease with money.',
    });
    await t.database.db.insert(paymentDiscounts).values({ userId: user.userId, note: 'student card seen' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Record<string, unknown>;
    for (const [table, entry] of Object.entries(userDataTables)) {
      if (entry.exportedAs) expect(Object.keys(data), table).toContain(entry.exportedAs);
    }
    expect(data.affirmationDoubts).toEqual([
      expect.objectContaining({
        scope: 'universal',
        position: 2,
        gentler: 'I am learning to be at ease with money.',
      }),
    ]);
    expect(data.paymentDiscounts).toEqual([
      expect.objectContaining({ kind: 'student', note: 'student card seen' }),
    ]);
  });
});
