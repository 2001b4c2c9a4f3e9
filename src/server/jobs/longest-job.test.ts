import { describe, expect, it } from 'vitest';
import { longestJobMs } from './job-worker';
import { fastJobs } from './test-worker';

describe('longestJobMs', () => {
  it('adds every attempt (timeout, abort grace, a lease before takeover) and every backoff', () => {
    const config = { ...fastJobs, maxAttempts: 3, timeoutMs: 1000, leaseMs: 100, retryDelayMs: 10 };
    // 3 × (1000 + 50 + 100) + 10 + 20
    expect(longestJobMs(config, 50)).toBe(3480);
  });

  it('caps each backoff at five minutes', () => {
    const config = { ...fastJobs, maxAttempts: 2, timeoutMs: 0, leaseMs: 0, retryDelayMs: 3_600_000 };
    expect(longestJobMs(config, 0)).toBe(300_000);
  });
});
