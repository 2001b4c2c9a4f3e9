import { describe, expect, it } from 'vitest';
import { friendlyWord } from './friendlyWord';

const streak = (current: number, longest = current) => ({
  current,
  longest,
  freezesAvailable: 0,
  graceUsedThisWeek: false,
});
const checkIn = {
  day: '2026-11-24',
  outcome: 'done' as const,
  mood: null,
  note: '',
  category: null,
  createdAt: '',
  updatedAt: '',
};

describe('friendlyWord', () => {
  it('greets a first day and a restart alike, never scolding', () => {
    expect(friendlyWord(streak(0, 12), null)).toBe('Today is a good day to start.');
    expect(friendlyWord(streak(0), checkIn)).toMatch(/^Day one/);
  });

  it('counts the days, in the singular for one', () => {
    expect(friendlyWord(streak(1), checkIn)).toBe('1 day in a row. Nicely done.');
    expect(friendlyWord(streak(3), null)).toBe('3 days so far. One minute keeps it going.');
  });

  it('celebrates a longest run and a month', () => {
    expect(friendlyWord(streak(9, 9), checkIn)).toMatch(/longest run yet/);
    expect(friendlyWord(streak(9, 20), checkIn)).toMatch(/habit/);
    expect(friendlyWord(streak(31, 31), checkIn)).toMatch(/who you are/);
  });
});
