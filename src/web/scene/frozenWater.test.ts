import { describe, expect, it } from 'vitest';
import { generateWorldSpec } from '#world';
import { referenceAnswers } from '#world/testing';
import { waterIsIce } from './frozenWater';

describe('waterIsIce', () => {
  const lake = { water: 'lake', season: 'summer', setting: 'lakeside', biome: 'lake' } as const;

  it('freezes a lake in winter or on snowy ground, never the sea or a river', () => {
    expect(waterIsIce(lake)).toBe(false);
    expect(waterIsIce({ ...lake, season: 'winter' })).toBe(true);
    expect(waterIsIce({ ...lake, setting: 'snowy-mountains', biome: 'snow' })).toBe(true);
    expect(waterIsIce({ ...lake, water: 'river', season: 'winter' })).toBe(false);
    expect(waterIsIce({ ...lake, water: 'sea', season: 'winter' })).toBe(false);
    expect(waterIsIce({ ...lake, water: 'none', season: 'winter' })).toBe(false);
  });

  it('draws the snowy lake cabin on ice and the reference lives out of winter on water', () => {
    const cabin = generateWorldSpec(referenceAnswers.mountainCabin, { level: 'full' });
    expect(waterIsIce(cabin.terrain)).toBe(true);
    const open = Object.values(referenceAnswers)
      .map((answers) => generateWorldSpec(answers, { level: 'full' }).terrain)
      .filter((terrain) => terrain.water !== 'none' && terrain.season !== 'winter');
    expect(open.length).toBeGreaterThan(0);
    for (const terrain of open) expect(waterIsIce(terrain)).toBe(false);
  });
});
