import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { headersSetBy } from './security';

/** `script-src 'self'; …` → { 'script-src': ["'self'"], … } */
function parseCsp(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = parseCsp(response.headers['content-security-policy'] as string | undefined);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['script-src']).not.toContain("'unsafe-eval'");
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
  // One framing rule, said twice: the CSP for current browsers, X-Frame-Options for older ones.
  expect(response.headers['x-frame-options']).toBe('DENY');
  // No inline <style> element (decision 0062); only style attributes stay allowed.
  expect(csp['style-src']).toEqual(["'self'"]);
  expect(csp['style-src-elem']).toEqual(["'self'"]);
  expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
  const policy = Object.fromEntries(
    String(response.headers['permissions-policy'])
      .split(',')
      .map((entry) => entry.trim().split('=')),
  );
  expect(policy.camera).toBe('(self)');
  expect(policy.microphone).toBe('(self)');
  for (const denied of ['geolocation', 'payment', 'usb', 'gyroscope', 'display-capture']) {
    expect(policy[denied], denied).toBe('()');
  }
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-request-id']).toMatch(/\S/);
}

describe('in test mode', () => {
  const t = setupTestApp();

  it.each<[string, InjectOptions]>([
    ['a success', { method: 'GET', url: '/api/health' }],
    ['a 404', { method: 'GET', url: '/api/nope' }],
    ['a 400', { method: 'POST', url: '/api/auth/login', payload: {} }],
    ['a 401', { method: 'GET', url: '/api/auth/profile' }],
    [
      'a 415',
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'x' },
    ],
  ])('sets the security headers on %s', async (_label, request) => {
    expectSecurityHeaders(await t.app.inject(request));
  });

  it('keeps a well-formed request id a client sends and replaces a malformed one', async () => {
    const sent = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } })).headers[
        'x-request-id'
      ];
    expect(await sent('edge-7f3a.42')).toBe('edge-7f3a.42');
    for (const malformed of ['a'.repeat(65), '<script>alert(1)</script>', 'two words', 'ä-umlaut', '']) {
      const answered = await sent(malformed);
      expect(answered, malformed).not.toBe(malformed);
      expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('serves the API documentation outside production', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('sends no HSTS header outside production', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every request its own request id', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(
        async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['x-request-id'],
      ),
    );
    expect(new Set(ids).size).toBe(3);
  });

  it('never lets auth answers be cached, errors included', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/auth/profile' },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { email: 'x@example.com', password: 'wrong-1' },
      },
      { method: 'POST' as const, url: '/api/auth/forgot-password', payload: { email: 'nope' } },
    ]) {
      expect((await t.app.inject(request)).headers['cache-control']).toBe('no-store');
    }
  });

  it('sends no CORS headers when no origin is configured', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('in production', () => {
  const t = setupTestApp({
    env: { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'demo', CORS_ORIGINS: 'https://dream.example' },
  });

  it('sends HSTS and upgrade-insecure-requests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(parseCsp(response.headers['content-security-policy'] as string)).toHaveProperty(
      'upgrade-insecure-requests',
    );
    expectSecurityHeaders(response);
  });

  it('serves no API documentation in production unless API_DOCS=true', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('allows CORS for the configured origin only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight('https://dream.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://dream.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');

    const denied = await preflight('https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

// The headers are computed once at startup (headersSetBy), not by helmet per request: the stand-in
// response must see exactly what helmet does to a real one, including the header it removes.
describe('headersSetBy', () => {
  it('captures what helmet sets on a real response', () => {
    const middleware = helmet({ strictTransportSecurity: { maxAge: 31_536_000 } });
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    response.setHeader('X-Powered-By', 'something');
    middleware(response.req, response, () => {});
    const fromRealResponse = Object.fromEntries(
      Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    expect(headersSetBy(middleware)).toEqual(fromRealResponse);
    expect(fromRealResponse['x-powered-by']).toBeUndefined();
    expect(Object.keys(fromRealResponse).length).toBeGreaterThan(8);
  });
});
