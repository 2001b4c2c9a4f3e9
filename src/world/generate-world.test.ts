import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '#shared/questionnaire';
import { type WorldSpec, worldSpecSchema } from '#shared/worldSpec';
import { generateWorldSpec } from './generate-world';
import { hexToHsl, luminance } from './spec/color-math';
import { layoutProblems } from './testing/layout-problems';
import { referenceAnswers } from './testing/reference-answers';

const full = (answers: Answers) => generateWorldSpec(answers, { level: 'full' });
const beach = full(referenceAnswers.beachVilla);
const mountain = full(referenceAnswers.mountainCabin);
const city = full(referenceAnswers.cityPenthouse);
const view = (spec: WorldSpec, category: string) =>
  spec.categories.find((item) => item.category === category);

describe('determinism', () => {
  it('gives deep-equal worlds for the same answers, also from a fresh module', async () => {
    expect(full(referenceAnswers.beachVilla)).toEqual(beach);
    vi.resetModules();
    const fresh = await import('./generate-world');
    expect(fresh.generateWorldSpec(referenceAnswers.mountainCabin, { level: 'full' })).toEqual(mountain);
    expect(fresh.generateWorldSpec({}, { level: 'basic' })).toEqual(
      generateWorldSpec({}, { level: 'basic' }),
    );
  });

  it('ignores spacing but not words', () => {
    const spaced = { ...referenceAnswers.cityPenthouse, colors: '  Black,   silver and deep purple.\n' };
    expect(full(spaced).seed).toBe(
      full({ ...referenceAnswers.cityPenthouse, colors: 'Black, silver and deep purple.' }).seed,
    );
    expect(full({ ...referenceAnswers.cityPenthouse, colors: 'Black and gold.' }).seed).not.toBe(city.seed);
  });

  it('keeps the same landscape when the plan level changes', () => {
    const basic = generateWorldSpec(referenceAnswers.beachVilla, { level: 'basic' });
    expect(basic.seed).toBe(beach.seed);
    expect(basic.terrain).toEqual(beach.terrain);
    expect(basic.home).toEqual(beach.home);
    expect(basic.palette).toEqual(beach.palette);
  });
});

