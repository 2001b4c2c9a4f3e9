import type { IsoDay } from '#shared/practice';

/**
 * Calendar arithmetic on `YYYY-MM-DD` days. The server says which day is today in the user's zone
 * (shared/practice.ts); from there the days are plain calendar days, counted in UTC so no zone or
 * daylight-saving change ever moves one.
 */
const toDate = (day: IsoDay) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date): IsoDay => date.toISOString().slice(0, 10);

export function addDays(day: IsoDay, count: number): IsoDay {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return toDay(date);
}

/** The Monday that starts the day's Monday–Sunday week (the streak's weeks, shared/practice.ts). */
export function mondayOf(day: IsoDay): IsoDay {
  const weekday = (toDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Monday = 0 … Sunday = 6. */
export const weekdayIndex = (day: IsoDay) => (toDate(day).getUTCDay() + 6) % 7;

/** "Tuesday, 24 November" in the page's language; the day itself never shifts with the zone. */
export function formatDay(day: IsoDay, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    ...options,
  }).format(toDate(day));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: IsoDay, to: IsoDay): IsoDay[] {
  const days: IsoDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
