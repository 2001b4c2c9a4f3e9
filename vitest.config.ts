import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The #shared/#world/#server/#web aliases live in tsconfig.json's paths (docs/decisions/0038).
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Each test file builds its own app on its own fresh database; files run in parallel forks.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
