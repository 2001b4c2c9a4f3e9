import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { errorCodes } from '#shared/api';
import { authMessages } from '#shared/auth';
import { type RunningApp, type RunningServer, startApp } from '../bench/lib/processes';
import { registerUser, uniqueEmail } from './lib/app-api';
import { type JsonResponse, median, requestJson } from './lib/http-client';

/**
 * Abuse: password guessing is throttled per IP, per account and IP, and slowed per account, login and
 * forgot-password do not reveal which emails have accounts (by message or by timing), and the AI
 * endpoints are throttled per user. Against the built server in its own process.
 */

// The product's real limits: startApp raises the auth limits for benchmarks, so put them back.
const defaults = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: 'data' }).rateLimit;
const realAuthLimits = {
  RATE_LIMIT_AUTH_PER_IP: String(defaults.authPerIp),
  RATE_LIMIT_AUTH_PER_ACCOUNT: String(defaults.authPerAccount),
  RATE_LIMIT_WINDOW_SECONDS: String(defaults.windowMs / 1000),
};

const login = (
  server: RunningServer,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) => requestJson(server.baseUrl, 'POST', '/api/auth/login', { body: { email, password }, headers });

function expectThrottled(response: JsonResponse) {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ success: false, code: errorCodes.rateLimited });
  expect(response.body.message).toMatch(
    /^Too many attempts\. Please wait \d+ (second|minute)s? and try again\.$/,
  );
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

/**
 * Sends 1,000 wrong-password logins for one account, one after another (so "the n-th attempt" is
 * well defined), and returns the 1-based attempt at which the first 429 came.
 */
async function guessPasswords(
  server: RunningServer,
  email: string,
  headersFor: (attempt: number) => Record<string, string>,
) {
  const responses: JsonResponse[] = [];
  for (let attempt = 1; attempt <= 1000; attempt += 1) {
    responses.push(await login(server, email, `wrong-guess-${attempt}`, headersFor(attempt)));
  }
  const firstThrottled = responses.findIndex((response) => response.status === 429) + 1;
  return { responses, firstThrottled };
}

describe('1,000 password guesses on one account, real limits, no proxy trusted', () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startApp(realAuthLimits);
  });
  afterAll(() => server?.stop());

  it(`are answered "invalid" ${defaults.authPerAccount} times, then 429 with retry-after for that address, even for the right password`, async () => {
    const victim = await registerUser(server, uniqueEmail('victim'));
    const { responses, firstThrottled } = await guessPasswords(server, victim.email, () => ({}));
    const statuses = new Set(responses.slice(firstThrottled - 1).map((response) => response.status));
    console.info(
      `[abuse] one IP: first 429 at attempt ${firstThrottled} of 1000; after it: ${[...statuses].join(', ')}`,
    );

    expect(firstThrottled).toBe(defaults.authPerAccount + 1);
    for (const response of responses.slice(0, firstThrottled - 1)) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        message: authMessages.loginFailed,
        code: errorCodes.invalidCredentials,
      });
    }
    expect([...statuses]).toEqual([429]);
    expectThrottled(responses.at(-1) as JsonResponse);
    // The guesser cannot find out when they finally guessed right.
    expectThrottled(await login(server, victim.email, victim.password));
  });
});

describe('logins spread over many accounts, with a forged X-Forwarded-For each, no proxy trusted', () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startApp(realAuthLimits);
  });
  afterAll(() => server?.stop());

  it('hit the per-IP limit: the forged header does not make each request a new client', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= defaults.authPerIp + 5; attempt += 1) {
      // Different accounts, so only the per-IP limit can apply.
      const response = await login(server, uniqueEmail('spray'), 'wrong-guess', {
        'x-forwarded-for': `10.9.${attempt}.1`,
      });
      statuses.push(response.status);
    }
    expect(statuses.indexOf(429) + 1).toBe(defaults.authPerIp + 1);
  });
});

describe('password guesses on one account from as many IPs behind a trusted proxy', () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startApp({ ...realAuthLimits, TRUST_PROXY: '1' });
  });
  afterAll(() => server?.stop());

  // Decision 0060: refused per account *and* network, only slowed per account, so the guesser
  // cannot lock the owner out (the audit did: 10 wrong passwords from 10 addresses, then 429 for
  // the right one from a fresh address for 15 minutes).
  it('are slowed down, never refused, and the owner still signs in from an address that has not failed', async () => {
    const victim = await registerUser(server, uniqueEmail('victim'));
    const guesses = defaults.authPerAccount + 4;
    const { responses } = await guessPasswordsFromEachIp(server, victim.email, guesses);
    const elapsed = responses.map((response) => Math.round(response.elapsedMs));
    console.info(`[abuse] ${guesses} IPs, one guess each: ms per answer ${elapsed.join(', ')}`);
    expect(responses.every((response) => response.status === 401)).toBe(true);
    // The guesses past the free ones wait 250, 500, 1000, 2000 ms before their password check.
    expect(responses.at(-1)?.elapsedMs).toBeGreaterThanOrEqual(2000);
    const owner = await login(server, `  ${victim.email.toUpperCase()} `, victim.password, {
      'x-forwarded-for': '10.200.0.1',
    });
    expect(owner.status).toBe(200);
  });
});

