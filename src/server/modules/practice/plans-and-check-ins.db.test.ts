import { describe, expect, it } from 'vitest';
import { practicePushSubscriptions } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import { bearer, grantPlan, registerUser, stateSnapshot } from '#server/test/test-app';
import { referenceAnswers } from '#world/testing';
import { practiceClient, testClock, woop } from './test/practice-client';

const time = testClock('2026-03-11T10:00:00Z'); // a Wednesday
const t = setupTestApp({ clock: time.clock });

async function user(plan?: 'visionary-plan' | 'legend-plan' | 'free-plan') {
  const registered = await registerUser(t);
  if (plan) await grantPlan(t, registered.userId, plan);
  return { ...registered, api: practiceClient(t, registered.token) };
}

describe('sign-in', () => {
  it('answers 401 on every route without a session', async () => {
    for (const [method, url] of [
      ['GET', '/today'],
      ['GET', '/plans'],
      ['GET', '/plans/home/draft'],
      ['PUT', '/plans/home'],
      ['DELETE', '/plans/home'],
      ['PUT', '/check-ins/2026-03-11'],
      ['GET', '/calendar?from=2026-03-01&to=2026-03-11'],
      ['POST', '/freezes'],
      ['GET', '/reviews/2026-03-09'],
      ['PUT', '/reviews/2026-03-09'],
      ['GET', '/reminders'],
      ['PUT', '/reminders'],
      ['GET', '/push-key'],
      ['POST', '/push-subscriptions'],
      ['DELETE', '/push-subscriptions'],
    ] as const) {
      const response = await t.app.inject({ method, url: `/api/practice${url}`, payload: {} });
      expectErrorEnvelope(response, 401, 'UNAUTHORIZED');
    }
  });
});

