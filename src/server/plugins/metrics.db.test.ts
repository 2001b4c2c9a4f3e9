import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ConfigError } from '../config/config-error';
import { expectErrorEnvelope } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';
import { mayReadMetrics } from './metrics-access';

const token = randomBytes(24).toString('base64url');
const productionEnv = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'demo' };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function getMetrics(app: TestApp, authorization?: string, method: 'GET' | 'HEAD' = 'GET') {
  return app.app.inject({
    method,
    url: '/api/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });
}

/** The hidden endpoint must answer exactly like a path no route matches (status, body, headers). */
async function expectSameAsUnknownRoute(app: TestApp, response: LightMyRequestResponse) {
  const body = expectErrorEnvelope(response, 404, 'NOT_FOUND');
  const unknown = await app.app.inject({ method: 'GET', url: '/api/metricz' });
  expect(body.message).toBe(unknown.json().message.replace('/api/metricz', '/api/metrics'));
  expect(response.body).not.toContain('http_request_duration_seconds');
  expect(response.headers['www-authenticate']).toBeUndefined();
}

function expectPrometheusText(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
}

describe('GET /api/metrics with METRICS_TOKEN set', () => {
  it('serves the metrics to the bearer of the token', async () => {
    t = await createTestApp({ env: { ...productionEnv, METRICS_TOKEN: token } });
    expectPrometheusText(await getMetrics(t, `Bearer ${token}`));
    // The scheme is case-insensitive (RFC 9110 §11.1).
    expectPrometheusText(await getMetrics(t, `bearer ${token}`));
  });

  it('answers 404 like an unknown path without the token, with a wrong one, or another scheme', async () => {
    t = await createTestApp({ env: { ...productionEnv, METRICS_TOKEN: token } });
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token.toUpperCase()}`,
      `Basic ${Buffer.from(`prometheus:${token}`).toString('base64')}`,
      token,
      `Bearer ${token} ${token}`,
    ]) {
      await expectSameAsUnknownRoute(t, await getMetrics(t, authorization));
    }
    // Fastify answers HEAD for GET routes: it must not bypass the check.
    const head = await getMetrics(t, undefined, 'HEAD');
    expect(head.statusCode).toBe(404);
  });

  it('requires the token outside production too', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
    await expectSameAsUnknownRoute(t, await getMetrics(t));
    expectPrometheusText(await getMetrics(t, `Bearer ${token}`));
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('answers 404 to everyone in production, whatever they present', async () => {
    t = await createTestApp({ env: productionEnv });
    await expectSameAsUnknownRoute(t, await getMetrics(t));
    await expectSameAsUnknownRoute(t, await getMetrics(t, 'Bearer '));
    await expectSameAsUnknownRoute(t, await getMetrics(t, `Bearer ${token}`));
  });

  it.each(['development', 'test'])('stays open with NODE_ENV=%s', async (NODE_ENV) => {
    t = await createTestApp({ env: { NODE_ENV } });
    expectPrometheusText(await getMetrics(t));
  });
});

describe('mayReadMetrics', () => {
  it('ignores surrounding whitespace only after the token, not inside it', () => {
    const config = { isProduction: true, metricsToken: token };
    expect(mayReadMetrics(config, `Bearer  ${token} `)).toBe(true);
    expect(mayReadMetrics(config, `Bearer ${token.slice(0, 10)} ${token.slice(10)}`)).toBe(false);
  });
});

describe('METRICS_TOKEN validation', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) };
  it.each([
    ['too short', 'short-token'],
    ['with a space', `${'a'.repeat(20)} ${'b'.repeat(20)}`],
    ['non-ASCII', 'é'.repeat(32)],
  ])('refuses a token %s, naming the variable', (_case, value) => {
    expect(() => loadConfig({ ...base, METRICS_TOKEN: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: value })).toThrow(/METRICS_TOKEN/);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ ...base, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: token }).metricsToken).toBe(token);
  });
});
