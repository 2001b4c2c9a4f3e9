import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from '#server/test/assertions';
import {
  bearer,
  createTestApp,
  findUserRow,
  forgotPassword,
  login,
  readOutbox,
  registerUser,
  type TestApp,
} from '#server/test/test-app';

/**
 * Small limits so each one is reached in a few requests. Counters are keyed by IP and account,
 * so every test uses IPs and accounts of its own and the tests stay independent.
 */
const PER_IP = 3;
const PER_ACCOUNT = 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_AUTH_PER_IP: String(PER_IP), RATE_LIMIT_AUTH_PER_ACCOUNT: String(PER_ACCOUNT) },
  });
});
afterAll(() => t.close());

let lastIp = 0;
/** An IP no earlier request used. */
const freshIp = () => `198.51.100.${++lastIp}`;
/** An account registered from its own IP, so registering does not use up anyone's limit. */
const freshUser = () => registerUser(t, {}, { remoteAddress: freshIp() });

function expectRateLimited(response: LightMyRequestResponse) {
  const body = expectErrorEnvelope(response, 429, 'RATE_LIMITED');
  expect(body.message).toMatch(/^Too many attempts\. Please wait \d+ (minutes?|seconds?) and try again\.$/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('login', () => {
  it('is limited per account across IPs and email spellings, for wrong and right passwords', async () => {
    const user = await freshUser();
    expect((await login(t, user.email, 'wrong-password', freshIp())).statusCode).toBe(401);
    expect((await login(t, ` ${user.email.toUpperCase()}`, 'wrong-password', freshIp())).statusCode).toBe(
      401,
    );

    expectRateLimited(await login(t, user.email.toUpperCase(), 'wrong-password', freshIp()));
    expectRateLimited(await login(t, user.email, user.password, freshIp()));
  });

  it('keeps other accounts open while one account is limited', async () => {
    const target = await freshUser();
    const bystander = await freshUser();
    for (let n = 0; n < PER_ACCOUNT; n++) await login(t, target.email, 'wrong-password', freshIp());
    expectRateLimited(await login(t, target.email, target.password, freshIp()));
    expect((await login(t, bystander.email, bystander.password, freshIp())).statusCode).toBe(200);
  });

  it('is limited per IP across different accounts; other IPs are unaffected', async () => {
    const sprayer = freshIp();
    for (let n = 0; n < PER_IP; n++) {
      expect((await login(t, `sprayed-${n}@example.com`, 'guess-password', sprayer)).statusCode).toBe(401);
    }
    expectRateLimited(await login(t, 'sprayed-next@example.com', 'guess-password', sprayer));
    expect((await login(t, 'sprayed-next@example.com', 'guess-password', freshIp())).statusCode).toBe(401);
  });
});

describe('forgot-password', () => {
  it('is limited per account across IPs and spellings, and a limited request sends no mail', async () => {
    const user = await freshUser();
    for (let n = 0; n < PER_ACCOUNT; n++) {
      expect((await forgotPassword(t, user.email, freshIp())).statusCode).toBe(200);
    }
    expectRateLimited(await forgotPassword(t, user.email.toUpperCase(), freshIp()));
    const resetMails = (await readOutbox(t)).filter(
      (mail) => mail.to === user.email && mail.subject.includes('Reset'),
    );
    expect(resetMails).toHaveLength(PER_ACCOUNT);
  });

  it('is limited per IP across different emails', async () => {
    const sprayer = freshIp();
    for (let n = 0; n < PER_IP; n++) {
      expect((await forgotPassword(t, `someone-${n}@example.com`, sprayer)).statusCode).toBe(200);
    }
    expectRateLimited(await forgotPassword(t, 'someone-else@example.com', sprayer));
  });
});

describe('register', () => {
  it('is limited per IP, and a limited request creates no account', async () => {
    const register = (email: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'a-good-password' },
        remoteAddress,
      });
    const farm = freshIp();
    for (let n = 0; n < PER_IP; n++) {
      expect((await register(`farmed-${n}@example.com`, farm)).statusCode).toBe(201);
    }
    expectRateLimited(await register('farmed-limited@example.com', farm));
    expect(await findUserRow(t, 'farmed-limited@example.com')).toBeUndefined();
    expect((await register('farmed-limited@example.com', freshIp())).statusCode).toBe(201);
  });
});

describe('resend-verification', () => {
  it('is limited per user', async () => {
    const user = await freshUser();
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: bearer(user.token) });
    for (let n = 0; n < PER_ACCOUNT; n++) expect((await resend()).statusCode).toBe(200);
    expectRateLimited(await resend());
  });
});

describe('the client IP behind the per-IP limits', () => {
  const loginVia = (app: TestApp, forwardedFor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: `xff-${forwardedFor.length}-${Math.random()}@example.com`,
        password: 'guess-password',
      },
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For when TRUST_PROXY is off', async () => {
    for (let n = 0; n < PER_IP; n++) expect((await loginVia(t, `203.0.113.${n}`)).statusCode).toBe(401);
    expectRateLimited(await loginVia(t, '203.0.113.99'));
  });

  describe('with TRUST_PROXY=true', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({
        env: {
          TRUST_PROXY: 'true',
          RATE_LIMIT_AUTH_PER_IP: String(PER_IP),
          RATE_LIMIT_AUTH_PER_ACCOUNT: String(PER_ACCOUNT),
        },
      });
    });
    afterAll(() => proxied.close());

    it('uses the address the proxy appended, not one the client wrote in front of it', async () => {
      // Each request claims a new IP in the client-controlled part of the header; the proxy
      // (10.0.0.1) appended the real one, 192.0.2.7.
      for (let n = 0; n < PER_IP; n++) {
        expect((await loginVia(proxied, `198.18.0.${n}, 192.0.2.7`)).statusCode).toBe(401);
      }
      expectRateLimited(await loginVia(proxied, '198.18.0.99, 192.0.2.7'));
      // Another client behind the same proxy has its own counter.
      expect((await loginVia(proxied, '192.0.2.8')).statusCode).toBe(401);
    });
  });
});
