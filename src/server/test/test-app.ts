import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { PlanId } from '#shared/plans';
import { findPlan } from '#shared/plans';
import app, { type AppOptions, serverOptions } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import {
  contactMessages,
  demoSubscriptions,
  dreamWorlds,
  jobs,
  oneTimeTokens,
  paymentWebhookEvents,
  pendingRegistrations,
  practiceCheckIns,
  practiceFreezes,
  practicePlans,
  practicePushSubscriptions,
  practiceReviews,
  practiceSettings,
  questionnaires,
  sessions,
  subscriptions,
  transactions,
  type UserRow,
  users,
} from '../db/schema';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment variables, parsed by the real config loader. */
  env?: Record<string, string>;
  /** Start listening on a real loopback port (for tests that need real HTTP). */
  listen?: boolean;
  /** Capture the server's JSON log lines (at level info) in this stream instead of discarding them. */
  logStream?: Writable;
  /** Adjusts settings no environment variable reaches (e.g. how often overload is sampled). */
  configure?: (config: AppConfig) => AppConfig;
  /** Adds test-only routes or hooks to the app before it starts. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Called for every route as it is registered (e.g. to check that a list of routes is complete). */
  onRoute?: (route: RouteOptions) => void;
  /** Replaces the dream-world generator (e.g. one that hangs, to kill a process mid-generation). */
  buildWorld?: AppOptions['buildWorld'];
  /** The clock daily practice reads (API tests live days in a second). */
  clock?: AppOptions['clock'];
  /** The HTTPS agent for Web Push (a fake push service's self-signed certificate). */
  pushAgent?: AppOptions['pushAgent'];
  /**
   * Opens an existing database instead of a fresh one (e.g. the one a killed process used, or one
   * Postgres database shared by two app instances). The caller closes it; `close()` does not.
   */
  openDatabase?: () => Promise<DatabaseHandle>;
}

/** The real app on a fresh database and a temporary data directory (the dev outbox lives there). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dream-life-test-'));
  const loaded: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      // Production refuses an http APP_URL and the file outbox (config/production-rules.ts); the
      // tests read their mail from the outbox in every mode.
      APP_URL: options.env?.NODE_ENV === 'production' ? 'https://dream.test' : 'http://dream.test',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      // A slow CI machine must not turn an ordinary test's request into an overload 503; the
      // overload tests set their own limits.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_HEAP_USED_MB: '0',
      ...options.env,
    }),
    serveWeb: false,
  };
  const config = options.configure ? options.configure(loaded) : loaded;
  const database = options.openDatabase ? await options.openDatabase() : await openTestDatabase();
  const ownsDatabase = !options.openDatabase;
  const fastifyOptions = serverOptions(config);
  if (options.logStream && typeof fastifyOptions.logger === 'object') {
    fastifyOptions.logger = { ...fastifyOptions.logger, level: 'info', stream: options.logStream };
  }
  const server = Fastify(fastifyOptions);
  if (options.onRoute) server.addHook('onRoute', options.onRoute);
  await server.register(app, {
    config,
    database,
    ...(options.buildWorld ? { buildWorld: options.buildWorld } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
  });
  await options.extend?.(server);
  if (options.listen) await server.listen({ port: 0, host: '127.0.0.1' });
  else await server.ready();

  return {
    app: server,
    config,
    database,
    dataDir,
    async close() {
      await server.close();
      if (ownsDatabase) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface OutboxMessage {
  to: string;
  /** Set on mails a reply should go to someone else than the sender, e.g. contact messages. */
  replyTo?: string;
  /** Extra headers the mail was sent with (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** Messages in the dev outbox, oldest first, after waiting for background deliveries. */
export async function readOutbox(testApp: TestApp): Promise<OutboxMessage[]> {
  await testApp.app.mail.flush();
  const folder = path.join(testApp.dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    .sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8'))));
}

/** The `token` query parameter of the newest outbox link to `pathname` sent to `to`. */
export async function latestTokenFor(testApp: TestApp, to: string, pathname: string): Promise<string> {
  const messages = (await readOutbox(testApp)).filter((message) => message.to === to);
  for (const message of messages.reverse()) {
    for (const link of message.links) {
      const url = new URL(link);
      const token = url.searchParams.get('token');
      if (url.pathname === pathname && token) return token;
    }
  }
  throw new Error(`No ${pathname} link was mailed to ${to}`);
}

/**
 * Signs a user up as a person does (decision 0069): registers, opens the mailed link, and returns
 * the session that link started, with the user's id.
 */
export async function registerUser(
  testApp: TestApp,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
  { remoteAddress }: { remoteAddress?: string } = {},
) {
  const body = {
    email: `user-${randomBytes(4).toString('hex')}@example.com`,
    password: 'correct-horse-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
  // The key a browser keeps when it signs up: the link opened "in the same browser" (decision 0105).
  const browserKey = newBrowserKey();
  const client = remoteAddress ? { remoteAddress } : {};
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...body, browserKey },
    ...client,
  });
  if (response.statusCode !== 202)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const activated = await activate(
    testApp,
    await latestTokenFor(testApp, body.email.trim().toLowerCase(), '/activate'),
    remoteAddress,
    { browserKey },
  );
  if (activated.statusCode !== 201)
    throw new Error(`activate failed: ${activated.statusCode} ${activated.body}`);
  const { data } = activated.json() as { data: { token: string; user: { _id: string } } };
  return { ...body, token: data.token, userId: data.user._id };
}

