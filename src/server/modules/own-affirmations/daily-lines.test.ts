import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownAffirmationLimits } from '#shared/ownAffirmations';
import { dailyLines, dayLineCount, favouriteOfTheDay, type KeptLine } from './daily-lines';

const words = fc.constantFrom(
  'I rest.',
  'I grow.',
  'I am calm.',
  'I build.',
  'I love.',
  'i REST.',
  'I give.',
);
const keptLine = fc.record({
  id: fc.uuid(),
  text: words,
  origin: fc.constantFrom('own' as const, 'generated' as const),
  favourite: fc.boolean(),
  hidden: fc.boolean(),
});
// Favourite and hidden exclude each other on the server (the service clears one with the other).
const keptLines = fc
  .array(keptLine, { maxLength: 12 })
  .map((lines) => lines.map((line): KeptLine => (line.favourite ? { ...line, hidden: false } : line)));
const key = (text: string) => text.trim().toLowerCase();

describe('dailyLines', () => {
  it('leads with the favourites in order, never shows a hidden or repeated line, and fills to three', () => {
    fc.assert(
      fc.property(fc.array(words, { maxLength: 8 }), keptLines, fc.nat(40_000), (generated, kept, day) => {
        const lines = dailyLines(generated, kept, day);
        const favourites = kept
          .filter((line) => line.favourite)
          .slice(0, ownAffirmationLimits.todayFavourites);
        expect(lines.slice(0, favourites.length).map((line) => line.id)).toEqual(
          favourites.map((line) => line.id),
        );
        expect(lines.slice(favourites.length).every((line) => !line.favourite)).toBe(true);
        const hidden = new Set(kept.filter((line) => line.hidden).map((line) => key(line.text)));
        const shownKept = new Set(kept.filter((line) => !line.hidden).map((line) => key(line.text)));
        for (const line of lines) {
          // A hidden text may only appear as a visible kept line of the same words.
          if (hidden.has(key(line.text)))
            expect(line.id === null ? false : shownKept.has(key(line.text))).toBe(true);
          if (line.id === null) expect(generated).toContain(line.text);
        }
        const ids = lines.map((line) => line.id).filter((id) => id !== null);
        expect(new Set(ids).size).toBe(ids.length);
        const pool =
          new Set(generated.filter((text) => !kept.some((line) => key(line.text) === key(text)))).size +
          kept.filter((line) => !line.favourite && !line.hidden).length;
        expect(lines).toHaveLength(
          Math.max(favourites.length, Math.min(dayLineCount, favourites.length + pool)),
        );
      }),
    );
  });

  it('rotates the generated lines by day when nothing is kept', () => {
    const generated = ['A.', 'B.', 'C.', 'D.', 'E.', 'F.', 'G.', 'H.'];
    const seen = new Set<string>();
    for (let day = 0; day < 8; day += 1)
      for (const line of dailyLines(generated, [], day)) seen.add(line.text);
    expect([...seen].sort()).toEqual(generated);
    expect(dailyLines(generated, [], 5)).toEqual(dailyLines(generated, [], 5));
  });
});

describe('favouriteOfTheDay', () => {
  it('lets the favourites take turns and skips hidden lines', () => {
    const kept: KeptLine[] = [
      { id: 'a', text: 'One.', origin: 'own', favourite: true, hidden: false },
      { id: 'b', text: 'Two.', origin: 'own', favourite: false, hidden: true },
      { id: 'c', text: 'Three.', origin: 'generated', favourite: true, hidden: false },
    ];
    expect([0, 1, 2].map((day) => favouriteOfTheDay(kept, day))).toEqual(['One.', 'Three.', 'One.']);
    expect(favouriteOfTheDay([], 3)).toBeNull();
  });
});
