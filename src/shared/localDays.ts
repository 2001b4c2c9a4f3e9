/**
 * The one home of calendar-day arithmetic, for the server and the web alike (docs/product.md §10
 * "Days"). A day is the user's own calendar day, written `YYYY-MM-DD`; which day an instant falls on
 * depends on their time zone, but from there on days are plain calendar days, counted on UTC dates,
 * which have no daylight-saving gaps. Weeks run Monday to Sunday, like the streak's weeks.
 *
 * Pure: Intl and Date only, so it runs in Node and in the browser (and is checked by a lint rule:
 * lint/day-arithmetic.grit keeps this arithmetic out of every other file).
 */

/** `YYYY-MM-DD` (the practice contract's isoDaySchema checks that one is a real day). */
type IsoDay = string;

const dayMs = 86_400_000;

/** The day's UTC midnight: the instant every day of this module is counted on. */
const utcMidnight = (day: IsoDay) => new Date(`${day}T00:00:00Z`);
const dayOfUtc = (date: Date): IsoDay => date.toISOString().slice(0, 10);

/** Whether `day` (already `NNNN-NN-NN`) names a real calendar day: no 2026-02-30. */
export function isCalendarDay(day: string): boolean {
  const date = utcMidnight(day);
  return !Number.isNaN(date.getTime()) && dayOfUtc(date) === day;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of `instant` in `zone`. */
function wallClock(instant: Date, zone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The user's calendar day at `instant`: it starts at local midnight in `zone`, not in UTC. */
export function localDayOf(instant: Date, zone: string): IsoDay {
  const { year, month, day } = wallClock(instant, zone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The day `count` days after `day` (before it when `count` is negative). */
export function addDays(day: IsoDay, count: number): IsoDay {
  return dayOfUtc(new Date(utcMidnight(day).getTime() + count * dayMs));
}

/**
 * How many days `to` is after `from`: 0 for the same day, 1 for the next, negative when `to` is
 * earlier. A count, never a list: the days themselves are `eachDay`.
 */
export function dayDifference(from: IsoDay, to: IsoDay): number {
  return Math.round((utcMidnight(to).getTime() - utcMidnight(from).getTime()) / dayMs);
}

/** Days since 1970-01-01: a number that grows by one a day (what rotates a daily choice). */
export const daysSinceEpoch = (day: IsoDay) => dayDifference('1970-01-01', day);

/** Every day from `from` to `to`, both included (none when `to` is earlier). */
export function eachDay(from: IsoDay, to: IsoDay): IsoDay[] {
  const days: IsoDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** 0 for Monday … 6 for Sunday: weeks run Monday to Sunday. */
export function weekdayOf(day: IsoDay): number {
  return (utcMidnight(day).getUTCDay() + 6) % 7;
}

/** The Monday that starts `day`'s week (a Sunday belongs to the week before it). */
export function weekStartOf(day: IsoDay): IsoDay {
  return addDays(day, -weekdayOf(day));
}

/** The first day of the month `monthsEarlier` months before `day`'s month (0: its own month). */
export function monthStartOf(day: IsoDay, monthsEarlier = 0): IsoDay {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return dayOfUtc(new Date(Date.UTC(year, month - 1 - monthsEarlier, 1)));
}

/**
 * `day` as a Date for Intl formatting with `timeZone: 'UTC'`, so the date shown never shifts with
 * the device's zone.
 */
export const dateForFormatting = (day: IsoDay): Date => utcMidnight(day);

/** Minutes since local midnight of a `HH:MM` time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The wall clock in `zone` at `instant`, read as if it were UTC: the offset is this minus `instant`. */
function wallAsUtc(instant: number, zone: string): number {
  const wall = wallClock(new Date(instant), zone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/**
 * The instant at which the wall clock in `zone` reads `minutes` after midnight on `day`. Like
 * Temporal's "compatible" choice: a time repeated when clocks fall back is its first occurrence;
 * a time skipped when they spring forward (02:30) is read with the offset before the gap (03:30).
 */
export function instantOf(day: IsoDay, minutes: number, zone: string): Date {
  const wanted = utcMidnight(day).getTime() + minutes * 60_000;
  // Offsets change at most once in a day around any real transition.
  const offsetBefore = wallAsUtc(wanted - dayMs, zone) - (wanted - dayMs);
  const offsetAfter = wallAsUtc(wanted + dayMs, zone) - (wanted + dayMs);
  const fits = [wanted - offsetBefore, wanted - offsetAfter].filter(
    (candidate) => wallAsUtc(candidate, zone) === wanted,
  );
  return new Date(fits.length > 0 ? Math.min(...fits) : wanted - offsetBefore);
}
