import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '#server/test/test-app';
import { errorEnvelopeSchema } from '#shared/api';

/**
 * Property tests: whatever arrives, the answer is a deliberate one (success, or a 4xx envelope),
 * never a 5xx. A fixed seed keeps every run identical; change it locally to explore further.
 */
const SEED = 20_260_521;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_AUTH_PER_IP: '100000', RATE_LIMIT_AUTH_PER_ACCOUNT: '100000' },
  });
});
afterAll(() => t.close());

function expectDeliberateAnswer(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(errorEnvelopeSchema.safeParse(response.json()).success, response.body).toBe(true);
  }
}

/** Any code point, with the characters that break databases, parsers and logs made frequent. */
const trickyChar = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\u0001',
    '\t',
    '\n',
    '\r',
    '\ud800',
    '\u202e',
    '\ufeff',
    '"',
    '\\',
    "'",
    '%',
    '😀',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const anyText = fc.string({ unit: trickyChar, maxLength: 120 });
const printableAscii = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 300,
});
/** A field value that is usually a string (sometimes a plausible one) and sometimes anything. */
const fieldValue = fc.oneof(
  anyText,
  fc.emailAddress(),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant(undefined),
);

describe.each([
  ['/api/auth/register', ['email', 'password', 'firstName', 'lastName']],
  ['/api/auth/login', ['email', 'password']],
  ['/api/auth/forgot-password', ['email']],
  ['/api/auth/reset-password', ['token', 'password']],
  ['/api/auth/verify-email', ['token']],
])('POST %s', (url, fields) => {
  it('never answers a 5xx to any JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expectDeliberateAnswer(response);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('never answers a 5xx to objects with its own fields holding anything', async () => {
    const body = fc.record(Object.fromEntries(fields.map((field) => [field, fieldValue])));
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        expectDeliberateAnswer(await t.app.inject({ method: 'POST', url, payload }));
      }),
      { seed: SEED, numRuns: 60 },
    );
  });
});

describe('registering with any text', () => {
  it('either creates the account or answers a 4xx', async () => {
    const body = fc.record({
      // Valid and unique, so every run gets past validation and reaches the database.
      email: fc.uuid().map((id) => `fuzz-${id}@example.com`),
      password: fc.string({ unit: 'binary', minLength: 6, maxLength: 40 }),
      firstName: anyText,
      lastName: anyText,
    });
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
        expectDeliberateAnswer(response);
      }),
      { seed: SEED, numRuns: 40 },
    );
  });
});

describe('GET /api/auth/profile', () => {
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value) ?? '').toString('base64url');
  const jwtShaped = fc
    .tuple(
      fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.record({ alg: fc.constantFrom('HS256', 'none', 'RS256', 'HS512'), typ: fc.constant('JWT') }),
      ),
      fc.jsonValue({ maxDepth: 2 }),
      printableAscii,
    )
    .map(([header, payload, signature]) => `${base64url(header)}.${base64url(payload)}.${signature}`);

  it('answers 401 to any bearer token', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(printableAscii, jwtShaped), async (token) => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/auth/profile',
          headers: bearer(token.trim() || 'x'),
        });
        expect(response.statusCode, response.body).toBe(401);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('answers 401 to any Authorization header', async () => {
    await fc.assert(
      fc.asyncProperty(printableAscii, async (authorization) => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/auth/profile',
          headers: { authorization },
        });
        expect(response.statusCode, response.body).toBe(401);
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});
