import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: fuzz, access matrix, crash safety, load and overload, abuse, bundle
 * and headers. One file at a time: the load and crash tests each need the whole machine,
 * and a figure measured beside another test's load would say nothing.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['reliability/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    // The tests' apps copy one migrated database (decision 0104), as in the main suite.
    globalSetup: ['src/server/test/database-template.ts'],
    env: { TEST_DATABASE_PROJECT: 'true' },
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
