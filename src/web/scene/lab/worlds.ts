import type { WorldSpec } from '#shared/worldSpec';
import { generateWorldSpec } from '#world/generator/generate-world';
import { referenceAnswers } from '#world/reference-answers';
import { beachVillaFixture } from '../fixtures/beachVilla';
import { cityPenthouseFixture } from '../fixtures/cityPenthouse';
import { mountainCabinFixture } from '../fixtures/mountainCabin';

/** The worlds the lab can show: the hand-written fixtures and the generator's reference worlds. */
export const labWorlds: Record<string, () => WorldSpec> = {
  beachVilla: () => beachVillaFixture,
  mountainCabin: () => mountainCabinFixture,
  cityPenthouse: () => cityPenthouseFixture,
  'generated:beachVilla': () => generateWorldSpec(referenceAnswers.beachVilla, { level: 'full' }),
  'generated:mountainCabin': () => generateWorldSpec(referenceAnswers.mountainCabin, { level: 'full' }),
  'generated:cityPenthouse': () => generateWorldSpec(referenceAnswers.cityPenthouse, { level: 'full' }),
};
