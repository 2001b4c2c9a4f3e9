import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { errorCodes } from '#shared/api';
import { createTestApp, type TestApp } from '../test/test-app';
import { overloadedMessage } from './overload';

/** Requests /api/health every few ms until `accept` says yes or the deadline passes. */
async function pollHealth(t: TestApp, accept: (status: number) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    if (accept(response.statusCode)) return response;
    // A real timer wait, so under-pressure's sampling timer gets its turn between polls.
    await sleep(2);
  }
  return undefined;
}

describe('while memory is over its limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 1 MB of heap: always over, from the first sample on.
    t = await createTestApp({
      env: { OVERLOAD_MAX_HEAP_USED_MB: '1', OVERLOAD_RETRY_AFTER_SECONDS: '7' },
      configure: (config) => ({ ...config, overload: { ...config.overload, sampleIntervalMs: 20 } }),
    });
    expect(await pollHealth(t, (status) => status === 503, 2000)).toBeDefined();
  });
  afterAll(() => t.close());

  it('answers every API request 503 in the error envelope, with retry-after, before auth or validation', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/health' },
      { method: 'GET' as const, url: '/api/auth/profile' },
      { method: 'POST' as const, url: '/api/auth/login', payload: {} },
      { method: 'GET' as const, url: '/api/nope' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers['retry-after']).toBe('7');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.json()).toEqual({
        success: false,
        message: overloadedMessage,
        code: errorCodes.unavailable,
      });
    }
  });

  it('still serves the metrics, which are needed most during an overload', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_request_duration_seconds');
  });
});

describe('when the event loop falls behind', () => {
  const t = setupTestApp({
    env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '100' },
    configure: (config) => ({ ...config, overload: { ...config.overload, sampleIntervalMs: 100 } }),
  });

  it('answers 503 while it lags, then serves again once it has caught up', async () => {
    // Starting the app may itself have lagged: begin from a served request.
    expect((await pollHealth(t, (status) => status === 200, 5000))?.statusCode).toBe(200);

    // Block the loop far longer than the limit: even diluted by the ten ~10 ms samples of one
    // 100 ms interval, the mean delay stays well above 100 ms.
    const blockedUntil = Date.now() + 1500;
    while (Date.now() < blockedUntil) {
      // busy: nothing else runs
    }

    const shed = await pollHealth(t, (status) => status !== 200, 2000);
    expect(shed?.statusCode).toBe(503);
    expect(shed?.json()).toMatchObject({ success: false, code: errorCodes.unavailable });

    const served = await pollHealth(t, (status) => status === 200, 3000);
    expect(served?.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  });
});

describe('with more requests in flight than allowed', () => {
  let t: TestApp;
  let release: () => void = () => {};
  beforeAll(async () => {
    t = await createTestApp({
      env: { OVERLOAD_MAX_IN_FLIGHT: '2' },
      extend: (app) => {
        app.get('/api/test/slow', () => new Promise((resolve) => (release = () => resolve({ ok: true }))));
      },
    });
  });
  afterAll(() => t.close());

  it('sheds the next request at once, and serves again when one has finished', async () => {
    const first = t.app.inject({ method: 'GET', url: '/api/test/slow' });
    await sleep(20);
    const releaseFirst = release;
    const second = t.app.inject({ method: 'GET', url: '/api/test/slow' });
    await sleep(20);

    const third = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(third.statusCode).toBe(503);
    expect(third.json()).toMatchObject({ success: false, code: errorCodes.unavailable });
    expect(third.headers['retry-after']).toBe('5');
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(200);

    releaseFirst();
    expect((await first).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    release();
    expect((await second).statusCode).toBe(200);
    // Every finished request gave its place back.
    const both = await Promise.all([1, 2].map(() => t.app.inject({ method: 'GET', url: '/api/health' })));
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
  });
});
