import { describe, expect, it } from 'vitest';
import { eachDay } from '#shared/localDays';
import type { IsoDay } from '#shared/practice';
import { streakHistory } from './streak';

// 2026-03-02 is a Monday.
const states = (today: IsoDay, checkIns: IsoDay[], freezes: { day: IsoDay; spentOn: IsoDay }[] = []) => {
  const history = streakHistory({ today, checkIns, freezes });
  return {
    ...history.streak,
    days: eachDay('2026-03-01', today).map((day) => `${day.slice(8)}:${history.stateOf(day)}`),
  };
};

describe('streak rules', () => {
  it('counts consecutive check-ins; today without one is pending and breaks nothing', () => {
    const result = states('2026-03-05', ['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(result).toMatchObject({ current: 3, longest: 3, freezesAvailable: 0, graceUsedThisWeek: false });
    expect(result.days).toEqual([
      '01:before-start',
      '02:checked-in',
      '03:checked-in',
      '04:checked-in',
      '05:pending',
    ]);
  });

  it('forgives the first missed day of a week, and breaks on the second', () => {
    const graced = states('2026-03-06', ['2026-03-02', '2026-03-04', '2026-03-05', '2026-03-06']);
    expect(graced.days.slice(1)).toEqual([
      '02:checked-in',
      '03:grace',
      '04:checked-in',
      '05:checked-in',
      '06:checked-in',
    ]);
    expect(graced).toMatchObject({ current: 4, graceUsedThisWeek: true });

    const broken = states('2026-03-06', ['2026-03-02', '2026-03-05', '2026-03-06']);
    expect(broken.days.slice(1)).toEqual([
      '02:checked-in',
      '03:grace',
      '04:missed',
      '05:checked-in',
      '06:checked-in',
    ]);
    expect(broken).toMatchObject({ current: 2, longest: 2 });
  });

  it('gives a new grace day each Monday–Sunday week', () => {
    const result = states('2026-03-10', [
      '2026-03-02',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-10',
    ]);
    // The 3rd (week 1) and the 9th (week 2) are both forgiven.
    expect(result.days.slice(2)).toEqual([
      '03:grace',
      '04:checked-in',
      '05:checked-in',
      '06:checked-in',
      '07:checked-in',
      '08:checked-in',
      '09:grace',
      '10:checked-in',
    ]);
    expect(result.current).toBe(7);
  });

  it('counts "not today" check-ins like any other', () => {
    expect(states('2026-03-03', ['2026-03-02', '2026-03-03']).current).toBe(2);
  });

  it('earns a freeze per 7 check-ins, holds at most 2, and a spent freeze keeps a missed day', () => {
    const seven = eachDay('2026-03-02', '2026-03-08');
    expect(states('2026-03-09', seven).freezesAvailable).toBe(1);
    const many = eachDay('2026-03-02', '2026-03-29');
    expect(streakHistory({ today: '2026-03-29', checkIns: many, freezes: [] }).streak.freezesAvailable).toBe(
      2,
    );

    const checkIns = [...seven, '2026-03-11', '2026-03-12'];
    const before = states('2026-03-12', checkIns);
    expect(before.days.slice(8)).toEqual(['09:grace', '10:missed', '11:checked-in', '12:checked-in']);
    expect(before.current).toBe(2);
    const after = states('2026-03-12', checkIns, [{ day: '2026-03-10', spentOn: '2026-03-12' }]);
    expect(after.days.slice(8)).toEqual(['09:grace', '10:frozen', '11:checked-in', '12:checked-in']);
    expect(after).toMatchObject({ current: 9, longest: 9, freezesAvailable: 0 });
  });

  it('has no streak and no states before the first check-in', () => {
    const result = states('2026-03-04', []);
    expect(result).toMatchObject({ current: 0, longest: 0, freezesAvailable: 0 });
    expect(result.days).toEqual(['01:before-start', '02:before-start', '03:before-start', '04:pending']);
    expect(
      streakHistory({ today: '2026-03-04', checkIns: [], freezes: [] }).stateOf('2026-03-05'),
    ).toBeUndefined();
  });

  it('keeps the longest run after a break', () => {
    const result = states('2026-03-12', [...eachDay('2026-03-02', '2026-03-06'), '2026-03-11', '2026-03-12']);
    expect(result).toMatchObject({ current: 2, longest: 5 });
  });
});
