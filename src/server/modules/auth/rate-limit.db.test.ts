import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectErrorEnvelope } from '#server/test/assertions';
import {
  bearer,
  createTestApp,
  forgotPassword,
  login,
  readOutbox,
  registerUnverifiedUser,
  registerUser,
  type TestApp,
} from '#server/test/test-app';

// The login slow-down sleeps with node:timers/promises: record each sleep it asks for (and still
// sleep), so the delays are read exactly instead of timed on a busy machine's clock.
const sleeps = vi.hoisted(() => [] as number[]);
vi.mock('node:timers/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:timers/promises')>();
  return {
    ...actual,
    setTimeout: (delay?: number, ...rest: unknown[]) => {
      sleeps.push(delay ?? 0);
      return (actual.setTimeout as (...args: unknown[]) => Promise<unknown>)(delay, ...rest);
    },
  };
});

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
  // Decision 0060: wrong passwords are refused per account *and* network; per account alone
  // they only slow logins down, so nobody can lock the owner out (the audit did, from 10 IPs).
  it('refuses a network that guessed wrong too often, also for the right password and another spelling', async () => {
    const user = await freshUser();
    const guesser = freshIp();
    expect((await login(t, user.email, 'wrong-password', guesser)).statusCode).toBe(401);
    expect((await login(t, ` ${user.email.toUpperCase()}`, 'wrong-password', guesser)).statusCode).toBe(401);
    expectRateLimited(await login(t, user.email.toUpperCase(), 'wrong-password', guesser));
    expectRateLimited(await login(t, user.email, user.password, guesser));
  });

  it('never refuses the right password from a network that has not failed, however many others did', async () => {
    const owner = await freshUser();
    // More wrong guesses than the per-account limit, each from another address, as in the audit.
    for (let n = 0; n < PER_ACCOUNT * 3; n++) {
      expect((await login(t, owner.email, 'wrong-password', freshIp())).statusCode).toBe(401);
    }
    expect((await login(t, owner.email, owner.password, freshIp())).statusCode).toBe(200);
  });

  it('slows every login for an account down once it has had too many wrong passwords', async () => {
    const slowed = await createTestApp({
      env: {
        RATE_LIMIT_AUTH_PER_ACCOUNT: '2',
        LOGIN_SLOWDOWN_FIRST_MS: '400',
        LOGIN_SLOWDOWN_MAX_MS: '800',
      },
    });
    try {
      const owner = await registerUser(slowed, {}, { remoteAddress: '192.0.2.200' });
      const attempt = async (password: string, remoteAddress: string) => {
        sleeps.length = 0;
        const response = await login(slowed, owner.email, password, remoteAddress);
        return { status: response.statusCode, slept: [...sleeps] };
      };
      // Two free failures, then 400 ms, then 800 ms (the longest) for each further attempt.
      expect(await attempt('wrong-password', '192.0.2.201')).toEqual({ status: 401, slept: [] });
      expect(await attempt('wrong-password', '192.0.2.202')).toEqual({ status: 401, slept: [] });
      expect(await attempt('wrong-password', '192.0.2.203')).toEqual({ status: 401, slept: [400] });
      expect(await attempt(owner.password, '192.0.2.204')).toEqual({ status: 200, slept: [800] });
    } finally {
      await slowed.close();
    }
  });

  it('keeps other accounts open while one account is being guessed', async () => {
    const target = await freshUser();
    const bystander = await freshUser();
    const guesser = freshIp();
    for (let n = 0; n < PER_ACCOUNT; n++) await login(t, target.email, 'wrong-password', guesser);
    expectRateLimited(await login(t, target.email, target.password, guesser));
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
  const register = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'a-good-password' },
      remoteAddress,
    });
  const mailsTo = async (email: string) => (await readOutbox(t)).filter((mail) => mail.to === email);

  it('is limited per IP, and a limited request mails nothing', async () => {
    const farm = freshIp();
    for (let n = 0; n < PER_IP; n++) {
      expect((await register(`farmed-${n}@example.com`, farm)).statusCode).toBe(202);
    }
    expectRateLimited(await register('farmed-limited@example.com', farm));
    expect(await mailsTo('farmed-limited@example.com')).toEqual([]);
    expect((await register('farmed-limited@example.com', freshIp())).statusCode).toBe(202);
  });

  it('is limited per address across IPs, so nobody can flood an inbox, taken address or not', async () => {
    // The owner's own sign-up was the first attempt for their address.
    const owner = await freshUser();
    for (let n = 1; n < PER_ACCOUNT; n++)
      expect((await register(owner.email, freshIp())).statusCode).toBe(202);
    expectRateLimited(await register(owner.email.toUpperCase(), freshIp()));
    for (let n = 0; n < PER_ACCOUNT; n++) {
      expect((await register('flooded-new@example.com', freshIp())).statusCode).toBe(202);
    }
    expectRateLimited(await register('Flooded-New@example.com', freshIp()));
    expect(await mailsTo(owner.email)).toHaveLength(PER_ACCOUNT);
    expect(await mailsTo('flooded-new@example.com')).toHaveLength(PER_ACCOUNT);
  });
});

describe('resend-verification', () => {
  it('is limited per user', async () => {
    // Its first resend mailed the link it has.
    const user = await registerUnverifiedUser(t, {}, { remoteAddress: freshIp() });
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: bearer(user.token) });
    for (let n = 1; n < PER_ACCOUNT; n++) expect((await resend()).statusCode).toBe(200);
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

    // Every home IPv6 line has a /64: keyed on the full address, one client had 2^64 of them and
    // was never limited (the audit sent 25 logins from 2001:db8:1:2::1…19).
    it('counts an IPv6 client by its /64 network', async () => {
      for (let n = 1; n <= PER_IP; n++) {
        expect((await loginVia(proxied, `2001:db8:1:2::${n.toString(16)}`)).statusCode).toBe(401);
      }
      expectRateLimited(await loginVia(proxied, '2001:db8:1:2:ffff:ffff:ffff:fffe'));
      expectRateLimited(await loginVia(proxied, '2001:0db8:0001:0002:0:0:0:abcd'));
      // The neighbouring /64 is another line, another client.
      expect((await loginVia(proxied, '2001:db8:1:3::1')).statusCode).toBe(401);
    });

    it('counts the per-account-and-network guesses of an IPv6 client by its /64 too', async () => {
      const user = await registerUser(proxied, {}, { remoteAddress: '192.0.2.50' });
      const guess = (address: string, password = 'wrong-password') =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': address },
        });
      for (let n = 1; n <= PER_ACCOUNT; n++) expect((await guess(`2001:db8:9:9::${n}`)).statusCode).toBe(401);
      expectRateLimited(await guess('2001:db8:9:9::beef'));
      expect((await guess('2001:db8:9:a::1', user.password)).statusCode).toBe(200);
    });
  });
});
