import { describe, expect, it } from 'vitest';
import type { Answers } from '#shared/questionnaire';
import { generateWorldSpec } from '../generate-world';

const full = (answers: Answers) => generateWorldSpec(answers, { level: 'full' });

describe('night phrases', () => {
  it.each([
    'The Milky Way spilling over the mesa through the glass wall',
    'A galaxy over the lake from my bed',
    'A star-filled sky above the dunes',
    'Constellations over the olive trees',
    'The moonlit sea from the terrace',
    'The northern lights dancing over the fjord',
    'An aurora over the cabin',
    'A starry night sky over the hills',
  ])('"%s" in the first moment is a night under the stars', (first_moment) => {
    const spec = full({ first_moment });
    expect(spec.sky.timeOfDay).toBe('night');
    expect(spec.sky.stars).toBe(true);
  });

  it('counts the recurring moment too, but a daytime first moment still wins', () => {
    expect(full({ recurring_moment: 'Watching the Milky Way, moonlight on the water' }).sky.timeOfDay).toBe(
      'night',
    );
    expect(
      full({ first_moment: 'Sunrise over the sea', recurring_moment: 'Stargazing at night' }).sky.timeOfDay,
    ).toBe('dawn');
  });
});

describe('a snowy chalet', () => {
  it('is a chalet in the snow', () => {
    const spec = full({ home_look: 'A snowy chalet.', dream_location: 'A snowy chalet.' });
    expect(spec.terrain.biome).toBe('snow');
    // A chalet is its own archetype now (docs/decisions/0041), no longer drawn as a cabin.
    expect(spec.home.style).toBe('chalet');
    expect(spec.terrain.season).toBe('winter');
  });
});
