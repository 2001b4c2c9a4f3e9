import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope } from '#server/test/assertions';
import { createTestApp, registerUser, type TestApp } from '#server/test/test-app';

const t = setupTestApp();

describe('GET /api/health', () => {
  it('answers ok after a database round trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });

  it('answers 503 SERVICE_UNAVAILABLE, without details, when the database is unreachable', async () => {
    vi.spyOn(t.database, 'ping').mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.5:5432'));
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expectErrorEnvelope(response, 503, 'SERVICE_UNAVAILABLE');
    expect(response.body).not.toContain('ECONNREFUSED');
  });
});

describe('GET /api/metrics', () => {
  it('serves Prometheus text with request durations labelled by route pattern', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await registerUser(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*\} \d+/,
    );
    expect(response.body).toContain('route="/api/auth/register"');
    expect(response.body).toContain('process_cpu_seconds_total');
  });

  it('labels unknown paths without the raw URL (no label explosion)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/some-random-path-12345' });
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.body).not.toContain('some-random-path-12345');
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document with the auth routes and their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/profile',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/verify-email',
      '/api/auth/resend-verification',
      '/api/health',
    ]) {
      expect(Object.keys(document.paths)).toContain(route);
    }
    const loginBody = document.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(expect.arrayContaining(['email', 'password']));
    // Routes behind a session say so, so the docs' "Authorize" button applies the token.
    expect(document.paths['/api/auth/profile'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/auth/login'].post.security).toBeUndefined();
  });

  it('serves the interactive documentation page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('over real HTTP', () => {
  let server: TestApp;
  let base: string;
  beforeAll(async () => {
    server = await createTestApp({ listen: true });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => server.close());

  it('answers the health check', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { status: string } }).data.status).toBe('ok');
  });

  it('answers a malformed body with the 400 envelope', async () => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});
