import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemporaryDatabase, type TemporaryDatabase } from '#server/db/temporary-database';
import { type RunningApp, startApp } from '../bench/lib/processes';
import { browserKeyFor, openMailedLink } from '../bench/lib/sign-up';
import { type ApiUser, registerUser, uniqueEmail } from './lib/app-api';
import { mapConcurrently } from './lib/concurrently';
import { percentile, requestJson, residentMemoryMb, waitUntil } from './lib/http-client';

/**
 * Load and overload against the built server in its own process, on PGlite (the
 * default deployment). RELIABILITY_LOAD_SECONDS shortens the steady run for local tries; CI and
 * the default run it for 60 s.
 */
const loadSeconds = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const overloadSeconds = Number(process.env.RELIABILITY_OVERLOAD_SECONDS ?? Math.min(20, loadSeconds));
// On Postgres (CI, production) 200 connections. PGlite runs every query on the server's one
// thread, and on the 2 shared cores this suite was written on, 200 connections were beyond its
// capacity (it shed load with 503s, and registrations waited over 10 s for argon2 behind
// PGlite's file I/O in libuv's thread pool), so a PGlite run (no RELIABILITY_POSTGRES_URL) uses
// fewer; RELIABILITY_LOAD_CONNECTIONS overrides either.
const loadConnections = Number(
  process.env.RELIABILITY_LOAD_CONNECTIONS ?? (process.env.RELIABILITY_POSTGRES_URL ? 200 : 50),
);
const overloadConnections = 1000;

const answerKeys = ['name', 'dream_sentence', 'core_values', 'dream_location'] as const;

/**
 * A mixed user journey for autocannon: profile, dashboard, one answer saved with a unique value,
 * the questionnaire read back, and every `registerEvery`-th journey a new registration (else the
 * entitlements). Each journey borrows a user from a pool and gives it back after its last
 * response, so one user's writes never race each other and the last acknowledged value of each
 * answer is the one the database must hold at the end.
 */
function mixedJourney(users: ApiUser[], registerEvery: number, { sharedUsersWrite = false } = {}) {
  const idle = [...users];
  const lastAcknowledged = new Map<string, string>();
  const unacknowledged = new Map<string, string>();
  const acknowledgedWrites = { count: 0 };
  const registered: { email: string }[] = [];
  let journeys = 0;
  let writes = 0;

  interface Journey {
    user?: ApiUser;
    shared?: boolean;
    key?: string;
    value?: string;
    email?: string;
  }
  const asJourney = (context: object) => context as Journey;
  const auth = (context: object) => ({ authorization: `Bearer ${asJourney(context).user?.token}` });

  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      setupRequest: (request, context) => {
        const journey = asJourney(context);
        // More journeys in flight than users (timed-out journeys never give theirs back): share
        // one, and do not count its writes, whose order is no longer known.
        journey.user = idle.pop();
        if (!journey.user) {
          journey.user = users[Math.floor(Math.random() * users.length)];
          journey.shared = true;
        }
        return { ...request, path: '/api/auth/profile', headers: auth(context) };
      },
    },
    {
      method: 'GET',
      setupRequest: (request, context) => ({
        ...request,
        path: '/api/auth/dashboard',
        headers: auth(context),
      }),
    },
    {
      setupRequest: (request, context) => {
        const journey = asJourney(context);
        const path = `/api/questionnaire/${journey.user?.userId}`;
        // A shared user's writes race another journey's: in a run that counts lost writes, it
        // only reads.
        if (journey.shared && !sharedUsersWrite)
          return { ...request, method: 'GET', path, headers: auth(context) };
        writes += 1;
        journey.key = answerKeys[writes % answerKeys.length];
        journey.value = `load write ${writes} ${Date.now()}`;
        // Sent but not yet answered: when the run ends with it in flight, the database may hold
        // either this value or the last acknowledged one, and both are right.
        if (!journey.shared) unacknowledged.set(`${journey.user?.userId} ${journey.key}`, journey.value);
        return {
          ...request,
          method: 'PATCH',
          path: `${path}/answer`,
          headers: { ...auth(context), 'content-type': 'application/json' },
          body: JSON.stringify({ key: journey.key, answer: journey.value }),
        };
      },
      onResponse: (status, _body, context) => {
        const { user, shared, key, value } = asJourney(context);
        if (!user || shared || !key || !value) return;
        unacknowledged.delete(`${user.userId} ${key}`);
        if (status !== 200) return;
        acknowledgedWrites.count += 1;
        lastAcknowledged.set(`${user.userId} ${key}`, value);
      },
    },
    {
      method: 'GET',
      setupRequest: (request, context) => ({
        ...request,
        path: `/api/questionnaire/${asJourney(context).user?.userId}`,
        headers: auth(context),
      }),
    },
    {
      setupRequest: (request, context) => {
        const journey = asJourney(context);
        journeys += 1;
        if (journeys % registerEvery !== 0) {
          return { ...request, method: 'GET', path: '/api/payments/entitlements', headers: auth(context) };
        }
        journey.email = uniqueEmail('load');
        return {
          ...request,
          method: 'POST',
          path: '/api/auth/register',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: journey.email,
            password: 'correct-horse-1',
            firstName: 'Load',
            browserKey: browserKeyFor(journey.email),
          }),
        };
      },
      onResponse: (status, _body, context) => {
        const journey = asJourney(context);
        // 202: the sign-up link is mailed (decision 0069); it is opened after the load.
        if (status === 202 && journey.email) registered.push({ email: journey.email });
        if (journey.user && !journey.shared) idle.push(journey.user);
      },
    },
  ];
  return { requests, lastAcknowledged, unacknowledged, acknowledgedWrites, registered };
}

