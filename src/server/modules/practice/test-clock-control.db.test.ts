import { describe, expect, it } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import { grantPlan, readOutbox, registerUser } from '#server/test/test-app';
import { practiceClient, reminderSettings } from './test/practice-client';

describe('with TEST_CLOCK_CONTROL=true (the browser tests)', () => {
  const t = setupTestApp({ env: { TEST_CLOCK_CONTROL: 'true' } });
  const setClock = (now: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now } });

  it('moves "today" for the API and sends the reminders due at that moment', async () => {
    expect((await setClock('2026-03-11T06:00:00Z')).statusCode).toBe(200);
    const user = await registerUser(t);
    await grantPlan(t, user.userId, 'visionary-plan');
    const api = practiceClient(t, user.token);
    expect((await api.reminders(reminderSettings({ time: '07:00' }))).statusCode).toBe(200);
    expect((await api.today()).json().data.day).toBe('2026-03-11');

    const set = await setClock('2026-03-12T07:30:00+00:00');
    expect(set.json().data.now).toMatch(/^2026-03-12T07:30/);
    expect((await api.today()).json().data.day).toBe('2026-03-12');
    const ran = await t.app.inject({ method: 'POST', url: '/api/test/reminders/run' });
    expect(ran.json().data).toEqual({ sent: 1 });
    const reminders = (await readOutbox(t)).filter(
      (mail) => mail.to === user.email && mail.subject === 'Your minute for today',
    );
    expect(reminders).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/test/reminders/run' })).json().data).toEqual({
      sent: 0,
    });
  });

  it('names the field of a bad instant', async () => {
    expectValidationError(await setClock('tomorrow'), 'now');
    expectValidationError(await setClock(undefined), 'now');
  });
});

describe('without it (every other server)', () => {
  const t = setupTestApp();

  it('has no test routes', async () => {
    for (const [method, url] of [
      ['PUT', '/api/test/clock'],
      ['POST', '/api/test/reminders/run'],
    ] as const) {
      expectErrorEnvelope(await t.app.inject({ method, url, payload: { now: '2026-03-11T06:00:00Z' } }), 404);
    }
  });
});
