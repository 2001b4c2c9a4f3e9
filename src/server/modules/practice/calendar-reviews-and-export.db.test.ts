import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { practiceCheckIns, practicePlans, practiceReviews, practiceSettings } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import { bearer, grantPlan, registerUser } from '#server/test/test-app';
import { eachDay } from '#shared/localDays';
import { practiceClient, reminderSettings, testClock, woop } from './test/practice-client';

const time = testClock('2026-03-13T10:00:00Z'); // a Friday
const t = setupTestApp({ clock: time.clock });

async function member() {
  const user = await registerUser(t);
  await grantPlan(t, user.userId, 'legend-plan');
  return { ...user, api: practiceClient(t, user.token) };
}

describe('calendar', () => {
  it('lists each day to today with its state, and the streak', async () => {
    time.set('2026-03-13T10:00:00Z');
    const { api } = await member();
    for (const day of ['2026-03-09', '2026-03-11', '2026-03-12']) {
      expect((await api.checkIn(day)).statusCode).toBe(200);
    }
    const response = await api.calendar('2026-03-08', '2026-03-20');
    expect(response.statusCode, response.body).toBe(200);
    const { days, streak } = response.json().data;
    expect(days.map((day: { day: string; state: string }) => `${day.day.slice(8)}:${day.state}`)).toEqual([
      '08:before-start',
      '09:checked-in',
      '10:grace',
      '11:checked-in',
      '12:checked-in',
      '13:pending',
    ]);
    expect(streak).toEqual({ current: 3, longest: 3, freezesAvailable: 0, graceUsedThisWeek: true });
  });

  it('refuses a reversed or too long range, and bad days, naming the field', async () => {
    const { api } = await member();
    expectValidationError(await api.calendar('2026-03-10', '2026-03-09'), 'to');
    expectValidationError(await api.calendar('2025-09-01', '2026-03-13'), 'to');
    expect((await api.calendar('2025-09-05', '2026-03-13')).statusCode).toBe(200);
    expectValidationError(await api.calendar('2026-02-31', '2026-03-13'), 'from');
    expectValidationError(await api.send('GET', '/calendar?from=2026-03-01'), 'to');
  });
});

describe('freezes', () => {
  it('spends an earned freeze on a missed day, and refuses with 409 when none is left or the day is not missed', async () => {
    time.set('2026-03-13T10:00:00Z');
    const { api } = await member();
    // Seven check-ins (the 2nd to the 8th of March) earn one freeze.
    for (const day of eachDay('2026-03-02', '2026-03-08'))
      expect((await api.checkIn(day)).statusCode).toBe(200);
    // Monday the 9th is the week's grace day; the 10th and 11th are missed.
    expect((await api.checkIn('2026-03-12')).statusCode).toBe(200);
    expectErrorEnvelope(await api.send('POST', '/freezes', { day: '2026-03-09' }), 409, 'CONFLICT');
    expectErrorEnvelope(await api.send('POST', '/freezes', { day: '2026-03-12' }), 409, 'CONFLICT');
    const spent = await api.send('POST', '/freezes', { day: '2026-03-10' });
    expect(spent.statusCode, spent.body).toBe(200);
    expect(spent.json().data).toMatchObject({ freezesAvailable: 0, current: 1 });
    const none = expectErrorEnvelope(
      await api.send('POST', '/freezes', { day: '2026-03-11' }),
      409,
      'CONFLICT',
    );
    expect(none.message).toMatch(/No freeze left/);
    const { days } = (await api.calendar('2026-03-09', '2026-03-13')).json().data;
    expect(days.map((day: { state: string }) => day.state)).toEqual([
      'grace',
      'frozen',
      'missed',
      'checked-in',
      'pending',
    ]);
  });

  it('takes only days of the last week, naming day', async () => {
    const { api } = await member();
    expectValidationError(await api.send('POST', '/freezes', { day: '2026-03-13' }), 'day');
    expectValidationError(await api.send('POST', '/freezes', { day: '2026-03-05' }), 'day');
    expectValidationError(await api.send('POST', '/freezes', {}), 'day');
  });
});