/** Runs autocannon, counting responses and their latencies per status code. */
async function drive(
  baseUrl: string,
  options: { connections: number; seconds: number; requests: autocannon.Request[]; timeoutSeconds?: number },
) {
  const latencies = new Map<number, number[]>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.seconds,
        requests: options.requests,
        timeout: options.timeoutSeconds ?? 10,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      const list = latencies.get(statusCode) ?? [];
      list.push(responseTime);
      latencies.set(statusCode, list);
    });
  });
  const byClass = (test: (status: number) => boolean) =>
    [...latencies].filter(([status]) => test(status)).flatMap(([, values]) => values);
  return {
    result,
    statusCounts: Object.fromEntries([...latencies].map(([status, values]) => [status, values.length])),
    ok: byClass((status) => status >= 200 && status < 300),
    shed: byClass((status) => status === 503),
    otherErrors: byClass((status) => status >= 300 && status !== 503),
  };
}

/**
 * Postgres when RELIABILITY_POSTGRES_URL names a server (CI), else PGlite: the environment for a
 * server on its own fresh database.
 */
async function databaseFor(
  prefix: string,
): Promise<{ env: Record<string, string>; database?: TemporaryDatabase }> {
  const serverUrl = process.env.RELIABILITY_POSTGRES_URL;
  if (!serverUrl) return { env: {} };
  const database = await createTemporaryDatabase(serverUrl, prefix);
  return { env: { DATABASE_URL: database.url, DATABASE_POOL_MAX: '20' }, database };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Retries `task` while the server sheds load (503), as a client honouring retry-after would. */
async function retryWhileShed<T>(task: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= 20 || !String(error).includes(' 503 ')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function prepareUsers(app: RunningApp, count: number) {
  const { baseUrl } = app;
  const users = await mapConcurrently(Array.from({ length: count }), 8, () =>
    retryWhileShed(() => registerUser(app)),
  );
  await mapConcurrently(users, 16, async (user) => {
    await retryWhileShed(async () => {
      const started = await requestJson(baseUrl, 'POST', '/api/questionnaire', {
        token: user.token,
        body: {},
      });
      if (started.status >= 300) throw new Error(`questionnaire start: ${started.status} `);
    });
  });
  return users;
}

describe(`${loadSeconds} s of mixed traffic at ${loadConnections} connections`, () => {
  let server: RunningApp;
  let database: TemporaryDatabase | undefined;
  let users: ApiUser[];
  beforeAll(async () => {
    const target = await databaseFor('reliability_load');
    database = target.database;
    // The product's own defaults, overload protection included: a healthy load must not be shed.
    server = await startApp(target.env);
    users = await prepareUsers(server, loadConnections + 40);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('answers every request with a 2xx and loses no acknowledged write', async () => {
    const rssBeforeMb = residentMemoryMb(server.pid);
    const journey = mixedJourney(users, Number(process.env.RELIABILITY_LOAD_REGISTER_EVERY ?? 10));
    const { result, statusCounts, ok } = await drive(server.baseUrl, {
      connections: loadConnections,
      seconds: loadSeconds,
      requests: journey.requests,
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfterMb = residentMemoryMb(server.pid);

    // Read every acknowledged write back, once the server serves again (it may still be shedding
    // the tail of the load).
    await waitUntil(
      async () => (await requestJson(server.baseUrl, 'GET', '/api/health')).status === 200,
      15_000,
    );
    const progress = new Map<string, Record<string, string>>();
    await mapConcurrently(users, 16, async (user) => {
      const response = await requestJson(server.baseUrl, 'GET', `/api/questionnaire/${user.userId}`, {
        token: user.token,
      });
      if (response.status !== 200) throw new Error(`read-back: ${response.status}`);
      progress.set(user.userId, response.body.data.answers);
    });
    const lostAnswers = [...journey.lastAcknowledged].filter(([userAndKey, value]) => {
      const [userId = '', key = ''] = userAndKey.split(' ');
      const stored = progress.get(userId)?.[key];
      return stored !== value && stored !== journey.unacknowledged.get(userAndKey);
    });
    const registrationChecks = await mapConcurrently(journey.registered, 16, async ({ email }) => {
      const { token } = await openMailedLink(server, email).catch(() => ({ token: '' }));
      const response = await requestJson(server.baseUrl, 'GET', '/api/auth/profile', { token });
      return response.status === 200 && response.body.data.user.email === email;
    });
    const lostRegistrations = registrationChecks.filter((found) => !found).length;

    console.info(
      `[load] ${loadSeconds} s × ${loadConnections} connections: ${Math.round(result.requests.average)} req/s, ` +
        `${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms ` +
        `(2xx p99 ${round(percentile(ok, 99))} ms); statuses ${JSON.stringify(statusCounts)}; ` +
        `non-2xx ${result.non2xx}, socket errors ${result.errors}, timeouts ${result.timeouts}; ` +
        `${journey.acknowledgedWrites.count} answer saves (last values of ${journey.lastAcknowledged.size} answers checked) ` +
        `and ${journey.registered.length} registrations acknowledged, ` +
        `lost ${lostAnswers.length} + ${lostRegistrations}; RSS before ${rssBeforeMb} MB, after ${rssAfterMb} MB`,
    );

    expect(server.isRunning()).toBe(true);
    expect(result.requests.total).toBeGreaterThan(loadConnections * 5);
    expect(statusCounts).not.toEqual({});
    expect({ non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }).toEqual({
      non2xx: 0,
      errors: 0,
      timeouts: 0,
    });
    expect(journey.lastAcknowledged.size).toBeGreaterThan(0);
    expect(journey.registered.length).toBeGreaterThan(0);
    expect(lostAnswers).toEqual([]);
    expect(lostRegistrations).toBe(0);
  });
});

const overloadRetryAfterSeconds = 2;

describe(`beyond capacity: ${overloadConnections} connections for ${overloadSeconds} s`, () => {
  let server: RunningApp;
  let database: TemporaryDatabase | undefined;
  let users: ApiUser[];
  beforeAll(async () => {
    const target = await databaseFor('reliability_overload');
    database = target.database;
    // Lower limits than the defaults, so that this machine (2 shared cores or 64) is reliably
    // driven past them: the point is how the server behaves beyond its limit, not where it lies.
    server = await startApp({
      ...target.env,
      OVERLOAD_MAX_IN_FLIGHT: '64',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '100',
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0.9',
      OVERLOAD_RETRY_AFTER_SECONDS: String(overloadRetryAfterSeconds),
    });
    // Fewer users than connections: journeys share them, and the check here is not lost writes.
    users = await prepareUsers(server, 200);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('sheds load with quick 503s, never crashes, recovers and gives its memory back', async () => {
    // A short warm-up at a normal load, so "before" is a working server's memory, not a cold one's.
    await drive(server.baseUrl, { connections: 20, seconds: 3, requests: mixedJourney(users, 50).requests });
    await waitUntil(
      async () => (await requestJson(server.baseUrl, 'GET', '/api/health')).status === 200,
      15_000,
    );
    const rssBeforeMb = residentMemoryMb(server.pid);

    // Heavy: registrations (argon2) in every third journey on top of the reads and writes.
    const { result, statusCounts, ok, shed, otherErrors } = await drive(server.baseUrl, {
      connections: overloadConnections,
      seconds: overloadSeconds,
      requests: mixedJourney(users, 3, { sharedUsersWrite: true }).requests,
      timeoutSeconds: 30,
    });
    const loadStoppedAt = Date.now();
    expect(server.isRunning()).toBe(true);

    // Recovery: normal requests succeed shortly after the load stops.
    const [user] = users;
    if (!user) throw new Error('no user');
    const recovered = await waitUntil(async () => {
      const response = await requestJson(server.baseUrl, 'GET', '/api/auth/profile', { token: user.token });
      return response.status === 200;
    }, 15_000);
    const recoveredAfterMs = Date.now() - loadStoppedAt;
    const save = await requestJson(server.baseUrl, 'PATCH', `/api/questionnaire/${user.userId}/answer`, {
      token: user.token,
      body: { key: 'name', answer: 'after the storm' },
    });
    const health = await requestJson(server.baseUrl, 'GET', '/api/health');

    // Settle: give the collector and PGlite's caches a moment before reading the memory again.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const rssAfterMb = residentMemoryMb(server.pid);

    console.info(
      `[overload] ${overloadConnections} connections × ${overloadSeconds} s: ${Math.round(result.requests.average)} req/s, ` +
        `statuses ${JSON.stringify(statusCounts)}, socket errors ${result.errors}, timeouts ${result.timeouts}; ` +
        `503: ${shed.length}, p50 ${round(percentile(shed, 50))} ms, p99 ${round(percentile(shed, 99))} ms; ` +
        `2xx: ${ok.length}, p50 ${round(percentile(ok, 50))} ms, p99 ${round(percentile(ok, 99))} ms; ` +
        `recovered ${recoveredAfterMs} ms after the load stopped; RSS before ${rssBeforeMb} MB, after ${rssAfterMb} MB`,
    );

    expect(server.isRunning()).toBe(true);
    expect(shed.length).toBeGreaterThan(0);
    // Shedding is quick: a 503 arrives well before the moment it tells the client to retry...
    expect(percentile(shed, 99)).toBeLessThan(overloadRetryAfterSeconds * 1000);
    // ...and sooner than the work it spares, when some got through. On a quiet machine none may:
    // the ELU limit counts the shedding itself, so a flood of 1,000 connections can keep every
    // request out for the whole run (CI saw 473,090 503s and no 2xx) — the limit doing its job.
    if (ok.length > 0) {
      expect(percentile(shed, 99)).toBeLessThan(percentile(ok, 99));
      expect(percentile(shed, 50)).toBeLessThan(percentile(ok, 50));
    }
    // Nothing but 2xx and 503: no 500, no 4xx from a half-handled request.
    expect(otherErrors.length).toBe(0);
    expect(recovered).toBe(true);
    expect(save.status).toBe(200);
    expect(health.status).toBe(200);
    // PGlite's WebAssembly memory grows and is never returned, so allow a lot; a leak of the
    // shed requests (tens of thousands) would exceed it.
    expect(rssAfterMb).toBeLessThan(rssBeforeMb * 2 + 200);
  });
});
