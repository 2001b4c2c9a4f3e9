import { describe, expect, it } from 'vitest';
import { worldSpecSchema } from '#shared/worldSpec';
import { generateWorldSpec } from './generate-world';
import { layoutProblems } from './testing/layout-problems';
import { lives } from './testing/lives';

const oneOf = <T>(value: T | readonly T[]) => (Array.isArray(value) ? value : [value]) as readonly T[];

describe('the corpus of lives', () => {
  it('holds at least 60 varied lives', () => {
    expect(lives.length).toBeGreaterThanOrEqual(60);
    expect(new Set(lives.map((life) => life.name)).size).toBe(lives.length);
  });

  it.each(lives.map((life) => [life.name, life] as const))('%s', (_name, life) => {
    const spec = generateWorldSpec(life.answers, { level: 'full' });
    expect(worldSpecSchema.safeParse(spec).success).toBe(true);
    if (life.setting) expect(oneOf(life.setting)).toContain(spec.terrain.setting);
    if (life.style) expect(oneOf(life.style)).toContain(spec.home.style);
    if (life.season) expect(spec.terrain.season).toBe(life.season);
    if (life.weather) expect(life.weather).toContain(spec.weather.kind);
    if (life.water) expect(spec.terrain.water).toBe(life.water);
    const kinds = spec.props.map((prop) => prop.kind);
    for (const kind of life.props ?? []) expect(kinds, `${kind} in ${kinds.join(', ')}`).toContain(kind);
    expect(layoutProblems(spec)).toEqual([]);
    // Everything stands where it belongs.
    for (const prop of spec.props) {
      if (['boat', 'sailboat', 'yacht', 'kayak'].includes(prop.kind)) expect(prop.site).toBe('water');
      if (['piano', 'desk', 'books', 'gym', 'kitchen', 'lab-bench'].includes(prop.kind))
        expect(prop.site).toBe('terrace');
      if (['car', 'convertible', 'pickup', 'jeep', 'motorbike', 'scooter'].includes(prop.kind))
        expect(prop.site).toBe('drive');
    }
    // A houseboat floats; a chalet in the snow has winter; a winter world never rains.
    if (spec.home.style === 'houseboat') expect(spec.terrain.water).not.toBe('none');
    // A boat the answers name sails on water the world has.
    if (kinds.some((kind) => ['sailboat', 'yacht', 'kayak', 'boat'].includes(kind)))
      expect(spec.terrain.water).not.toBe('none');
    if (spec.terrain.setting === 'snowy-mountains') expect(spec.terrain.season).toBe('winter');
    if (spec.terrain.season === 'winter') expect(spec.weather.kind).not.toBe('light-rain');
    if (spec.terrain.season !== 'winter') expect(spec.weather.kind).not.toBe('snowfall');
  });
});
