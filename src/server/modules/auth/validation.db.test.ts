import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import { forgotPassword, latestTokenFor, registerUnverifiedUser, stateSnapshot } from '#server/test/test-app';

/**
 * Every bad body on every auth endpoint: a clear 4xx envelope naming the field, and nothing
 * changed. The valid bodies refer to a real account and real tokens, so a request that slipped
 * past validation would show up as a changed row count or a sent mail.
 */

// Hundreds of requests from one IP: lift the rate limits, which rate-limit.db.test.ts covers.
const t = setupTestApp({ env: { RATE_LIMIT_AUTH_PER_IP: '100000', RATE_LIMIT_AUTH_PER_ACCOUNT: '100000' } });
const account = { email: '', resetToken: '', verifyToken: '', activateToken: '' };

beforeAll(async () => {
  const user = await registerUnverifiedUser(t);
  account.email = user.email;
  account.verifyToken = await latestTokenFor(t, user.email, '/verify-email');
  await forgotPassword(t, user.email);
  account.resetToken = await latestTokenFor(t, user.email, '/reset-password');
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: 'waiting@example.com', password: 'a-good-password' },
  });
  account.activateToken = await latestTokenFor(t, 'waiting@example.com', '/activate');
});

interface Endpoint {
  url: string;
  validBody: () => Record<string, unknown>;
  required: string[];
  optional: string[];
}

const endpoints: Endpoint[] = [
  {
    url: '/api/auth/register',
    validBody: () => ({
      email: 'new-person@example.com',
      password: 'a-good-password',
      firstName: 'New',
      lastName: 'Person',
    }),
    required: ['email', 'password'],
    optional: ['firstName', 'lastName'],
  },
  {
    url: '/api/auth/login',
    validBody: () => ({ email: account.email, password: 'correct-horse-1' }),
    required: ['email', 'password'],
    optional: [],
  },
  {
    url: '/api/auth/forgot-password',
    validBody: () => ({ email: account.email }),
    required: ['email'],
    optional: [],
  },
  {
    url: '/api/auth/reset-password',
    validBody: () => ({ token: account.resetToken, password: 'another-password' }),
    required: ['token', 'password'],
    optional: [],
  },
  {
    url: '/api/auth/verify-email',
    validBody: () => ({ token: account.verifyToken }),
    required: ['token'],
    optional: [],
  },
  {
    url: '/api/auth/activate',
    validBody: () => ({ token: account.activateToken }),
    required: ['token'],
    optional: [],
  },
];

const TEN_KB = 'a'.repeat(10 * 1024);
const wrongTypes: Array<[string, unknown]> = [
  ['a number', 42],
  ['a boolean', true],
  ['an array', ['text']],
  ['an empty array', []],
  ['an object', { value: 'text' }],
  ['null', null],
  ['a 10 KB string', TEN_KB],
  ['a 10 KB email-shaped string', `${TEN_KB}@example.com`],
];

/** Sends the request and asserts that the database and the outbox did not change. */
async function injectExpectingNoChange(options: InjectOptions) {
  const before = await stateSnapshot(t);
  const response = await t.app.inject({ method: 'POST', ...options });
  expect(response.statusCode).toBeLessThan(500);
  expect(await stateSnapshot(t)).toEqual(before);
  return response;
}

