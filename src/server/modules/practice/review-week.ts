import { addDays, dayDifference, weekdayOf, weekStartOf } from '#shared/localDays';
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

/**
 * The week whose review is asked for on `day` (docs/product.md §10): this week's from Friday to
 * Sunday, last week's on Monday; null on other days.
 */
export function reviewWeekOn(day: IsoDay): IsoDay | null {
  const weekday = weekdayOf(day);
  if (weekday === 0) return addDays(day, -7);
  return weekday >= 4 ? weekStartOf(day) : null;
}

/** Whether /today shows the weekly review at all: once a first full week of practice is behind. */
export function reviewsOpen(practiceStart: IsoDay | undefined, today: IsoDay): boolean {
  return practiceStart !== undefined && dayDifference(practiceStart, today) >= 7;
}

/**
 * The first day, from `today` on, a review will be asked for (the same rules as above), so the
 * page can say when instead of showing a form for a week before the user began; null before any
 * practice.
 */
export function firstReviewDay(practiceStart: IsoDay | undefined, today: IsoDay): IsoDay | null {
  if (practiceStart === undefined) return null;
  for (let offset = 0; offset <= 14; offset += 1) {
    const day = addDays(today, offset);
    const week = reviewWeekOn(day);
    if (week && reviewAskedFor(practiceStart, week, day)) return day;
  }
  return null;
}
