import { describe, expect, it } from 'vitest';

// This file runs in the `unit` project (its name is not *.db.test.ts), where the fixture must refuse.
describe('a test database outside the database project (decision 0104)', () => {
  it('fails the importing file at once, naming the rule, so the Postgres pass cannot silently skip it', async () => {
    await expect(import('./test-database')).rejects.toThrow(/must be named \*\.db\.test\.ts/);
  });
});