describe.each(endpoints)('POST $url', (endpoint) => {
  const { url } = endpoint;

  it('rejects malformed JSON', async () => {
    const response = await injectExpectingNoChange({
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": ',
    });
    expect(expectErrorEnvelope(response, 400, 'VALIDATION_ERROR').message).toMatch(/not valid JSON/);
  });

  it('rejects an empty JSON body', async () => {
    const response = await injectExpectingNoChange({
      url,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(expectErrorEnvelope(response, 400, 'VALIDATION_ERROR').message).toMatch(/body is empty/);
  });

  it('rejects a request with no body at all', async () => {
    expectValidationError(await injectExpectingNoChange({ url }), 'body');
  });

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['a number', '42'],
  ])('rejects a JSON body that is %s', async (_label, payload) => {
    const response = await injectExpectingNoChange({
      url,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectValidationError(response, 'body');
  });

  it('rejects an empty object, naming every required field', async () => {
    const response = await injectExpectingNoChange({ url, payload: {} });
    for (const field of endpoint.required) expectValidationError(response, field);
  });

  it('rejects a prototype-poisoning body', async () => {
    const response = await injectExpectingNoChange({
      url,
      headers: { 'content-type': 'application/json' },
      payload: `{"__proto__": {"isAdmin": true}, ${JSON.stringify(endpoint.validBody()).slice(1)}`,
    });
    expectErrorEnvelope(response, 400, 'VALIDATION_ERROR');
  });

  it.each([
    ['text/plain', 'email=a@example.com'],
    ['application/x-www-form-urlencoded', 'email=a%40example.com&password=secret123'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--',
    ],
  ])('answers %s with 415', async (contentType, payload) => {
    const response = await injectExpectingNoChange({
      url,
      headers: { 'content-type': contentType },
      payload,
    });
    expectErrorEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the size limit with 413', async () => {
    const response = await injectExpectingNoChange({
      url,
      payload: { ...endpoint.validBody(), padding: 'x'.repeat(300 * 1024) },
    });
    expectErrorEnvelope(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  describe.each(endpoint.required)('required field %s', (field) => {
    it('is reported as required when missing', async () => {
      const { [field]: _omitted, ...body } = endpoint.validBody();
      const response = await injectExpectingNoChange({ url, payload: body });
      expect(expectValidationError(response, field).message).toMatch(/is required/);
    });

    it('is reported as required when an empty string', async () => {
      const response = await injectExpectingNoChange({
        url,
        payload: { ...endpoint.validBody(), [field]: '' },
      });
      expect(expectValidationError(response, field).message).toMatch(/required|at least/);
    });
  });

  describe.each([...endpoint.required, ...endpoint.optional])('field %s', (field) => {
    it.each(wrongTypes)('rejects %s', async (_label, value) => {
      const response = await injectExpectingNoChange({
        url,
        payload: { ...endpoint.validBody(), [field]: value },
      });
      expectValidationError(response, field);
    });
  });
});

describe('content rules', () => {
  const register = endpoints[0] as Endpoint;
  const login = endpoints[1] as Endpoint;
  const forgot = endpoints[2] as Endpoint;
  const reset = endpoints[3] as Endpoint;

  it.each([
    ['register: email without @', register, 'email', 'not-an-email', /valid email/],
    ['register: email with two @', register, 'email', 'two@@example.com', /valid email/],
    ['register: email with a space', register, 'email', 'spaces in@example.com', /valid email/],
    ['register: email over 254', register, 'email', `${'a'.repeat(250)}@example.com`, /at most 254/],
    ['login: invalid email', login, 'email', 'not-an-email', /valid email/],
    ['forgot-password: invalid email', forgot, 'email', 'missing-at.example.com', /valid email/],
    ['register: password of 7', register, 'password', '1234567', /at least 8/],
    ['register: password of 129', register, 'password', 'p'.repeat(129), /at most 128/],
    ['login: password of 129', login, 'password', 'p'.repeat(129), /at most 128/],
    ['reset-password: password of 7', reset, 'password', '1234567', /at least 8/],
    ['reset-password: password of 129', reset, 'password', 'p'.repeat(129), /at most 128/],
    ['reset-password: token of 513', reset, 'token', 't'.repeat(513), /invalid/],
    ['register: first name of 81', register, 'firstName', 'N'.repeat(81), /at most 80/],
    ['register: last name of 81', register, 'lastName', 'N'.repeat(81), /at most 80/],
    ['register: NUL in first name', register, 'firstName', 'Nul\u0000Byte', /not allowed/],
    ['register: NUL as last name', register, 'lastName', '\u0000', /not allowed/],
    // Valid JSON, not valid Unicode; after a non-ASCII character PGlite's INSERT failed with a 500.
    ['register: lone surrogate in first name', register, 'firstName', '\u202e\udc00', /not allowed/],
    ['register: lone surrogate in last name', register, 'lastName', 'Jos\u00e9\ud800', /not allowed/],
  ] as const)('%s', async (_label, endpoint, field, value, message) => {
    const response = await injectExpectingNoChange({
      url: endpoint.url,
      payload: { ...endpoint.validBody(), [field]: value },
    });
    expect(expectValidationError(response, field).message).toMatch(message);
  });

  it('reports every failing field at once', async () => {
    const response = await injectExpectingNoChange({
      url: '/api/auth/register',
      payload: { email: 'nope', password: '1', firstName: 7, lastName: 'L'.repeat(81) },
    });
    const body = expectValidationError(response, 'email');
    expect(body.errors?.map((error) => error.field).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
  });
});
