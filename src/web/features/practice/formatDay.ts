import { dateForFormatting } from '#shared/localDays';
import type { IsoDay } from '#shared/practice';

/** "Tuesday, 24 November" in the page's language; the day itself never shifts with the zone. */
export function formatDay(day: IsoDay, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    ...options,
  }).format(dateForFormatting(day));
}
