/**
 * Test files that make a database are named `*.db.test.ts`: the `database` Vitest project
 * (vitest.config.ts) runs them on PGlite in `npm test` and again on Postgres in
 * `npm run test:postgres`, which runs nothing else (decision 0104). A file that opens one under
 * another name would silently miss the Postgres pass, so the fixtures call this on import and
 * such a file fails at once, in `npm test`, with this message.
 */
export function assertDatabaseProject(fixture: string) {
  // VITEST is unset in a plain process (the crash test's child inherits the project's env).
  if (process.env.VITEST && process.env.TEST_DATABASE_PROJECT !== 'true') {
    throw new Error(
      `${fixture} makes a test database, so the test file that imports it must be named *.db.test.ts ` +
        '(the database project, which the Postgres pass runs; decision 0104).',
    );
  }
}
