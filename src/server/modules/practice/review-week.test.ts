import { describe, expect, it } from 'vitest';
import { firstReviewDay, practiceStartOf, reviewAskedFor, reviewsOpen, reviewWeekOn } from './review-week';

// 2026-11-23 is a Monday.
describe('when a weekly review is asked for', () => {
  it('never before practice has begun', () => {
    expect(reviewAskedFor(undefined, '2026-11-23', '2026-11-27')).toBe(false);
  });

  it('not in the first week of practice, even on the Friday the review opens', () => {
    // Began on Friday the 27th: that day and the Monday after are still the first week.
    expect(reviewAskedFor('2026-11-27', '2026-11-23', '2026-11-27')).toBe(false);
    expect(reviewAskedFor('2026-11-27', '2026-11-23', '2026-11-30')).toBe(false);
  });

  it('once a full week has been practised, for a week that was practised in', () => {
    expect(reviewAskedFor('2026-11-27', '2026-11-30', '2026-12-04')).toBe(true);
    expect(reviewAskedFor('2026-11-23', '2026-11-23', '2026-11-30')).toBe(true);
  });

  it('not for a week that ended before practice began', () => {
    expect(reviewAskedFor('2026-11-27', '2026-11-16', '2026-12-07')).toBe(false);
  });

  it('takes the earliest check-in as the start, in any order', () => {
    expect(practiceStartOf(['2026-11-29', '2026-11-27', '2026-11-28'])).toBe('2026-11-27');
    expect(practiceStartOf([])).toBeUndefined();
  });
});

describe('the review section of /today', () => {
  it('asks for this week’s review from Friday to Sunday and last week’s on Monday', () => {
    expect(reviewWeekOn('2026-11-27')).toBe('2026-11-23');
    expect(reviewWeekOn('2026-11-29')).toBe('2026-11-23');
    expect(reviewWeekOn('2026-11-30')).toBe('2026-11-23');
    expect(reviewWeekOn('2026-11-25')).toBeNull();
  });

  it('opens after a first full week, and says from which day the first review is asked', () => {
    expect(reviewsOpen(undefined, '2026-11-27')).toBe(false);
    expect(reviewsOpen('2026-11-27', '2026-11-27')).toBe(false);
    expect(reviewsOpen('2026-11-27', '2026-12-03')).toBe(false);
    expect(reviewsOpen('2026-11-27', '2026-12-04')).toBe(true);
    expect(firstReviewDay(undefined, '2026-11-27')).toBeNull();
    // Began on a Friday: the Friday a week later reviews the week it falls in.
    expect(firstReviewDay('2026-11-27', '2026-11-27')).toBe('2026-12-04');
    // Began on a Monday: the next Monday reviews the week just practised.
    expect(firstReviewDay('2026-11-23', '2026-11-23')).toBe('2026-11-30');
  });

  it('names a day on which the review is really asked for, for every start and every day of the first week', () => {
    for (let start = 0; start < 14; start += 1) {
      const practiceStart = `2026-11-${String(16 + start).padStart(2, '0')}`;
      for (let later = 0; later < 7; later += 1) {
        const today = `2026-${later + 16 + start > 30 ? '12' : '11'}-${String(((16 + start + later - 1) % 30) + 1).padStart(2, '0')}`;
        const day = firstReviewDay(practiceStart, today);
        if (!day) throw new Error(`no first review for ${practiceStart} on ${today}`);
        const week = reviewWeekOn(day);
        expect(week && reviewAskedFor(practiceStart, week, day)).toBe(true);
        expect(day >= today).toBe(true);
      }
    }
  });
});
