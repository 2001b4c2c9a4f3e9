import Fastify from 'fastify';
import type { JobsConfig } from '../config';
import type { JobStore } from './job-store';
import { createJobWorker, type JobHandler } from './job-worker';

export const fastJobs: JobsConfig = {
  leaseMs: 1000,
  pollMs: 20,
  concurrency: 2,
  maxAttempts: 3,
  retryDelayMs: 0,
  timeoutMs: 5000,
};

/** A worker for the queue tests, with quick polling and a silent logger. */
export function testWorker(
  store: JobStore,
  handler: JobHandler,
  config: Partial<JobsConfig> = {},
  abortGraceMs?: number,
) {
  return createJobWorker({
    store,
    queue: 'test',
    handler,
    config: { ...fastJobs, ...config },
    log: Fastify({ logger: false }).log,
    ...(abortGraceMs === undefined ? {} : { abortGraceMs }),
  });
}

/** Resolves once `check` is true, polling every 10 ms. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
