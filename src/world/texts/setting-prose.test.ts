import { describe, expect, it } from 'vitest';
import { settings } from '#shared/worldSpec';
import { generateWorldSpec } from '../generate-world';
import { referenceAnswers } from '../testing/reference-answers';
import { settingPlaces } from './biome-places';

/**
 * The world texts name the setting the scene draws (decision 0086): a rainforest treehouse is not
 * "deep in a quiet forest", a farmhouse among vines is not in "rolling countryside".
 */
describe('world texts name the setting as written', () => {
  it.each([
    ['rainforestTreehouse', 'rainforest', /rainforest|jungle/i, /quiet forest/i],
    ['tuscanFarmhouse', 'vineyard-hills', /vineyard|vines/i, /rolling countryside/i],
    ['amsterdamHouseboat', 'canal-city', /canal/i, /above the city/i],
  ] as const)('%s: the %s is named in the description and the home view', (life, setting, named, generic) => {
    const spec = generateWorldSpec(referenceAnswers[life], { level: 'full' });
    expect(spec.terrain.setting).toBe(setting);
    expect(spec.description).toMatch(named);
    expect(spec.description).not.toMatch(generic);
    const home = spec.categories.find((view) => view.category === 'home');
    expect(home?.description).toMatch(named);
  });

  it('names the setting in the arrival caption when no first moment was given', () => {
    const { first_moment: _, ...answers } = referenceAnswers.rainforestTreehouse;
    const spec = generateWorldSpec(answers, { level: 'full' });
    // …and what the view judge found in the pictures after it (decision 0116).
    expect(spec.arrival.caption).toMatch(/deep in the rainforest(?:, [^.]+)?\. Welcome home, Mateo\.$/);
  });

  it.each([
    ['amsterdamHouseboat', /the canal-side streets/],
    ['tuscanFarmhouse', /the vineyard roads/],
    ['rainforestTreehouse', /the rainforest roads/],
  ] as const)('%s: the car view names the roads of its setting, not of the broad landscape', (life, road) => {
    const spec = generateWorldSpec(referenceAnswers[life], { level: 'full' });
    const car = spec.categories.find((view) => view.category === 'car');
    expect(car?.description).toMatch(road);
    expect(car?.description).not.toMatch(/the city\b(?! streets)|the country lanes|the forest roads/);
  });

  it.each([
    ['amsterdamHouseboat', /^On the quay: your cargo bike/],
    ['rainforestTreehouse', /^A forest track winds up to your door/],
    ['cityPenthouse', /^At the kerb: your /],
    ['mountainCabin', /^In the drive: your /],
  ] as const)('%s: the car view says where the scene puts the vehicle (decision 0096)', (life, spot) => {
    const spec = generateWorldSpec(referenceAnswers[life], { level: 'full' });
    const car = spec.categories.find((view) => view.category === 'car');
    expect(car?.description).toMatch(spot);
  });

  it('never puts a houseboat’s vehicle in a drive, wherever it is moored', () => {
    const spec = generateWorldSpec(
      {
        ...referenceAnswers.amsterdamHouseboat,
        dream_location: 'A houseboat on a quiet lake in the Lake District',
      },
      { level: 'full' },
    );
    const car = spec.categories.find((view) => view.category === 'car');
    expect(spec.home.style).toBe('houseboat');
    expect(car?.description).not.toMatch(/\bdrive\b/);
  });

  it('has its own words for every setting, each naming a different place', () => {
    const proses = settings.map((setting) => settingPlaces[setting].prose);
    expect(new Set(proses).size).toBe(settings.length);
  });
});
