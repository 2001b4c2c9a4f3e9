import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practicePushSubscriptions } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import { createTestApp, grantPlan, readOutbox, registerUser, type TestApp } from '#server/test/test-app';
import { reminderMinutes } from './reminders';
import { type FakePushService, startFakePushService } from './test/fake-push-service';
import { practiceClient, reminderSettings, testClock } from './test/practice-client';

let fakePush: FakePushService;
beforeAll(async () => {
  fakePush = await startFakePushService();
});
afterAll(async () => {
  await fakePush.close();
});

const time = testClock('2026-03-11T06:00:00Z'); // a Wednesday
const t = setupTestApp(() => ({ clock: time.clock, pushAgent: fakePush.agent }));
const run = () => t.app.practiceReminders.runDueNow();

async function member(settings: Record<string, unknown> = {}) {
  const user = await registerUser(t);
  await grantPlan(t, user.userId, 'visionary-plan');
  const api = practiceClient(t, user.token);
  const saved = await api.reminders(reminderSettings(settings));
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...user, api };
}

/** The practice mails a user got (not the verification mail of their registration). */
const mailsTo = async (app: TestApp, email: string) =>
  (await readOutbox(app)).filter(
    (mail) => mail.to === email && ['Your minute for today', 'Your weekly review'].includes(mail.subject),
  );

describe('daily reminders', () => {
  it('sends nothing before the time, one mail at it, and none again that day', async () => {
    time.set('2026-03-11T06:00:00Z');
    const user = await member({ time: '07:30' });
    time.set('2026-03-11T07:29:59Z');
    await run();
    expect(await mailsTo(t, user.email)).toEqual([]);
    time.set('2026-03-11T07:30:00Z');
    await run();
    time.set('2026-03-11T09:00:00Z');
    await run();
    const mails = await mailsTo(t, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your minute for today']);
    const [mail] = mails;
    const unsubscribe = mail?.links.find((link) => link.includes('/api/practice/unsubscribe?token='));
    expect(unsubscribe).toBeDefined();
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe).not.toContain(user.userId);
    // The next day is a new day.
    time.set('2026-03-12T07:31:00Z');
    await run();
    expect(await mailsTo(t, user.email)).toHaveLength(2);
  });

  it('sends none when today is already checked in', async () => {
    time.set('2026-03-11T06:00:00Z');
    const user = await member({ time: '07:00' });
    expect((await user.api.checkIn('2026-03-11', { outcome: 'not-today' })).statusCode).toBe(200);
    time.set('2026-03-11T08:00:00Z');
    await run();
    expect(await mailsTo(t, user.email)).toEqual([]);
  });

  it('sends none when reminders are off, or to Explorer', async () => {
    time.set('2026-03-11T06:00:00Z');
    const off = await member({ enabled: false, time: '07:00' });
    const lapsed = await member({ time: '07:00' });
    // The plan ended: the settings stay, the reminders stop.
    await t.database.db.execute(
      `update subscriptions set status = 'cancelled' where user_id = '${lapsed.userId}'`,
    );
    time.set('2026-03-11T08:00:00Z');
    await run();
    expect(await mailsTo(t, off.email)).toEqual([]);
    expect(await mailsTo(t, lapsed.email)).toEqual([]);
  });

  it("is due at the time in the user's own zone", async () => {
    time.set('2026-03-11T06:00:00Z');
    const user = await member({ timeZone: 'Pacific/Honolulu', time: '08:00' });
    time.set('2026-03-11T17:59:00Z'); // 07:59 in Honolulu
    await run();
    expect(await mailsTo(t, user.email)).toEqual([]);
    time.set('2026-03-11T18:00:00Z');
    await run();
    expect(await mailsTo(t, user.email)).toHaveLength(1);
    // Checked in on their day: 09:30 UTC on the 12th is still 23:30 on the 11th in Honolulu.
    time.set('2026-03-12T09:30:00Z');
    expect((await user.api.checkIn('2026-03-11')).statusCode).toBe(200);
    expectValidationError(await user.api.checkIn('2026-03-12'), 'day');
  });

  it('picks one moment in a random window, the same on every check, different across days', () => {
    const settings = { time: '18:00', randomUntil: '21:00' };
    const days = ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'];
    const picked = days.map((day) => reminderMinutes(settings, 'user-a', day));
    for (const minutes of picked) {
      expect(minutes).toBeGreaterThanOrEqual(18 * 60);
      expect(minutes).toBeLessThan(21 * 60);
    }
    expect(days.map((day) => reminderMinutes(settings, 'user-a', day))).toEqual(picked);
    expect(new Set(picked).size).toBeGreaterThan(1);
    expect(reminderMinutes({ time: '07:15', randomUntil: null }, 'user-a', '2026-03-11')).toBe(435);
  });

  it('validates the settings, naming the field', async () => {
    const user = await member();
    expectValidationError(await user.api.reminders(reminderSettings({ timeZone: 'Mars/Base' })), 'timeZone');
    expectValidationError(await user.api.reminders(reminderSettings({ time: '25:00' })), 'time');
    expectValidationError(
      await user.api.reminders(reminderSettings({ time: '20:00', randomUntil: '19:00' })),
      'randomUntil',
    );
    expectValidationError(await user.api.reminders(reminderSettings({ email: 'yes' })), 'email');
    const read = await user.api.send('GET', '/reminders');
    expect(read.json().data).toEqual(reminderSettings());
  });
});