describe('weekly reviews', () => {
  const review = { wentWell: 'Wrote five days', gotInTheWay: 'A late night', oneChange: 'Write at 7' };

  it('writes, reads and edits the review of a week; asks for it from Friday', async () => {
    time.set('2026-03-13T10:00:00Z');
    const { api } = await member();
    // Day one of practice is no time for a weekly review (decision 0107): it waits for a full week.
    expect((await api.today()).json().data.reviewDue).toBeNull();
    expect((await api.checkIn('2026-03-13')).statusCode).toBe(200);
    expect((await api.today()).json().data.reviewDue).toBeNull();
    // Practice that began a week ago (a check-in sent late, as an offline one is).
    expect((await api.checkIn('2026-03-05')).statusCode).toBe(200);
    expect((await api.today()).json().data.reviewDue).toBe('2026-03-09');
    expectErrorEnvelope(await api.send('GET', '/reviews/2026-03-09'), 404);
    const saved = await api.send('PUT', '/reviews/2026-03-09', review);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ weekStart: '2026-03-09', ...review });
    expect(
      (await api.send('PUT', '/reviews/2026-03-09', { ...review, oneChange: 'Write at 6' })).statusCode,
    ).toBe(200);
    expect((await api.send('GET', '/reviews/2026-03-09')).json().data.oneChange).toBe('Write at 6');
    expect((await api.today()).json().data.reviewDue).toBeNull();
    time.set('2026-03-11T10:00:00Z'); // a Wednesday: no review is asked for
    expect((await api.today()).json().data.reviewDue).toBeNull();
    time.set('2026-03-16T10:00:00Z'); // Monday: last week's review is the one written above
    expect((await api.today()).json().data.reviewDue).toBeNull();
    time.set('2026-03-23T10:00:00Z');
    expect((await api.today()).json().data.reviewDue).toBe('2026-03-16');
  });

  it('refuses a week start that is not a Monday or lies ahead, and bad fields, naming them', async () => {
    time.set('2026-03-13T10:00:00Z');
    const { api } = await member();
    expectValidationError(await api.send('PUT', '/reviews/2026-03-10', review), 'weekStart');
    expectValidationError(await api.send('GET', '/reviews/2026-03-16'), 'weekStart');
    expectValidationError(
      await api.send('PUT', '/reviews/2026-03-09', { ...review, wentWell: 'w'.repeat(1001) }),
      'wentWell',
    );
    expectValidationError(
      await api.send('PUT', '/reviews/2026-03-09', { wentWell: 'a', gotInTheWay: 'b' }),
      'oneChange',
    );
    expectValidationError(await api.send('GET', '/reviews/monday'), 'weekStart');
  });

  it("keeps one user's review from another", async () => {
    const owner = await member();
    const other = await member();
    expect((await owner.api.send('PUT', '/reviews/2026-03-09', review)).statusCode).toBe(200);
    expectErrorEnvelope(await other.api.send('GET', '/reviews/2026-03-09'), 404);
  });
});

describe('account export and deletion', () => {
  it('exports the practice data, and deleting the account deletes it', async () => {
    time.set('2026-03-13T10:00:00Z');
    const user = await member();
    await user.api.savePlan('travel', woop());
    await user.api.checkIn('2026-03-12', { outcome: 'done', note: 'my note' });
    await user.api.send('PUT', '/reviews/2026-03-09', { wentWell: 'a', gotInTheWay: 'b', oneChange: 'c' });
    await user.api.reminders(reminderSettings({ timeZone: 'Europe/Paris' }));
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: bearer(user.token),
    });
    expect(exported.statusCode).toBe(200);
    const { data } = exported.json();
    expect(data.practicePlans).toEqual([
      expect.objectContaining({ category: 'travel', planThen: woop().planThen }),
    ]);
    expect(data.practiceCheckIns).toEqual([expect.objectContaining({ day: '2026-03-12', note: 'my note' })]);
    expect(data.practiceReviews).toHaveLength(1);
    expect(data.practiceSettings).toEqual([expect.objectContaining({ timeZone: 'Europe/Paris' })]);
    expect(exported.body).not.toContain('unsubscribeTokenHash');
    expect(data).toMatchObject({ practiceFreezes: [], practicePushDevices: [], practiceRemindersSent: [] });

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: bearer(user.token),
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    for (const table of [practicePlans, practiceCheckIns, practiceReviews, practiceSettings]) {
      expect(await t.database.db.$count(table, eq(table.userId, user.userId))).toBe(0);
    }
  });
});