/**
 * An account as they were made before sign-ups were confirmed by mail (decision 0069): its email
 * not verified, and a verification link in the outbox (the one "resend" mails).
 */
export async function registerUnverifiedUser(
  testApp: TestApp,
  overrides: Parameters<typeof registerUser>[1] = {},
  client: Parameters<typeof registerUser>[2] = {},
) {
  const user = await registerUser(testApp, overrides, client);
  await testApp.database.db.update(users).set({ isEmailVerified: false }).where(eq(users.id, user.userId));
  testApp.app.authService.forgetUser(user.userId);
  const resent = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/resend-verification',
    headers: bearer(user.token),
  });
  if (resent.statusCode !== 200) throw new Error(`resend failed: ${resent.statusCode} ${resent.body}`);
  return user;
}

/** A browser's sign-up key (decision 0105): 32 random bytes, base64url. */
export const newBrowserKey = () => randomBytes(32).toString('base64url');

/**
 * POST /api/auth/activate: the mailed sign-up link, optionally from another client IP, with the
 * signing-up browser's key or a password chosen on the activation page (decision 0105).
 */
export function activate(
  testApp: TestApp,
  token: string,
  remoteAddress?: string,
  choice: { browserKey?: string; password?: string; firstName?: string; lastName?: string } = {},
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/activate',
    payload: { token, ...choice },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/auth/login, optionally from another client IP. */
export function login(testApp: TestApp, email: string, password: string, remoteAddress?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** POST /api/auth/forgot-password, optionally from another client IP. */
export function forgotPassword(testApp: TestApp, email: string, remoteAddress?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** GET /api/auth/profile with a bearer token. */
export function profile(testApp: TestApp, token: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
}

/**
 * Gives a user an active plan by writing the subscription row directly, for tests of features a
 * plan unlocks (the payment flow that normally writes it has tests of its own).
 */
export async function grantPlan(testApp: TestApp, userId: string, planId: PlanId) {
  const plan = findPlan(planId);
  if (!plan) throw new Error(`Unknown plan ${planId}`);
  const [row] = await testApp.database.db
    .insert(subscriptions)
    .values({
      userId,
      planId,
      planName: plan.name,
      // The configured provider's: only its plans (and Explorer) unlock features.
      provider: plan.planType === 'free' ? 'free' : testApp.config.payments.provider,
      providerSubscriptionId: plan.planType === 'free' ? null : `TEST-${randomBytes(6).toString('hex')}`,
      status: 'active',
    })
    .returning();
  if (!row) throw new Error('grantPlan: insert returned nothing');
  return row;
}

export async function findUserRow(testApp: TestApp, email: string): Promise<UserRow | undefined> {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Row counts and mails sent: a request that must change nothing leaves this snapshot equal. */
export async function stateSnapshot(testApp: TestApp) {
  const { db } = testApp.database;
  return {
    users: await db.$count(users),
    sessions: await db.$count(sessions),
    oneTimeTokens: await db.$count(oneTimeTokens),
    pendingRegistrations: await db.$count(pendingRegistrations),
    questionnaires: await db.$count(questionnaires),
    questionnaireUpdates: (await db.select({ updatedAt: questionnaires.updatedAt }).from(questionnaires))
      .map((row) => row.updatedAt.toISOString())
      .sort()
      .join(','),
    contactMessages: await db.$count(contactMessages),
    mails: (await readOutbox(testApp)).length,
    // Statuses too, not only counts: a rejected request must not flip a pending plan to active.
    subscriptions: (
      await db
        .select({ id: subscriptions.id, status: subscriptions.status, endDate: subscriptions.endDate })
        .from(subscriptions)
    )
      .map((row) => `${row.id}:${row.status}:${row.endDate?.toISOString() ?? ''}`)
      .sort(),
    transactions: (
      await db
        .select({
          id: transactions.transactionId,
          cents: transactions.amountCents,
          payment: transactions.providerPaymentId,
        })
        .from(transactions)
    )
      .map((row) => `${row.id}:${row.cents}:${row.payment ?? ''}`)
      .sort(),
    demoSubscriptions: await db.$count(demoSubscriptions),
    webhookEvents: await db.$count(paymentWebhookEvents),
    // Statuses too: a rejected request must not requeue or alter a world.
    dreamWorlds: (
      await db
        .select({ id: dreamWorlds.id, status: dreamWorlds.status, updatedAt: dreamWorlds.updatedAt })
        .from(dreamWorlds)
    )
      .map((row) => `${row.id}:${row.status}:${row.updatedAt.toISOString()}`)
      .sort(),
    jobs: await db.$count(jobs),
    // Daily practice: updated_at too, so an edit a refused request made would show.
    practice: (
      await Promise.all(
        [practicePlans, practiceCheckIns, practiceReviews, practiceSettings].map(async (table) =>
          (
            await db.select({ updatedAt: table.updatedAt }).from(table)
          )
            .map((row) => row.updatedAt.toISOString())
            .sort()
            .join(','),
        ),
      )
    ).concat([String(await db.$count(practiceFreezes)), String(await db.$count(practicePushSubscriptions))]),
  };
}
