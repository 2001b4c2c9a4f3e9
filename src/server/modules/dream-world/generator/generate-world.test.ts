import { describe, expect, it } from 'vitest';
import { worldSpecSchema } from '../../../../shared/worldSpec';
import { referenceAnswers } from '../../../test/reference-answers';
import { generateWorldSpec } from './generate-world';

describe('generateWorldSpec on the reference answers', () => {
  it('gives a beach or island villa, a mountain cabin and a city penthouse', () => {
    const beach = generateWorldSpec(referenceAnswers.beachVilla, { level: 'full' });
    const mountain = generateWorldSpec(referenceAnswers.mountainCabin, { level: 'full' });
    const city = generateWorldSpec(referenceAnswers.cityPenthouse, { level: 'full' });
    for (const spec of [beach, mountain, city]) expect(() => worldSpecSchema.parse(spec)).not.toThrow();
    expect(['beach', 'island']).toContain(beach.terrain.biome);
    expect(beach.home.style).toBe('villa');
    expect(mountain.terrain.biome).toBe('mountains');
    expect(mountain.home.style).toBe('cabin');
    expect(city.terrain.biome).toBe('city');
    expect(city.home.style).toBe('penthouse');
  });
});