describe('sensitivity', () => {
  it('tells the beach, the mountains and the city apart', () => {
    for (const spec of [beach, mountain, city]) {
      expect(() => worldSpecSchema.parse(spec)).not.toThrow();
      expect(spec.source).toBe('lexicon');
      expect(layoutProblems(spec)).toEqual([]);
    }
    expect(['beach', 'island']).toContain(beach.terrain.biome);
    expect(beach.terrain.water).toBe('sea');
    expect(beach.home).toMatchObject({
      style: 'villa',
      walls: 'white-stucco',
      roof: 'terracotta',
      pool: true,
    });
    // "Snowy peaks", "snow falling outside", "in winter": the cabin's world is the snowy mountains.
    expect(mountain.terrain).toMatchObject({ setting: 'snowy-mountains', biome: 'snow', water: 'lake' });
    expect(mountain.home).toMatchObject({ style: 'cabin', walls: 'wood' });
    expect(city.terrain.biome).toBe('city');
    expect(city.home.style).toBe('penthouse');
    expect(city.home.floors).toBeGreaterThanOrEqual(8);
    expect(new Set([beach.seed, mountain.seed, city.seed]).size).toBe(3);
  });

  it('reads the first moment for the time of day and the arrival caption', () => {
    expect(beach.sky.timeOfDay).toBe('dawn');
    expect(mountain.sky.timeOfDay).toBe('dawn');
    expect(city.sky).toMatchObject({ timeOfDay: 'night', stars: false });
    // The arrival looks at the villa from the water: its caption names what it shows, in the
    // first moment's light, not the first moment's view from the terrace, and the sea the view
    // judge found in its pictures on a phone and a desktop (decision 0116).
    expect(beach.arrival.caption).toBe(
      'Dawn breaks softly over your whitewashed villa, on a sunny beach, by the sea. Welcome home, Sofia.',
    );
    // Words that do not stand the viewer in the home stay the person's own.
    expect(mountain.arrival.caption).toBe('Snowy peaks glowing at dawn behind the lake.');
    const at = (first_moment: string) => full({ first_moment }).sky;
    expect(at('The sunset over the vineyard').timeOfDay).toBe('sunset');
    expect(at('Dawn mist on the lake').timeOfDay).toBe('dawn');
    expect(at('A sky full of stars above the desert')).toMatchObject({ timeOfDay: 'night', stars: true });
  });

  it('takes the palette from the colours answer: "red and gold" gives a red and a gold', () => {
    const spec = full({ colors: 'Red and gold' });
    expect(spec.palette.source).toBe('answer');
    expect(spec.palette.names).toEqual(['red', 'gold']);
    const hues = [spec.palette.primary, spec.palette.secondary, spec.palette.accent].map(hexToHsl);
    expect(hues.some(({ h, s }) => (h < 15 || h > 345) && s > 0.4)).toBe(true);
    expect(hues.some(({ h, s }) => h > 35 && h < 55 && s > 0.4)).toBe(true);
    expect(mountain.palette.names).toEqual(['forest green', 'warm brown', 'snow white']);
    expect(full({ colors: 'Türkis und Gold' }).palette.names).toEqual(['türkis', 'gold']);
  });

  it('reads a compound colour name as one colour, and says so in the description', () => {
    const spec = full({ colors: 'Coral pink, sky blue and olive green' });
    expect(spec.palette.names).toEqual(['coral pink', 'sky blue', 'olive green']);
    expect(spec.description).toContain('The colours are coral pink, sky blue and olive green.');
    // One the word list does not know whole: a colour word before a hue.
    expect(full({ colors: 'Peach orange and sand' }).palette.names).toEqual(['peach orange', 'sand']);
    expect(full({ colors: 'Snow white' }).description).toContain('The colour is snow white.');
  });

  it('uses a harmony that suits the biome when no colour is named', () => {
    const spec = full({ dream_location: 'A cabin in the snowy mountains', colors: 'I have no idea' });
    expect(spec.palette).toMatchObject({ source: 'harmony', names: [] });
  });

  it('paints a black Tesla black, and labels props with the user’s words', () => {
    const car = city.props.find((prop) => prop.kind === 'car');
    expect(car?.label).toBe('black Tesla');
    expect(luminance(car?.color ?? '#ffffff')).toBeLessThan(0.05);
    expect(beach.props.find((prop) => prop.kind === 'sailboat')?.label).toBe('small sailing boat');
    expect(mountain.props.find((prop) => prop.kind === 'pickup')?.label).toBe('4x4 truck');
    expect(city.props.map((prop) => prop.kind)).toEqual(
      expect.arrayContaining(['piano', 'gym', 'art', 'plane']),
    );
    expect(mountain.props.map((prop) => prop.kind)).toEqual(
      expect.arrayContaining(['telescope', 'guitar', 'books', 'desk', 'fireplace', 'hot-tub', 'dog']),
    );
  });

  it('reads other languages and accents', () => {
    expect(full({ dream_location: 'Une maison sur la plage, face à la mer' }).terrain.biome).toBe('beach');
    expect(full({ dream_location: 'Una cabaña en la MONTAÑA' }).home.style).toBe('cabin');
    expect(full({ dream_location: 'Ein Penthouse in der Stadt' }).terrain.biome).toBe('city');
  });

  it('sets the mood and music from the feelings and the music answers', () => {
    expect(mountain.ambient).toMatchObject({ mood: 'cozy', music: 'acoustic' });
    expect(city.ambient.mood).toBe('energetic');
    expect(
      full({ music: 'Classical piano by Chopin', dream_feel: 'Romantic and tender' }).ambient,
    ).toMatchObject({
      mood: 'romantic',
    });
  });
});

