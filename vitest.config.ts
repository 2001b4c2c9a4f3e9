import { configDefaults, defineConfig } from 'vitest/config';

/** Files that make a database (src/server/test/test-database.ts refuses any other; decision 0104). */
const databaseTests = 'src/**/*.db.test.ts';
/** React components rendered into a DOM and driven as a person would. */
const componentTests = 'src/**/*.dom.test.tsx';

export default defineConfig({
  // The #shared/#world/#server/#web aliases live in tsconfig.json's paths (docs/decisions/0038).
  resolve: { tsconfigPaths: true },
  test: {
    // Each database file builds its own app on its own copy of a migrated database; files run in
    // parallel forks.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // `npm test` runs all three; `npm run test:postgres` runs only `database`, on Postgres.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, databaseTests, componentTests],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'database',
          include: [databaseTests],
          environment: 'node',
          globalSetup: ['src/server/test/database-template.ts'],
          env: { TEST_DATABASE_PROJECT: 'true' },
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: [componentTests],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/dom-setup.ts'],
        },
      },
    ],
  },
});
