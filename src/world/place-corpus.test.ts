import { describe, expect, it } from 'vitest';
import { generateWorldSpec } from './generate-world';
import { terrainShape } from './geometry/terrain-shape';
import { layoutVegetation } from './geometry/vegetation-layout';
import { findPlace } from './language/place-names';
import { placeCorpus, placeProblems } from './testing/place-corpus';

/**
 * The place corpus (issue 28, decision 0110): 324 lives on every continent, in six languages and
 * three writing styles. A world must get its place's climate, hemisphere, sea and aurora right and
 * draw no plant that cannot grow there. The few misses are places the gazetteer lacks under the
 * name written (Galway, "Seville" for Sevilla), which fall back to the words.
 */
describe('place corpus', () => {
  const lives = placeCorpus();
  const results = lives.map((life) => {
    const spec = generateWorldSpec(life.answers, { level: 'full' });
    const plants = new Set<string>(layoutVegetation(spec, terrainShape(spec)).map((plant) => plant.kind));
    return { life, problems: placeProblems(life, spec.terrain, plants) };
  });

  it('holds at least 300 lives in both hemispheres', () => {
    expect(lives.length).toBeGreaterThanOrEqual(300);
    expect(new Set(lives.map((life) => life.place.hemisphere))).toEqual(new Set(['north', 'south']));
  });

  it('gets 95% of the lives entirely right about their place', () => {
    const wrong = results.filter((result) => result.problems.length > 0);
    const share = 1 - wrong.length / lives.length;
    expect(
      share,
      wrong.map((result) => `${result.life.id}: ${result.problems.join(', ')}`).join('\n'),
    ).toBeGreaterThanOrEqual(0.95);
  });

  it('never draws a plant from the wrong biome', () => {
    const planted = results.flatMap((result) =>
      result.problems
        .filter((problem) => problem.startsWith('plant'))
        .map((problem) => `${result.life.id}: ${problem}`),
    );
    expect(planted).toEqual([]);
  });
});

describe('findPlace', () => {
  it.each([
    ['an adobe in Santa Fe, New Mexico', 'Santa Fe', 'US'],
    ['A glass house on a fjord near Tromsø', 'Tromsø', 'NO'],
    ['Ein Haus in Norwegen', 'Norway', 'NO'],
    ['a lighthouse on the North Atlantic coast of Nova Scotia', 'Nova Scotia', 'CA'],
    ['i live in lisbon in a little flat', 'Lisbon', 'PT'],
    ['Kyoto.', 'Kyoto', 'JP'],
  ])('reads %s as %s', (text, name, country) => {
    expect(findPlace(text)).toMatchObject({ name, country });
  });

  it.each([
    'a nice house by the sea',
    'a long bath after work',
    'Uma casa branca na praia',
    'with Victoria and the kids',
  ])('finds no place in %s', (text) => {
    expect(findPlace(text)).toBeNull();
  });
});
