import { addDays, weekdayOf, weekStartOf } from '#shared/localDays';
import { type DayState, type IsoDay, practiceLimits, type Streak } from '#shared/practice';

/**
 * The streak rules of docs/product.md §10, as a pure function of the user's check-in days, the
 * freezes they spent and their today (all days in their own time zone):
 *
 * - a day with a check-in counts, whatever its outcome ("not today" is practice too);
 * - the first missed day of each Monday–Sunday week is a grace day, given without asking;
 * - a further missed day breaks the streak, unless a freeze was spent on it;
 * - today without a check-in is pending: it breaks nothing (yet);
 * - one freeze is earned for every 7 check-ins, and at most `freezesMax` are held at once;
 * - `current` counts the check-ins of the unbroken run that reaches today (or yesterday).
 *
 * Practice starts on the day of the first check-in: the days before it are "before-start".
 */
export interface StreakInput {
  today: IsoDay;
  checkIns: readonly IsoDay[];
  freezes: readonly { day: IsoDay; spentOn: IsoDay }[];
}

export interface StreakHistory {
  streak: Streak;
  /** The state of `day`: "before-start" before the first check-in, undefined after today. */
  stateOf(day: IsoDay): DayState | undefined;
}

export function streakHistory({ today, checkIns, freezes }: StreakInput): StreakHistory {
  const checked = new Set(checkIns.filter((day) => day <= today));
  const frozen = new Set(freezes.map((freeze) => freeze.day));
  const spentOn = new Map<IsoDay, number>();
  for (const freeze of freezes) spentOn.set(freeze.spentOn, (spentOn.get(freeze.spentOn) ?? 0) + 1);

  const start = [...checked].sort()[0];
  const states = new Map<IsoDay, DayState>();
  let graceUsed = false;
  let run = 0;
  let longest = 0;
  let total = 0;
  let held = 0;

  for (let day = start ?? today; day <= today; day = addDays(day, 1)) {
    if (weekdayOf(day) === 0) graceUsed = false;
    let state: DayState;
    if (checked.has(day)) state = 'checked-in';
    else if (day === today) state = 'pending';
    else if (frozen.has(day)) state = 'frozen';
    else if (!graceUsed) {
      state = 'grace';
      graceUsed = true;
    } else state = 'missed';
    // Before the first check-in there is nothing to keep (and no streak to break).
    if (start === undefined && state !== 'pending') state = 'before-start';
    states.set(day, state);

    if (state === 'checked-in') {
      run += 1;
      total += 1;
      longest = Math.max(longest, run);
      if (total % 7 === 0) held = Math.min(held + 1, practiceLimits.freezesMax);
    } else if (state === 'missed') run = 0;
    // A freeze is spent after the check-ins of its day earned what they earn.
    held = Math.max(0, held - (spentOn.get(day) ?? 0));
  }

  const weekStart = weekStartOf(today);
  let graceUsedThisWeek = false;
  for (let day = weekStart; day < today; day = addDays(day, 1)) {
    if (states.get(day) === 'grace') graceUsedThisWeek = true;
  }

  return {
    streak: { current: run, longest, freezesAvailable: held, graceUsedThisWeek },
    stateOf(day) {
      if (day > today) return undefined;
      return states.get(day) ?? 'before-start';
    },
  };
}
