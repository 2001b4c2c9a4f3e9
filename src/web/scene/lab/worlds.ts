import type { WorldSpec } from '#shared/worldSpec';
import { generateWorldSpec } from '#world';
import { type ReferenceWorld, referenceAnswers } from '#world/testing';
import { beachVillaFixture } from '../fixtures/beachVilla';
import { cityPenthouseFixture } from '../fixtures/cityPenthouse';
import { mountainCabinFixture } from '../fixtures/mountainCabin';

/** The worlds the lab can show: the hand-written fixtures and every reference life, generated. */
export const labWorlds: Record<string, () => WorldSpec> = {
  beachVilla: () => beachVillaFixture,
  mountainCabin: () => mountainCabinFixture,
  cityPenthouse: () => cityPenthouseFixture,
  // Every reference life as the generator builds it: generated:adobeDesert, generated:alpineChalet…
  ...Object.fromEntries(
    (Object.keys(referenceAnswers) as ReferenceWorld[]).map((name) => [
      `generated:${name}`,
      () => generateWorldSpec(referenceAnswers[name], { level: 'full' }),
    ]),
  ),
};