describe('WOOP plans', () => {
  it('writes, lists, edits and deletes a plan', async () => {
    const { api } = await user('visionary-plan');
    const saved = await api.savePlan('career');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ category: 'career', ...woop() });
    const edited = await api.savePlan('career', woop({ planThen: '  I write for 30 minutes ' }));
    expect(edited.json().data.planThen).toBe('I write for 30 minutes');
    expect((await api.send('GET', '/plans')).json().data).toHaveLength(1);
    const deleted = await api.send('DELETE', '/plans/career');
    expect(deleted.statusCode).toBe(200);
    expect((await api.send('GET', '/plans')).json().data).toEqual([]);
    expectErrorEnvelope(await api.send('DELETE', '/plans/career'), 404, 'NOT_FOUND');
  });

  it('keeps Explorer to one plan: editing it is fine, a second category is 403 PLAN_REQUIRED', async () => {
    for (const plan of [undefined, 'free-plan'] as const) {
      const { api } = await user(plan);
      expect((await api.savePlan('health')).statusCode).toBe(200);
      expect((await api.savePlan('health', woop({ wish: 'I feel strong.' }))).statusCode).toBe(200);
      const second = expectErrorEnvelope(await api.savePlan('travel'), 403, 'PLAN_REQUIRED');
      expect(second.message).toContain('Visionary');
      expect((await api.send('GET', '/plans')).json().data).toHaveLength(1);
    }
  });

  it('lets Visionary and Legend write a plan for every category', async () => {
    for (const plan of ['visionary-plan', 'legend-plan'] as const) {
      const { api } = await user(plan);
      for (const category of ['home', 'car', 'career', 'travel', 'health']) {
        expect((await api.savePlan(category)).statusCode).toBe(200);
      }
      expect((await api.send('GET', '/plans')).json().data).toHaveLength(5);
    }
  });

  it('adds at most one plan for Explorer when two requests race', async () => {
    const { api } = await user();
    const results = await Promise.all([api.savePlan('home'), api.savePlan('car'), api.savePlan('travel')]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 403, 403]);
  });

  it('names the failing field on bad input', async () => {
    const { api } = await user('visionary-plan');
    expectValidationError(await api.savePlan('home', woop({ wish: '   ' })), 'wish');
    expectValidationError(await api.savePlan('home', woop({ planIf: 'x'.repeat(401) })), 'planIf');
    const { planThen: _, ...withoutThen } = woop();
    expectValidationError(await api.savePlan('home', withoutThen), 'planThen');
    expectValidationError(await api.savePlan('boat'), 'category');
    expectValidationError(await api.send('GET', '/plans/boat/draft'), 'category');
  });

  it("keeps one user's plans from another", async () => {
    const owner = await user('visionary-plan');
    const other = await user('visionary-plan');
    await owner.api.savePlan('home');
    expect((await other.api.send('GET', '/plans')).json().data).toEqual([]);
    expectErrorEnvelope(await other.api.send('DELETE', '/plans/home'), 404);
    expect((await owner.api.send('GET', '/plans')).json().data).toHaveLength(1);
  });

  it('drafts a plan from the newest answers, and a sensible one without answers', async () => {
    const { api, token, userId } = await user('visionary-plan');
    const blank = (await api.send('GET', '/plans/home/draft')).json().data;
    expect(blank).toMatchObject({ category: 'home', planIf: expect.any(String) });
    for (const field of ['wish', 'outcome', 'obstacle', 'planIf', 'planThen']) {
      expect(blank[field].length).toBeGreaterThan(5);
    }
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/questionnaire/${userId}`,
      headers: bearer(token),
      payload: { answers: referenceAnswers.mountainCabin, currentStep: 10, isCompleted: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const career = (await api.send('GET', '/plans/career/draft')).json().data;
    expect(career.wish).toMatch(/novels/);
    const health = (await api.send('GET', '/plans/health/draft')).json().data;
    expect(health.planThen).toMatch(/^I make time for hiking/);
  });
});

describe('check-ins', () => {
  it("stores today's check-in, and a second PUT edits it", async () => {
    const { api } = await user();
    const first = await api.checkIn('2026-03-11', { outcome: 'done', mood: 'good', note: ' wrote ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      day: '2026-03-11',
      outcome: 'done',
      mood: 'good',
      note: 'wrote',
    });
    const second = await api.checkIn('2026-03-11', { outcome: 'not-today' });
    expect(second.json().data).toMatchObject({ outcome: 'not-today', mood: null, note: '' });
    const today = (await api.today()).json().data;
    expect(today.checkIn).toMatchObject({ outcome: 'not-today' });
    expect(today.streak).toMatchObject({ current: 1, longest: 1 });
  });

  it('stores an offline check-in once when the same clientId arrives twice', async () => {
    const { api } = await user();
    const clientId = '5b0b8a3e-3f7c-4a55-9d1e-0f3c2b1a6e77';
    const offline = { outcome: 'done', note: 'made offline', clientId };
    expect((await api.checkIn('2026-03-09', offline)).statusCode).toBe(200);
    // The user edits the day online; the offline copy arriving again must not undo the edit.
    expect((await api.checkIn('2026-03-09', { outcome: 'done', note: 'edited' })).statusCode).toBe(200);
    expect((await api.checkIn('2026-03-09', offline)).json().data.note).toBe('edited');
    const replay = { outcome: 'done', note: 'again', clientId: '0e8d5a5c-1111-4b22-8c33-9d44e55f6a77' };
    expect((await api.checkIn('2026-03-08', replay)).statusCode).toBe(200);
    const again = await api.checkIn('2026-03-08', { ...replay, note: 'changed on the way' });
    expect(again.json().data.note).toBe('again');
  });

  it('refuses a day after today, or more than 30 days before it, naming day', async () => {
    const { api } = await user();
    expectValidationError(await api.checkIn('2026-03-12'), 'day');
    expectValidationError(await api.checkIn('2026-02-08'), 'day');
    expect((await api.checkIn('2026-02-09')).statusCode).toBe(200);
    expectValidationError(await api.checkIn('2026-02-30'), 'day');
    expectValidationError(await api.checkIn('yesterday'), 'day');
  });

  it('names the failing field on a bad body', async () => {
    const { api } = await user();
    expectValidationError(await api.checkIn('2026-03-11', { outcome: 'maybe' }), 'outcome');
    expectValidationError(await api.checkIn('2026-03-11', { outcome: 'done', mood: 'ecstatic' }), 'mood');
    expectValidationError(
      await api.checkIn('2026-03-11', { outcome: 'done', note: 'n'.repeat(501) }),
      'note',
    );
    expectValidationError(await api.checkIn('2026-03-11', { outcome: 'done', clientId: 'abc' }), 'clientId');
    expectValidationError(await api.checkIn('2026-03-11', { outcome: 'done', category: 'boat' }), 'category');
  });

  it("reads today in the user's zone: the browser's zone on the first visit", async () => {
    time.set('2026-03-11T11:30:00Z'); // 00:30 on the 12th in Auckland (UTC+13)
    try {
      const { api } = await user();
      expect((await api.today('Pacific/Auckland')).json().data).toMatchObject({
        day: '2026-03-12',
        timeZone: 'Pacific/Auckland',
      });
      // Stored: a later visit from another zone does not move the user's days.
      expect((await api.today('America/New_York')).json().data.day).toBe('2026-03-12');
      expect((await api.checkIn('2026-03-12')).statusCode).toBe(200);
      expectValidationError(await api.send('GET', '/today?timeZone=Mars/Olympus'), 'timeZone');
    } finally {
      time.set('2026-03-11T10:00:00Z');
    }
  });
});

describe('push subscriptions', () => {
  it('refuses an endpoint on this machine or a private network, and stores nothing', async () => {
    const { api } = await user('legend-plan');
    const keys = { p256dh: 'key', auth: 'auth' };
    const stored = () => t.database.db.$count(practicePushSubscriptions);
    const before = await stored();
    for (const endpoint of [
      'https://127.0.0.1:6379/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://localhost/push',
      'https://redis/push',
      // Public names that resolve to this machine or the cloud's metadata service (decision 0105, item 2).
      'https://127.0.0.1.nip.io/push',
      'https://169.254.169.254.nip.io/latest/meta-data',
      'https://localtest.me/push',
      // A push service's name on another port, or a look-alike name.
      'https://fcm.googleapis.com:6379/fcm/send/x',
      'https://fcm.googleapis.com.attacker.example/fcm/send/x',
      'https://example.com/push',
    ]) {
      expectValidationError(await api.send('POST', '/push-subscriptions', { endpoint, keys }), 'endpoint');
    }
    expect(await stored()).toBe(before);
    const accepted = await api.send('POST', '/push-subscriptions', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      keys,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});

describe('plan gating', () => {
  it('refuses the calendar, freezes, reviews, reminders and push to Explorer with 403 PLAN_REQUIRED', async () => {
    const { api } = await user('free-plan');
    for (const [method, url, body] of [
      ['GET', '/calendar?from=2026-03-01&to=2026-03-11', undefined],
      ['POST', '/freezes', { day: '2026-03-10' }],
      ['GET', '/reviews/2026-03-09', undefined],
      ['PUT', '/reviews/2026-03-09', { wentWell: '', gotInTheWay: '', oneChange: '' }],
      ['GET', '/reminders', undefined],
      ['GET', '/push-key', undefined],
      [
        'POST',
        '/push-subscriptions',
        { endpoint: 'https://push.example/abc', keys: { p256dh: 'key', auth: 'auth' } },
      ],
    ] as const) {
      expectErrorEnvelope(await api.send(method, url, body), 403, 'PLAN_REQUIRED');
    }
    const today = (await api.today()).json().data;
    expect(today).toMatchObject({ fullPractice: false, reviewDue: null });
    expect(today.affirmations).toHaveLength(3);
  });
});

describe('refused requests', () => {
  it('change nothing', async () => {
    const member = await user('visionary-plan');
    const explorer = await user();
    await member.api.savePlan('home');
    await member.api.checkIn('2026-03-11', { outcome: 'done', note: 'kept' });
    await explorer.api.savePlan('home');
    const before = await stateSnapshot(t);
    const refused = [
      await member.api.savePlan('home', woop({ wish: '' })),
      await member.api.checkIn('2026-03-11', { outcome: 'maybe' }),
      await member.api.checkIn('2026-03-12', { outcome: 'done' }),
      await member.api.send('POST', '/freezes', { day: '2026-03-10' }),
      await member.api.send('PUT', '/reviews/2026-03-10', { wentWell: '', gotInTheWay: '', oneChange: '' }),
      await member.api.reminders({ timeZone: 'UTC' }),
      await explorer.api.savePlan('car'),
      await explorer.api.reminders({ timeZone: 'UTC', enabled: true }),
      await t.app.inject({
        method: 'PUT',
        url: '/api/practice/check-ins/2026-03-11',
        payload: { outcome: 'done' },
      }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([
      400, 400, 400, 409, 400, 400, 403, 403, 401,
    ]);
    expect(await stateSnapshot(t)).toEqual(before);
  });
});

describe('the OpenAPI document', () => {
  it('lists the practice routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/practice/today',
      '/api/practice/plans/{category}',
      '/api/practice/check-ins/{day}',
      '/api/practice/calendar',
      '/api/practice/unsubscribe',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
