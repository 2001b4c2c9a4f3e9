import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema';
import { bearer, createTestApp, registerUser, type TestApp } from '#server/test/test-app';
import { errorEnvelopeSchema } from '#shared/api';
import { addDays, localDayOf, weekStartOf } from '#shared/localDays';
import { createUserWithData, type FixtureUser, signIn } from './lib/fixture-users';
import { forgeTokens, sessionIdOf } from './lib/forged-tokens';

/**
 * Access matrix : every route that takes an id or acts for a user, sent by each kind of
 * caller, must answer the status this one table says. Another user's id is a 404 (never a 403
 * that confirms it exists); a missing, ended or forged session is a 401; a feature the caller's
 * plan lacks is a 403. A route registered in the app but absent from the table and from the
 * commented list of public routes fails the completeness test, so a new route cannot be forgotten.
 */

type Expected = number | readonly number[];

interface AccessRow {
  /** Method and URL as registered (Fastify's `:param` syntax). */
  route: string;
  /** A valid request for `subject`, naming the subject's own ids. */
  request: (subject: FixtureUser) => { url: string; payload?: unknown };
  /** The subject (owner) sending it. */
  owner: Expected;
  /** Another user, who owns the same kinds of things and a paid plan, sending the owner's request. */
  other: Expected;
  /** A signed-in user with no paid plan (and nothing else) sending the owner's request. */
  free: Expected;
  /**
   * What the owner's request uses up. `session`: each signed-in caller signs in afresh for it
   * (logout ends the session it is sent with). `subject`: the row gets an owner of its own
   * (cancelling the plan or deleting the account would break every later row).
   */
  consumes?: 'session' | 'subject';
}

/** Routes where the id or the answer belongs to the caller: another user gets their own data. */
const sameForEveryone = (status: number) => ({ owner: status, other: status, free: status });
/** The same, on a route of the full practice, which a caller without a paid plan is refused. */
const paidPractice = (status: Expected) => ({ owner: status, other: status, free: 403 });

