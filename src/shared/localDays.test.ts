import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateForFormatting,
  dayDifference,
  daysSinceEpoch,
  eachDay,
  instantOf,
  isCalendarDay,
  localDayOf,
  minutesOf,
  monthStartOf,
  weekdayOf,
  weekStartOf,
} from './localDays';

/** The server's and the web's day tests, merged when their two date modules became this one. */
describe('local days', () => {
  it("turns at local midnight in the user's zone, not in UTC", () => {
    // 10:30 UTC: already the next day in Auckland (UTC+13 in March), still the day in Honolulu (UTC-10).
    const instant = new Date('2026-03-11T10:30:00Z');
    expect(localDayOf(instant, 'Pacific/Auckland')).toBe('2026-03-11');
    expect(localDayOf(new Date('2026-03-11T10:59:59Z'), 'Pacific/Auckland')).toBe('2026-03-11');
    expect(localDayOf(new Date('2026-03-11T11:00:00Z'), 'Pacific/Auckland')).toBe('2026-03-12');
    expect(localDayOf(new Date('2026-03-12T09:59:59Z'), 'Pacific/Honolulu')).toBe('2026-03-11');
    expect(localDayOf(new Date('2026-03-12T10:00:00Z'), 'Pacific/Honolulu')).toBe('2026-03-12');
  });

  it('finds local times across daylight-saving changes', () => {
    // Europe/Amsterdam springs forward on 2026-03-29 at 02:00 (to 03:00), falls back on 2026-10-25.
    expect(instantOf('2026-03-28', 8 * 60, 'Europe/Amsterdam').toISOString()).toBe(
      '2026-03-28T07:00:00.000Z',
    );
    expect(instantOf('2026-03-29', 8 * 60, 'Europe/Amsterdam').toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    // 02:30 does not exist that night: read with the offset before the gap, i.e. 03:30.
    expect(instantOf('2026-03-29', 150, 'Europe/Amsterdam').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 2026-10-25: the first one.
    expect(instantOf('2026-10-25', 150, 'Europe/Amsterdam').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('2026-03-12', 0, 'Pacific/Auckland').toISOString()).toBe('2026-03-11T11:00:00.000Z');
    // A day that is 23 hours long still has one midnight.
    expect(localDayOf(instantOf('2026-03-29', 0, 'Europe/Amsterdam'), 'Europe/Amsterdam')).toBe('2026-03-29');
    expect(
      localDayOf(new Date(instantOf('2026-03-30', 0, 'Europe/Amsterdam').getTime() - 1), 'Europe/Amsterdam'),
    ).toBe('2026-03-29');
    expect(minutesOf('07:45')).toBe(465);
  });

  it('adds days across a month, a year, a leap day and the daylight-saving weekend', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts the days from one day to another, signed, across the daylight-saving weekend', () => {
    expect(dayDifference('2026-03-28', '2026-03-28')).toBe(0);
    expect(dayDifference('2026-03-28', '2026-03-30')).toBe(2);
    expect(dayDifference('2026-03-30', '2026-03-28')).toBe(-2);
    expect(dayDifference('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysSinceEpoch('1970-01-02')).toBe(1);
    expect(daysSinceEpoch(addDays('2026-11-28', 1)) - daysSinceEpoch('2026-11-28')).toBe(1);
  });

  it('lists the days of a range, both ends included, and none for a reversed one', () => {
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(eachDay('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
    expect(eachDay('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('finds the Monday of a week, Sunday belonging to the week before', () => {
    expect(weekStartOf('2026-11-24')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
  });

  it('finds the first of a month, months back across a year end', () => {
    expect(monthStartOf('2026-11-28')).toBe('2026-11-01');
    expect(monthStartOf('2026-11-28', 2)).toBe('2026-09-01');
    expect(monthStartOf('2026-02-15', 2)).toBe('2025-12-01');
  });

  it('tells real calendar days from impossible ones', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
  });

  it('gives a day for formatting at its UTC midnight', () => {
    expect(dateForFormatting('2026-11-24').toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });
});
