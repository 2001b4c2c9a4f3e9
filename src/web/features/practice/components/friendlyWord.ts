import type { CheckIn, Streak } from '#shared/practice';

/**
 * The word that goes with the streak: warm, never a scolding. A missed day is what grace days are
 * for (docs/decisions/0075-daily-practice-web.md), so a restart is greeted like a start.
 */
export function friendlyWord(streak: Streak, checkIn: CheckIn | null): string {
  const { current, longest } = streak;
  if (current === 0)
    return checkIn ? 'Day one. Every streak starts exactly here.' : 'Today is a good day to start.';
  if (current >= 30) return `${current} days. This is who you are now.`;
  if (current >= 7 && current >= longest) return `${current} days — your longest run yet. Keep going.`;
  if (current >= 7) return `${current} days in a row. A habit is taking root.`;
  if (!checkIn) return `${current} ${current === 1 ? 'day' : 'days'} so far. One minute keeps it going.`;
  return `${current} ${current === 1 ? 'day' : 'days'} in a row. Nicely done.`;
}
