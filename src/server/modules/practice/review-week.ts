import { addDays, dayDifference } from '#shared/localDays';
import type { IsoDay } from '#shared/practice';

/**
 * Whether the weekly review of the week starting `weekStart` may be asked for on `today`, for a
 * practice that began on `practiceStart` (its first check-in, docs/product.md §10; undefined: not
 * begun). The first review comes after a first full week of practice, and only for a week the
 * user practised in: on day one /today said "Your weekly review is due" for a week that was over
 * before they started.
 */
export function reviewAskedFor(practiceStart: IsoDay | undefined, weekStart: IsoDay, today: IsoDay): boolean {
  if (practiceStart === undefined) return false;
  return dayDifference(practiceStart, today) >= 7 && practiceStart <= addDays(weekStart, 6);
}

/** The first check-in day of these, if any. */
export function practiceStartOf(checkInDays: readonly IsoDay[]): IsoDay | undefined {
  return [...checkInDays].sort()[0];
}