/** One wrong-password login per IP, one after another. */
async function guessPasswordsFromEachIp(server: RunningServer, email: string, count: number) {
  const responses: JsonResponse[] = [];
  for (let attempt = 1; attempt <= count; attempt += 1) {
    responses.push(
      await login(server, email, `wrong-guess-${attempt}`, { 'x-forwarded-for': `10.7.${attempt}.7` }),
    );
  }
  return { responses };
}

describe('which emails have accounts', () => {
  let server: RunningApp;
  beforeAll(async () => {
    // startApp's high auth limits: hundreds of logins for the timing samples; the default AI limits.
    server = await startApp();
  });
  afterAll(() => server?.stop());

  it('login says the same for an unknown email as for a wrong password, in about the same time', async () => {
    const known = await registerUser(server, uniqueEmail('known'));
    const unknownEmail = () => uniqueEmail('nobody');

    const wrongPassword = await login(server, known.email, 'wrong-password-1');
    const unknown = await login(server, unknownEmail(), 'wrong-password-1');
    expect(unknown.status).toBe(wrongPassword.status);
    expect(unknown.body).toEqual(wrongPassword.body);
    expect(unknown.body).toEqual({
      success: false,
      message: authMessages.loginFailed,
      code: errorCodes.invalidCredentials,
    });

    // Interleaved samples (alternating which goes first), so drift in the machine's load hits
    // both alike; medians, so a few stalls do not matter. A validation error (no password check
    // at all) is the baseline that shows the measurement could see a skipped check.
    const samples = { known: [] as number[], unknown: [] as number[], noCheck: [] as number[] };
    for (let round = 0; round < 70; round += 1) {
      const pair = [
        async () => samples.known.push((await login(server, known.email, `wrong-${round}`)).elapsedMs),
        async () => samples.unknown.push((await login(server, unknownEmail(), `wrong-${round}`)).elapsedMs),
      ];
      for (const measure of round % 2 === 0 ? pair : pair.reverse()) await measure();
      if (round % 2 === 0) samples.noCheck.push((await login(server, 'not-an-email', 'x')).elapsedMs);
    }
    // The first rounds warm up (JIT, the lazily hashed dummy password): drop them.
    const known_ = median(samples.known.slice(10));
    const unknown_ = median(samples.unknown.slice(10));
    const noCheck = median(samples.noCheck.slice(5));
    console.info(
      `[abuse] login median: wrong password on a known email ${known_.toFixed(1)} ms, unknown email ${unknown_.toFixed(1)} ms, ` +
        `no password check (400) ${noCheck.toFixed(1)} ms`,
    );
    // The measurement can see a password check...
    expect(Math.min(known_, unknown_)).toBeGreaterThan(noCheck * 2);
    // ...and both answers spend one: within 50% of each other (a skipped check is 10× faster).
    expect(Math.max(known_, unknown_) / Math.min(known_, unknown_)).toBeLessThan(1.5);
  });

  it('forgot-password says the same for an unknown email as for a known one, in about the same time', async () => {
    const known = await registerUser(server, uniqueEmail('known'));
    const forgot = (email: string) =>
      requestJson(server.baseUrl, 'POST', '/api/auth/forgot-password', { body: { email } });

    const forKnown = await forgot(known.email);
    const forUnknown = await forgot(uniqueEmail('nobody'));
    expect(forUnknown.status).toBe(200);
    expect(forKnown.status).toBe(200);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forKnown.body).toEqual({ success: true, data: { message: authMessages.forgotSuccess } });

    const samples = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 70; round += 1) {
      const pair = [
        async () => samples.known.push((await forgot(known.email)).elapsedMs),
        async () => samples.unknown.push((await forgot(uniqueEmail('nobody'))).elapsedMs),
      ];
      for (const measure of round % 2 === 0 ? pair : pair.reverse()) await measure();
    }
    const known_ = median(samples.known.slice(10));
    const unknown_ = median(samples.unknown.slice(10));
    console.info(
      `[abuse] forgot-password median: known email ${known_.toFixed(1)} ms, unknown email ${unknown_.toFixed(1)} ms`,
    );
    // Cheap requests, so a fixed allowance for scheduling noise on top of the ratio.
    expect(Math.max(known_, unknown_)).toBeLessThan(Math.min(known_, unknown_) * 1.5 + 2);
  });

  it('throttles the AI endpoints per user: one user gets 429 while another is still served', async () => {
    const [heavy, light] = await Promise.all([
      registerUser(server, uniqueEmail('heavy')),
      registerUser(server, uniqueEmail('light')),
    ]);
    const affirmations = (token: string) =>
      requestJson(server.baseUrl, 'POST', '/api/ai/affirmations', { token, body: {} });

    const statuses: number[] = [];
    for (let call = 1; call <= defaults.aiPerUser + 1; call += 1) {
      statuses.push((await affirmations(heavy.token)).status);
    }
    console.info(`[abuse] AI: first 429 for one user at call ${statuses.indexOf(429) + 1}`);
    expect(statuses.slice(0, defaults.aiPerUser).every((status) => status === 200)).toBe(true);
    const throttled = await affirmations(heavy.token);
    expectThrottled(throttled);

    const other = await affirmations(light.token);
    expect(other.status).toBe(200);
    expect(other.body.data.affirmations).toHaveLength(8);
  });
});
