import type { IsoDay } from '#shared/practice';

/**
 * Calendar days in a user's own time zone (docs/product.md §10): a day starts at local midnight,
 * whatever the server's zone or the date of the instant in UTC. Days are `YYYY-MM-DD` strings and
 * their arithmetic runs on UTC dates, which have no daylight-saving gaps.
 */

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

/** The user's calendar day at `instant`. */
export function localDayOf(instant: Date, zone: string): IsoDay {
  const { year, month, day } = wallClock(instant, zone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const utcDate = (day: IsoDay) => new Date(`${day}T00:00:00Z`);
const dayMs = 86_400_000;

export function addDays(day: IsoDay, count: number): IsoDay {
  return new Date(utcDate(day).getTime() + count * dayMs).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return Math.round((utcDate(to).getTime() - utcDate(from).getTime()) / dayMs);
}

/** 0 for Monday … 6 for Sunday: weeks run Monday to Sunday (docs/product.md §10). */
export function weekdayOf(day: IsoDay): number {
  return (utcDate(day).getUTCDay() + 6) % 7;
}

export function weekStartOf(day: IsoDay): IsoDay {
  return addDays(day, -weekdayOf(day));
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: IsoDay, to: IsoDay): IsoDay[] {
  const days: IsoDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

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
  const wanted = utcDate(day).getTime() + minutes * 60_000;
  // Offsets change at most once in a day around any real transition.
  const offsetBefore = wallAsUtc(wanted - dayMs, zone) - (wanted - dayMs);
  const offsetAfter = wallAsUtc(wanted + dayMs, zone) - (wanted + dayMs);
  const fits = [wanted - offsetBefore, wanted - offsetAfter].filter(
    (candidate) => wallAsUtc(candidate, zone) === wanted,
  );
  return new Date(fits.length > 0 ? Math.min(...fits) : wanted - offsetBefore);
}