const utcToday = () => localDayOf(new Date(), 'UTC');
const utcDaysAgo = (days: number) => addDays(utcToday(), -days);
/** This week's Monday in UTC (the practice's days are UTC days until a user sets a zone). */
const utcMonday = () => weekStartOf(utcToday());
const practicePlan = {
  wish: 'I write a novel.',
  outcome: 'Readers love it.',
  obstacle: 'I doubt myself.',
  planIf: 'it is 7 am',
  planThen: 'I write for 20 minutes',
};
const pushSubscriptionOf = (subject: FixtureUser) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/device-of-${subject.email}`,
  keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
});

const accessTable: AccessRow[] = [
  {
    route: 'POST /api/auth/logout',
    request: () => ({ url: '/api/auth/logout' }),
    ...sameForEveryone(200),
    consumes: 'session',
  },
  { route: 'GET /api/auth/profile', request: () => ({ url: '/api/auth/profile' }), ...sameForEveryone(200) },
  {
    route: 'POST /api/auth/resend-verification',
    request: () => ({ url: '/api/auth/resend-verification' }),
    // Accounts signed up through the mailed link are verified (decision 0069): "already verified".
    ...sameForEveryone(409),
  },
  {
    route: 'GET /api/auth/sessions',
    request: () => ({ url: '/api/auth/sessions' }),
    ...sameForEveryone(200),
  },
  {
    route: 'POST /api/auth/sessions/:id/revoke',
    request: (subject) => ({ url: `/api/auth/sessions/${subject.spareSessionId}/revoke` }),
    // Another user's session id is a 404 (never a 403 that confirms it exists).
    owner: 200,
    other: 404,
    free: 404,
    consumes: 'subject',
  },
  {
    route: 'POST /api/auth/sessions/revoke-others',
    request: () => ({ url: '/api/auth/sessions/revoke-others' }),
    ...sameForEveryone(200),
    // Ends every other session of the caller, the tokens of the other callers included.
    consumes: 'subject',
  },
  {
    route: 'POST /api/auth/change-password',
    request: (subject) => ({
      url: '/api/auth/change-password',
      payload: { currentPassword: subject.password, newPassword: `${subject.password} and more` },
    }),
    // The owner's current password is not the caller's: refused as a wrong password.
    owner: 200,
    other: 400,
    free: 400,
    consumes: 'subject',
  },
  {
    route: 'GET /api/auth/dashboard',
    request: () => ({ url: '/api/auth/dashboard' }),
    ...sameForEveryone(200),
  },
  {
    route: 'GET /api/auth/dashboard/:list',
    request: () => ({ url: '/api/auth/dashboard/subscriptions?limit=5' }),
    ...sameForEveryone(200),
  },
  {
    route: 'POST /api/questionnaire',
    request: () => ({ url: '/api/questionnaire/', payload: { answers: { name: 'Ada' }, currentStep: 1 } }),
    // 201 when the caller had no questionnaire in progress yet, 200 when it continues one.
    owner: [200, 201],
    other: [200, 201],
    free: [200, 201],
  },
  {
    route: 'GET /api/questionnaire/record/:id',
    request: (subject) => ({ url: `/api/questionnaire/record/${subject.completedQuestionnaireId}` }),
    owner: 200,
    other: 404,
    free: 404,
  },
  {
    route: 'GET /api/questionnaire/:userId',
    request: (subject) => ({ url: `/api/questionnaire/${subject.userId}` }),
    owner: 200,
    other: 404,
    free: 404,
  },
  {
    route: 'PUT /api/questionnaire/:userId',
    request: (subject) => ({
      url: `/api/questionnaire/${subject.userId}`,
      payload: { answers: { name: 'Ada' }, currentStep: 1, isCompleted: false },
    }),
    owner: 200,
    other: 404,
    free: 404,
  },
  {
    route: 'PATCH /api/questionnaire/:userId/answer',
    request: (subject) => ({
      url: `/api/questionnaire/${subject.userId}/answer`,
      payload: { key: 'name', answer: 'Ada' },
    }),
    owner: 200,
    other: 404,
    free: 404,
  },
  {
    route: 'POST /api/ai/rephrase',
    request: () => ({
      url: '/api/ai/rephrase',
      payload: { text: 'I want a house by the sea', tone: 'inspiring', style: 'brief' },
    }),
    // Visionary and up (shared/plans.ts): the free caller is asked to upgrade.
    owner: 200,
    other: 200,
    free: 403,
  },
  {
    route: 'POST /api/ai/affirmations',
    request: (subject) => ({
      url: '/api/ai/affirmations',
      payload: { questionnaireId: subject.completedQuestionnaireId },
    }),
    // Not plan-gated (universal affirmations without a plan), so the free caller meets the 404 too.
    owner: 200,
    other: 404,
    free: 404,
  },
  {
    route: 'POST /api/ai/affirmations/doubts',
    request: (subject) => ({
      url: '/api/ai/affirmations/doubts',
      payload: { questionnaireId: subject.completedQuestionnaireId, position: 0, text: 'I am calm.' },
    }),
    // Like the affirmations themselves: not plan-gated, another user's questionnaire is a 404.
    owner: 200,
    other: 404,
    free: 404,
  },
  {
    route: 'POST /api/ai/manifesto',
    request: (subject) => ({
      url: '/api/ai/manifesto',
      payload: { questionnaireId: subject.completedQuestionnaireId },
    }),
    // The plan is checked before the questionnaire is looked up.
    owner: 200,
    other: 404,
    free: 403,
  },
  {
    route: 'GET /api/payments/paypal/custom-id',
    request: () => ({ url: '/api/payments/paypal/custom-id' }),
    // The matrix runs the demo provider, where this PayPal-only route is a 404 for every signed-in
    // caller; what the matrix checks here is that each bad session is a 401 first.
    ...sameForEveryone(404),
  },
  {
    route: 'GET /api/payments/offer',
    request: () => ({ url: '/api/payments/offer' }),
    ...sameForEveryone(200),
  },
  {
    route: 'GET /api/payments/entitlements',
    request: () => ({ url: '/api/payments/entitlements' }),
    ...sameForEveryone(200),
  },
  {
    route: 'POST /api/payments/demo/subscriptions',
    request: () => ({ url: '/api/payments/demo/subscriptions', payload: { planId: 'visionary-plan' } }),
    ...sameForEveryone(201),
  },
  {
    route: 'POST /api/payments/subscriptions',
    request: (subject) => ({
      url: '/api/payments/subscriptions',
      payload: { planId: 'legend-plan', paypalSubscriptionId: subject.providerSubscriptionId },
    }),
    // Already recorded for the owner: 200. Someone else's provider id is "not found at the provider".
    owner: 200,
    other: 404,
    free: 404,
  },
  {
    route: 'GET /api/payments/subscriptions',
    request: () => ({ url: '/api/payments/subscriptions' }),
    ...sameForEveryone(200),
  },
  {
    route: 'GET /api/payments/subscriptions/:id',
    request: (subject) => ({ url: `/api/payments/subscriptions/${subject.subscriptionId}` }),
    owner: 200,
    other: 404,
    free: 404,
  },
  {
    route: 'GET /api/payments/subscriptions/:id/verify',
    request: (subject) => ({ url: `/api/payments/subscriptions/${subject.providerSubscriptionId}/verify` }),
    owner: 200,
    other: 404,
    free: 404,
  },
  {
    route: 'POST /api/payments/subscriptions/:id/cancel',
    request: (subject) => ({
      url: `/api/payments/subscriptions/${subject.subscriptionId}/cancel`,
      payload: {},
    }),
    owner: 200,
    other: 404,
    free: 404,
    consumes: 'subject',
  },
  {
    route: 'POST /api/payments/subscriptions/:id/change',
    request: (subject) => ({
      url: `/api/payments/subscriptions/${subject.subscriptionId}/change`,
      payload: { planId: 'visionary-plan' },
    }),
    owner: 200,
    other: 404,
    free: 404,
    consumes: 'subject',
  },
  {
    route: 'POST /api/payments/transactions',
    request: (subject) => ({
      url: '/api/payments/transactions',
      payload: { paypalSubscriptionId: subject.providerSubscriptionId },
    }),
    // Recorded when the fixture bought its plan: 200 with the existing transaction.
    owner: 200,
    other: 404,
    free: 404,
  },
  {
    route: 'GET /api/account/export',
    request: () => ({ url: '/api/account/export' }),
    ...sameForEveryone(200),
  },
  {
    route: 'POST /api/account/delete',
    request: (subject) => ({ url: '/api/account/delete', payload: { password: subject.password } }),
    // The owner's password is not the caller's: refused as a wrong password, nothing deleted.
    owner: 200,
    other: 400,
    free: 400,
    consumes: 'subject',
  },
  {
    route: 'POST /api/dream-world/generate',
    request: (subject) => ({
      url: '/api/dream-world/generate',
      payload: { questionnaireId: subject.completedQuestionnaireId },
    }),
    // 200 with the existing world when those answers already built one, 202 when queued anew.
    owner: [200, 202],
    other: 404,
    free: 403,
  },
  { route: 'GET /api/dream-world', request: () => ({ url: '/api/dream-world/' }), ...sameForEveryone(200) },
  {
    route: 'GET /api/dream-world/latest',
    request: () => ({ url: '/api/dream-world/latest' }),
    // The free caller has no world yet.
    owner: 200,
    other: 200,
    free: 404,
  },
  {
    route: 'GET /api/dream-world/:id',
    request: (subject) => ({ url: `/api/dream-world/${subject.worldId}` }),
    owner: 200,
    other: 404,
    free: 404,
  },
  // Daily practice (docs/product.md §10): every route acts for the caller alone; the ones beyond
  // Explorer's plan and check-in are 403 without a paid plan.
  {
    route: 'GET /api/practice/today',
    request: () => ({ url: '/api/practice/today' }),
    ...sameForEveryone(200),
  },
  {
    route: 'GET /api/practice/plans',
    request: () => ({ url: '/api/practice/plans' }),
    ...sameForEveryone(200),
  },
  {
    route: 'GET /api/practice/plans/:category/draft',
    request: () => ({ url: '/api/practice/plans/home/draft' }),
    ...sameForEveryone(200),
  },
  {
    route: 'PUT /api/practice/plans/:category',
    request: () => ({ url: '/api/practice/plans/home', payload: practicePlan }),
    // Explorer may keep one plan: this is the free caller's first (or the same one again).
    ...sameForEveryone(200),
  },
  {
    route: 'DELETE /api/practice/plans/:category',
    request: () => ({ url: '/api/practice/plans/career' }),
    // The caller's own plan of that category, if any: never another user's.
    ...sameForEveryone(404),
  },
  {
    route: 'PUT /api/practice/check-ins/:day',
    request: () => ({ url: `/api/practice/check-ins/${utcToday()}`, payload: { outcome: 'done' } }),
    ...sameForEveryone(200),
  },
  {
    route: 'GET /api/practice/calendar',
    request: () => ({ url: `/api/practice/calendar?from=${utcToday()}&to=${utcToday()}` }),
    ...paidPractice(200),
  },
  {
    route: 'POST /api/practice/freezes',
    request: () => ({ url: '/api/practice/freezes', payload: { day: utcDaysAgo(1) } }),
    // Nobody here has a missed day to keep, nor a freeze earned.
    ...paidPractice(409),
  },
  {
    route: 'GET /api/practice/reviews/:weekStart',
    request: () => ({ url: `/api/practice/reviews/${utcMonday()}` }),
    ...paidPractice([200, 404]),
  },
  {
    route: 'PUT /api/practice/reviews/:weekStart',
    request: () => ({
      url: `/api/practice/reviews/${utcMonday()}`,
      payload: { wentWell: 'a', gotInTheWay: 'b', oneChange: 'c' },
    }),
    ...paidPractice(200),
  },
  {
    route: 'GET /api/practice/reminders',
    request: () => ({ url: '/api/practice/reminders' }),
    ...paidPractice(200),
  },
  {
    route: 'PUT /api/practice/reminders',
    request: () => ({
      url: '/api/practice/reminders',
      payload: {
        timeZone: 'UTC',
        enabled: false,
        time: '08:00',
        randomUntil: null,
        email: true,
        push: false,
        weeklyReviewEmail: false,
      },
    }),
    ...paidPractice(200),
  },
  {
    route: 'GET /api/practice/push-key',
    request: () => ({ url: '/api/practice/push-key' }),
    ...paidPractice(200),
  },
  {
    route: 'POST /api/practice/push-subscriptions',
    request: (subject) => ({ url: '/api/practice/push-subscriptions', payload: pushSubscriptionOf(subject) }),
    ...paidPractice(201),
  },
  {
    route: 'DELETE /api/practice/push-subscriptions',
    request: (subject) => ({
      url: '/api/practice/push-subscriptions',
      payload: { endpoint: pushSubscriptionOf(subject).endpoint },
    }),
    // The owner's device: the owner may forget it (again: 404); nobody else can.
    owner: [200, 404],
    other: 404,
    free: 404,
  },
  // Own affirmations (decision 0118): every line is the caller's own; another's id is a 404.
  {
    route: 'GET /api/affirmations',
    request: () => ({ url: '/api/affirmations' }),
    ...sameForEveryone(200),
  },
  {
    route: 'POST /api/affirmations',
    request: () => ({ url: '/api/affirmations', payload: { text: 'I am patient with myself.' } }),
    ...sameForEveryone(201),
    // A line of its own owner's: the shared owner's list stays the one line the order row names.
    consumes: 'subject',
  },
  {
    route: 'PUT /api/affirmations/order',
    request: (subject) => ({ url: '/api/affirmations/order', payload: { ids: [subject.ownAffirmationId] } }),
    owner: 200,
    other: 404,
    free: 404,
  },
  {
    route: 'PATCH /api/affirmations/:id',
    request: (subject) => ({
      url: `/api/affirmations/${subject.ownAffirmationId}`,
      payload: { text: 'I keep my word to myself, gently.' },
    }),
    owner: 200,
    other: 404,
    free: 404,
  },
  {
    route: 'DELETE /api/affirmations/:id',
    request: (subject) => ({ url: `/api/affirmations/${subject.ownAffirmationId}` }),
    owner: 200,
    other: 404,
    free: 404,
    consumes: 'subject',
  },
];

/**
 * Routes that need no user session, each with the reason (and, where it applies, the other check
 * that guards the route instead). Anything registered that is neither here nor in the table fails
 * the completeness test below.
 */
const publicRoutes: Record<string, string> = {
  'GET /api/health': 'liveness and readiness for the load balancer',
  // Not public in production: with METRICS_TOKEN set it needs `Authorization: Bearer <token>`,
  // without it production answers 404 to everyone; only development and tests leave it open
  // (decision 0034, tested in src/server/plugins/metrics.db.test.ts).
  'GET /api/metrics': 'Prometheus scrape guarded by METRICS_TOKEN, not by a user session',
  'POST /api/auth/register': 'mails the link that creates the account; answers alike for every email',
  'POST /api/auth/activate': 'authorised by the one-time sign-up token from the mail (decision 0069)',
  'POST /api/auth/login': 'starts a session from credentials',
  'POST /api/auth/forgot-password': 'for someone who cannot sign in; answers alike for every email',
  'POST /api/auth/reset-password': 'authorised by the one-time token from the mail',
  'POST /api/auth/verify-email': 'authorised by the one-time token from the mail',
  'GET /api/contact/details': 'the configured ways to reach the team, for the contact page (decision 0108)',
  'POST /api/contact': 'optional sign-in (decision 0009): an ended session must still reach support',
  'GET /api/payments/config': 'public checkout configuration (provider, public client id)',
  'POST /api/payments/webhooks/paypal': "PayPal's server calls it; authorised by PayPal's signature",
  'GET /api/docs': 'OpenAPI documentation (@fastify/swagger-ui)',
  'GET /api/docs/json': 'OpenAPI document',
  'GET /api/docs/yaml': 'OpenAPI document',
  'GET /api/docs/static/*': 'OpenAPI documentation assets',
  'GET /api/docs/static/index.html': 'OpenAPI documentation',
  'GET /api/docs/static/swagger-initializer.js': 'OpenAPI documentation',
  'GET /api/practice/unsubscribe':
    "a reminder email's link: authorised by its HMAC token, and only shows a confirm page (decision 0073)",
  'POST /api/practice/unsubscribe':
    "RFC 8058 one-click unsubscribe from a mail client: authorised by the link's HMAC token (decision 0073)",
};

/** Every kind of caller; the owner comes last, as its request may use up what it acts on. */
const callers = [
  'anonymous',
  'other user',
  'signed in without a plan',
  'signed out (logout)',
  'session revoked',
  'expired token',
  'token signed with another key',
  'alg none token',
  'owner',
] as const;
type Caller = (typeof callers)[number];

/** Rows for HEAD too: Fastify answers HEAD for every GET route, and it must not bypass the checks. */
const matrix: AccessRow[] = accessTable.flatMap((row) =>
  row.route.startsWith('GET ') ? [row, { ...row, route: row.route.replace(/^GET /, 'HEAD ') }] : [row],
);

const registeredRoutes = new Set<string>();
let t: TestApp;
let owner: FixtureUser;
let other: FixtureUser;
let free: { email: string; password: string; token: string };

beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_AUTH_PER_IP: '1000000',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '1000000',
      RATE_LIMIT_AI_PER_USER: '1000000',
      RATE_LIMIT_AI_PER_IP: '1000000',
    },
    onRoute: (route) => {
      for (const method of [route.method].flat()) registeredRoutes.add(`${method} ${route.url}`);
    },
  });
  owner = await createUserWithData(t);
  other = await createUserWithData(t);
  free = await registerUser(t, { password: 'free-plan-password' });
});
afterAll(() => t?.close());

/** The tokens each caller sends on behalf of (or against) one subject. */
async function tokensAgainst(subject: FixtureUser): Promise<Record<Exclude<Caller, 'anonymous'>, string>> {
  const signedOut = await signIn(t, subject.email, subject.password);
  const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(signedOut) });
  expect(logout.statusCode).toBe(200);
  // Revoked in the database, as a password reset or "sign out everywhere" does; never used before,
  // so no instance has it cached.
  const revoked = await signIn(t, subject.email, subject.password);
  await t.database.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.id, sessionIdOf(revoked)));
  const forged = await forgeTokens(subject.token, t.config.jwtSecret);
  return {
    owner: subject.token,
    'other user': other.token,
    'signed in without a plan': free.token,
    'signed out (logout)': signedOut,
    'session revoked': revoked,
    'expired token': forged.expired,
    'token signed with another key': forged.otherKey,
    'alg none token': forged.algNone,
  };
}

const sharedTokens = new Map<FixtureUser, Awaited<ReturnType<typeof tokensAgainst>>>();
const ownSubjects = new Map<string, FixtureUser>();

async function subjectFor(row: AccessRow): Promise<FixtureUser> {
  if (row.consumes !== 'subject') return owner;
  let subject = ownSubjects.get(row.route);
  if (!subject) {
    subject = await createUserWithData(t);
    ownSubjects.set(row.route, subject);
  }
  return subject;
}

async function tokenFor(caller: Caller, row: AccessRow, subject: FixtureUser): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  // Logout ends the session it is sent with: each signed-in caller brings a fresh one.
  if (row.consumes === 'session') {
    if (caller === 'owner') return signIn(t, subject.email, subject.password);
    if (caller === 'other user') return signIn(t, other.email, other.password);
    if (caller === 'signed in without a plan') return signIn(t, free.email, free.password);
  }
  let tokens = sharedTokens.get(subject);
  if (!tokens) {
    tokens = await tokensAgainst(subject);
    sharedTokens.set(subject, tokens);
  }
  return tokens[caller];
}

function expectedFor(caller: Caller, row: AccessRow): Expected {
  if (caller === 'owner') return row.owner;
  if (caller === 'other user') return row.other;
  if (caller === 'signed in without a plan') return row.free;
  return 401;
}

function expectDeliberate(
  response: LightMyRequestResponse,
  method: string,
  expected: Expected,
  what: string,
) {
  const allowed = [expected].flat();
  expect(allowed, `${what}: ${response.statusCode} ${response.body.slice(0, 300)}`).toContain(
    response.statusCode,
  );
  if (response.statusCode >= 400 && method !== 'HEAD') {
    expect(errorEnvelopeSchema.safeParse(response.json()).success, response.body).toBe(true);
  }
}

describe('access matrix', () => {
  describe.each(matrix)('$route', (row) => {
    it.each(callers)(`as %s`, async (caller) => {
      const subject = await subjectFor(row);
      const token = await tokenFor(caller, row, subject);
      const [method = 'GET'] = row.route.split(' ');
      const { url, payload } = row.request(subject);
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: token ? bearer(token) : {},
        ...(payload !== undefined && method !== 'GET' && method !== 'HEAD'
          ? { payload: payload as object }
          : {}),
      });
      expectDeliberate(response, method, expectedFor(caller, row), `${row.route} as ${caller}`);
    });
  });

  it('covers every registered route: each is in the table or listed as public', () => {
    // A prefixed `/` route is registered with and without its trailing slash: one route.
    const normalise = (route: string) => route.replace(/(.)\/$/, '$1');
    const covered = new Set([...matrix.map((row) => row.route), ...Object.keys(publicRoutes)].map(normalise));
    // Fastify adds a HEAD route for every GET one; it is covered where its GET is public.
    const isCovered = (route: string) =>
      covered.has(normalise(route)) ||
      (route.startsWith('HEAD ') && covered.has(normalise(route.replace(/^HEAD /, 'GET '))));
    const forgotten = [...registeredRoutes].filter((route) => !isCovered(route)).sort();
    expect(forgotten, 'routes neither in the access table nor in publicRoutes').toEqual([]);
    expect(registeredRoutes.size).toBeGreaterThan(accessTable.length);
  });

  it('lists no route that does not exist', () => {
    const stale = [...accessTable.map((row) => row.route), ...Object.keys(publicRoutes)].filter(
      (route) => !registeredRoutes.has(route),
    );
    expect(stale, 'rows for routes the app does not register').toEqual([]);
  });
});
