import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Each test file builds its own app on its own fresh database; files run in parallel forks.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
