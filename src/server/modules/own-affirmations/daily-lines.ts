import { ownAffirmationLimits } from '#shared/ownAffirmations';

/** A line of the person's list as the day's choice needs it. */
export interface KeptLine {
  id: string;
  text: string;
  origin: 'own' | 'generated';
  favourite: boolean;
  hidden: boolean;
}

/** One of the day's lines: `id` is the person's kept line's, null for a generated line not kept. */
export interface DayLine {
  text: string;
  id: string | null;
  favourite: boolean;
}

/** How many lines /today shows when the person has fewer favourites than that. */
export const dayLineCount = 3;

const key = (text: string) => text.trim().toLowerCase();

/**
 * The day's affirmations (decision 0118): the favourites first, in the person's order (at most
 * `todayFavourites`), then lines from a pool rotating by day until there are `dayLineCount`. The
 * pool is the generated lines the person has not hidden or kept, and their own visible lines
 * after them, so a line written today takes its turn. No text is shown twice.
 */
export function dailyLines(
  generated: readonly string[],
  kept: readonly KeptLine[],
  dayNumber: number,
): DayLine[] {
  const favourites = kept
    .filter((line) => line.favourite && !line.hidden)
    .slice(0, ownAffirmationLimits.todayFavourites)
    .map(({ id, text }) => ({ id, text, favourite: true }));
  const keptTexts = new Set(kept.map((line) => key(line.text)));
  const pool: DayLine[] = [
    ...[...new Set(generated)]
      .filter((text) => !keptTexts.has(key(text)))
      .map((text) => ({ id: null, text, favourite: false })),
    ...kept
      .filter((line) => !line.favourite && !line.hidden)
      .map(({ id, text }) => ({ id, text, favourite: false })),
  ];
  const lines: DayLine[] = [...favourites];
  const wanted = Math.min(dayLineCount - favourites.length, pool.length);
  const start = pool.length === 0 ? 0 : (dayNumber * dayLineCount) % pool.length;
  for (let offset = 0; offset < wanted; offset += 1) {
    const line = pool[(start + offset) % pool.length];
    if (line) lines.push(line);
  }
  return lines;
}

/** The favourite a reminder carries on a day: the favourites take turns, one a day. */
export function favouriteOfTheDay(kept: readonly KeptLine[], dayNumber: number): string | null {
  const favourites = kept.filter((line) => line.favourite && !line.hidden);
  return favourites.length === 0 ? null : (favourites[dayNumber % favourites.length]?.text ?? null);
}
