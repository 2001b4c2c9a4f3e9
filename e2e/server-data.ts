import path from 'node:path';
import { test } from '@playwright/test';

/**
 * The dev mail outbox of the server the running test talks to. Projects run against different
 * servers (playwright.config.ts: the clock specs have their own), so the folder comes from the
 * project, not from one environment variable. Call it inside a test.
 */
export function outboxFolder(): string {
  const { dataDir } = test.info().project.metadata as { dataDir?: string };
  return path.join(dataDir ?? process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'outbox');
}
