import { describe, expect, it } from 'vitest';
import { practiceStartOf, reviewAskedFor } from './review-week';

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