describe('one-click unsubscribe', () => {
  it('shows a confirm page on GET (changing nothing), unsubscribes on POST, and is refused for a bad token', async () => {
    time.set('2026-03-11T06:00:00Z');
    const user = await member({ time: '07:00', weeklyReviewEmail: true });
    time.set('2026-03-11T07:00:00Z');
    await run();
    const [mail] = await mailsTo(t, user.email);
    const link = new URL(mail?.links.find((href) => href.includes('unsubscribe')) ?? '');
    const url = `${link.pathname}${link.search}`;

    // A link scanner opening the link unsubscribes nobody.
    const confirm = await t.app.inject({ method: 'GET', url });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['content-type']).toMatch(/^text\/html/);
    expect(confirm.body).toContain('method="post"');
    expect((await user.api.send('GET', '/reminders')).json().data.email).toBe(true);

    // RFC 8058: what a mail client's unsubscribe button sends.
    for (let attempt = 0; attempt < 2; attempt++) {
      const posted = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(posted.statusCode, posted.body).toBe(200);
    }
    expect((await user.api.send('GET', '/reminders')).json().data).toMatchObject({
      email: false,
      weeklyReviewEmail: false,
    });
    time.set('2026-03-12T07:00:00Z');
    await run();
    expect(await mailsTo(t, user.email)).toHaveLength(1);

    const forged = 'a'.repeat(43);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/practice/unsubscribe?token=${forged}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/practice/unsubscribe?token=${forged}` })).statusCode,
    ).toBe(404);
    expectValidationError(
      await t.app.inject({ method: 'GET', url: '/api/practice/unsubscribe?token=<x>' }),
      'token',
    );
    expectValidationError(await t.app.inject({ method: 'POST', url: '/api/practice/unsubscribe' }), 'token');
  });
});

describe('weekly review email', () => {
  it('goes on Monday morning in the user’s zone, unless the review is written', async () => {
    time.set('2026-03-06T06:00:00Z'); // the Friday before: practice begins
    const user = await member({ enabled: false, weeklyReviewEmail: true, timeZone: 'Europe/Amsterdam' });
    const written = await member({ enabled: false, weeklyReviewEmail: true });
    expect((await user.api.checkIn('2026-03-06')).statusCode).toBe(200);
    time.set('2026-03-13T06:00:00Z'); // Friday
    expect((await user.api.checkIn('2026-03-13')).statusCode).toBe(200);
    const review = { wentWell: 'Wrote daily', gotInTheWay: 'Late nights', oneChange: 'Write at 7' };
    expect((await written.api.send('PUT', '/reviews/2026-03-09', review)).statusCode).toBe(200);
    time.set('2026-03-16T07:59:00Z'); // Monday 08:59 in Amsterdam
    await run();
    expect(await mailsTo(t, user.email)).toEqual([]);
    time.set('2026-03-16T08:00:00Z');
    await run();
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toBe('Your weekly review');
    expect(mail?.text).toContain('checked in on 1 day');
    expect(await mailsTo(t, written.email)).toEqual([]);
  });

  it('waits for a first full week of practice', async () => {
    time.set('2026-03-13T06:00:00Z'); // Friday: practice begins
    const user = await member({ enabled: false, weeklyReviewEmail: true });
    expect((await user.api.checkIn('2026-03-13')).statusCode).toBe(200);
    time.set('2026-03-16T10:00:00Z'); // Monday: three days in
    await run();
    expect(await mailsTo(t, user.email)).toEqual([]);
    time.set('2026-03-23T10:00:00Z'); // the Monday after a full week
    await run();
    expect((await mailsTo(t, user.email)).map((mail) => mail.subject)).toEqual(['Your weekly review']);
  });
});

describe('Web Push', () => {
  it('answers the public key, stores subscriptions per endpoint, and pushes due reminders', async () => {
    time.set('2026-03-11T06:00:00Z');
    const user = await member({ time: '07:00', email: false, push: true });
    const key = (await user.api.send('GET', '/push-key')).json().data.publicKey;
    expect(key).toMatch(/^[\w-]{87}$/);
    const subscription = {
      endpoint: fakePush.endpoint(`device-${user.userId}`),
      keys: {
        p256dh: 'BNSEGTG5ZxwSfS7Tz21PYaQF3teStqf4SKN-K7x7s0sAsmmkvT1eSmwJ0e_7lMoraYib49KSGUddpr7NEqd0lQk',
        auth: 'ZDyvjyIIxUJUs2NJsZR_-g',
      },
    };
    const gone = { ...subscription, endpoint: fakePush.endpoint(`gone-${user.userId}`) };
    fakePush.gone.add(new URL(gone.endpoint).pathname);
    for (const body of [subscription, subscription, gone]) {
      expect((await user.api.send('POST', '/push-subscriptions', body)).statusCode).toBe(201);
    }
    const stored = () =>
      t.database.db
        .select()
        .from(practicePushSubscriptions)
        .where(eq(practicePushSubscriptions.userId, user.userId));
    expect(await stored()).toHaveLength(2);

    time.set('2026-03-11T07:00:00Z');
    await run();
    const received = fakePush.requests.filter((request) => request.path.endsWith(user.userId));
    expect(received.map((request) => request.path.split('/')[2]?.split('-')[0]).sort()).toEqual([
      'device',
      'gone',
    ]);
    const [delivered] = received;
    expect(delivered?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(delivered?.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered?.bodyBytes).toBeGreaterThan(0);
    // The push service said the "gone" subscription has ended: it is forgotten.
    expect((await stored()).map((row) => row.endpoint)).toEqual([subscription.endpoint]);
    expect(await mailsTo(t, user.email)).toEqual([]);

    expect(
      (await user.api.send('DELETE', '/push-subscriptions', { endpoint: subscription.endpoint })).statusCode,
    ).toBe(200);
    expectErrorEnvelope(
      await user.api.send('DELETE', '/push-subscriptions', { endpoint: subscription.endpoint }),
      404,
    );
    expect(await stored()).toEqual([]);
  });

  it('refuses a bad subscription, naming the field', async () => {
    const user = await member();
    const keys = { p256dh: 'key', auth: 'auth' };
    expectValidationError(
      await user.api.send('POST', '/push-subscriptions', { endpoint: 'http://push.test/a', keys }),
      'endpoint',
    );
    expectValidationError(
      await user.api.send('POST', '/push-subscriptions', { endpoint: 'not a url', keys }),
      'endpoint',
    );
    expectValidationError(
      await user.api.send('POST', '/push-subscriptions', {
        endpoint: 'https://push.test/a',
        keys: { p256dh: '', auth: 'a' },
      }),
      'keys.p256dh',
    );
    expectValidationError(await user.api.send('DELETE', '/push-subscriptions', {}), 'endpoint');
  });
});

describe('two instances', () => {
  it('send a due reminder once between them', async () => {
    time.set('2026-03-11T06:00:00Z');
    const users = await Promise.all([
      member({ time: '07:00' }),
      member({ time: '07:00' }),
      member({ time: '07:00' }),
    ]);
    const second = await createTestApp({
      clock: time.clock,
      openDatabase: async () => t.database,
      env: { JWT_SECRET: t.config.jwtSecret ? Buffer.from(t.config.jwtSecret).toString() : '' },
    });
    try {
      time.set('2026-03-11T07:05:00Z');
      await Promise.all([
        run(),
        second.app.practiceReminders.runDueNow(),
        run(),
        second.app.practiceReminders.runDueNow(),
      ]);
      for (const user of users) {
        const both = [...(await mailsTo(t, user.email)), ...(await mailsTo(second, user.email))];
        expect(both).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});