describe('titles and texts', () => {
  it.each([
    ['Sofia', "Sofia's Dream World"],
    ['I am Maya: calm, confident, and finally doing what I love', "Maya's Dream World"],
    ['My name is Liam', "Liam's Dream World"],
    ['', 'Your Dream World'],
    ['🌈✨', 'Your Dream World'],
  ])('name %j → %j', (name, title) => {
    expect(full({ name }).title).toBe(title);
  });

  it('writes the five categories from the answers in second person', () => {
    // The home is described as drawn (its label), not as typed: the text claims what the scene shows.
    expect(view(beach, 'home')?.description).toMatch(/^Your grand whitewashed villa with a terracotta roof/);
    expect(view(city, 'car')?.title).toBe('Your Black Tesla');
    expect(view(mountain, 'career')?.description).toMatch(/^You write novels/);
    expect(view(beach, 'travel')?.title).toBe('Journeys to Japan, Portugal and Beyond');
    expect(view(mountain, 'health')?.description).toMatch(/^You feel fit, rested and full of energy\./);
    for (const spec of [beach, mountain, city]) {
      expect(spec.description.length).toBeLessThanOrEqual(800);
      expect(spec.description).not.toMatch(/\b(I|my|me)\b/);
    }
  });

  it('does not list a generic car beside a vehicle the user named', () => {
    const desert = full(referenceAnswers.adobeDesert).description;
    expect(desert).toContain('an old red pickup truck');
    expect(desert).not.toMatch(/\ba car\b/);
    // A car the user named is a thing of its own, beside a truck.
    const both = full({
      objects: 'A black Tesla and an old pickup truck',
      assets: 'A black Tesla',
    }).description;
    expect(both).toMatch(/a black Tesla/i);
    expect(both).toMatch(/pickup truck/);
  });

  it('has a tasteful default for every text when the answers say nothing', () => {
    const spec = full({});
    expect(spec.title).toBe('Your Dream World');
    // Only the defaults that give each unlocked view something to frame.
    expect(spec.props.map((prop) => prop.category)).toEqual(['car', 'career', 'travel', 'health']);
    for (const item of spec.categories) {
      expect(item.title.length).toBeGreaterThan(3);
      expect(item.description.length).toBeGreaterThan(20);
    }
  });
});

describe('viewpoints', () => {
  it('frames each category’s props', () => {
    const car = city.props.find((prop) => prop.kind === 'car');
    expect(view(city, 'car')?.viewpoint.target.slice(0, 3)).toEqual([
      car?.position[0],
      0.8,
      car?.position[2],
    ]);
    const boat = beach.props.find((prop) => prop.kind === 'boat');
    const travel = view(beach, 'travel')?.viewpoint;
    // The camera looks past the travel props towards the horizon.
    expect(Math.hypot(travel?.target[0] ?? 0, travel?.target[2] ?? 0)).toBeGreaterThan(
      Math.hypot(boat?.position[0] ?? 0, boat?.position[2] ?? 0),
    );
  });

  it('looks out from the penthouse roof at the city lights on arrival', () => {
    expect(city.arrival.viewpoint.position[1]).toBeGreaterThan(city.home.floors * 3);
    expect(city.arrival.caption).toBe('The city lights at night through the glass walls.');
  });
});

describe('plan level', () => {
  it('gives a basic world terrain, sky and home only, with just the home category unlocked', () => {
    const basic = generateWorldSpec(referenceAnswers.mountainCabin, { level: 'basic' });
    expect(basic.level).toBe('basic');
    expect(basic.props).toEqual([]);
    expect(basic.categories.map((item) => item.unlocked)).toEqual([true, false, false, false, false]);
    expect(basic.categories.map((item) => item.title)).toEqual(mountain.categories.map((item) => item.title));
    expect(layoutProblems(basic)).toEqual([]);
    expect(mountain.categories.every((item) => item.unlocked)).toBe(true);
    expect(mountain.props.length).toBeGreaterThan(5);
  });
});

describe('names in other languages', () => {
  it.each([
    ['Je suis Amélie, heureuse', "Amélie's Dream World"],
    ['Me llamo Lucía', "Lucía's Dream World"],
    ['Ich heiße Jonas', "Jonas's Dream World"],
  ])('%j → %j', (name, title) => {
    expect(full({ name }).title).toBe(title);
  });
});
