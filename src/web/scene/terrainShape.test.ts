import { describe, expect, it } from 'vitest';
import { biomes } from '#shared/worldSpec';
import { cliffEdgeZ, generateWorldSpec, poolRect, terrainShape, waterStartZ } from '#world';
import { referenceAnswers } from '#world/testing';
import { beachVillaFixture } from './fixtures/beachVilla';

const waters = { none: 'none', sea: 'sea', lake: 'lake', river: 'river' } as const;

describe('terrain shape', () => {
  it.each(biomes)('keeps the plot flat at y = 0 for %s, whatever the water', (biome) => {
    for (const water of Object.values(waters)) {
      const spec = {
        ...beachVillaFixture,
        terrain: { ...beachVillaFixture.terrain, biome, water, relief: 1 },
      };
      const shape = terrainShape(spec);
      const plot = spec.layout.plotRadius;
      const shore = waterStartZ(spec) ?? Number.POSITIVE_INFINITY;
      for (let angle = 0; angle < Math.PI * 2; angle += 0.2) {
        for (const reach of [0, 0.3, 0.6, 0.9]) {
          const x = Math.sin(angle) * plot * reach;
          const z = Math.cos(angle) * plot * reach;
          // The generator keeps props before the shore; the scene keeps the ground flat there.
          if (z > shore - 8) continue;
          expect(shape.height(x, z), `${biome}/${water} at ${x.toFixed(1)},${z.toFixed(1)}`).toBeCloseTo(
            0,
            5,
          );
        }
      }
    }
  });

  it('puts the sea below the water line in front of a beach home, and hills behind it', () => {
    const shape = terrainShape(beachVillaFixture);
    const shore = waterStartZ(beachVillaFixture) ?? 0;
    expect(shape.height(0, shore + 40)).toBeLessThan(shape.waterLevel);
    expect(shape.wetness(0, shore + 40)).toBe(1);
    expect(shape.wetness(0, -80)).toBe(0);
    expect(shape.height(0, -120)).toBeGreaterThan(0);
  });

  it('stands a cliff-top plot on a headland 4 m above the sea, falling to it past the pool', () => {
    const spec = generateWorldSpec(referenceAnswers.mediterraneanVilla, { level: 'full' });
    expect(spec.terrain.setting).toBe('cliff-coast');
    const shape = terrainShape(spec);
    const shore = waterStartZ(spec) ?? 0;
    const pool = poolRect(spec);
    expect(shape.waterLevel).toBe(-4);
    expect(terrainShape(beachVillaFixture).waterLevel).toBe(-0.45);
    for (let x = -20; x <= 20; x += 2.5) {
      // The home, its terrace and the pool with its rim stay on the flat top…
      if (pool) expect(shape.height(x, pool.z + pool.depth / 2 + 0.6)).toBeCloseTo(0, 5);
      // …the rock face falls from its edge to a foot just above the water…
      const edge = cliffEdgeZ(spec);
      expect(shape.height(x, edge + 3)).toBeLessThan(-1.5);
      expect(shape.height(x, shore - 2)).toBeGreaterThan(shape.waterLevel - 0.5);
      // …and the sea lies past it, deep enough for boats.
      expect(shape.height(x, shore + 12)).toBeLessThan(shape.waterLevel - 1);
    }
  });

  it('raises real peaks in the mountains and keeps the city flat', () => {
    const peak = (biome: 'mountains' | 'city') => {
      const shape = terrainShape({
        ...beachVillaFixture,
        terrain: { ...beachVillaFixture.terrain, biome, water: 'none', relief: 1 },
      });
      let highest = 0;
      for (let x = -280; x <= 280; x += 20)
        for (let z = -280; z <= 280; z += 20) highest = Math.max(highest, shape.height(x, z));
      return highest;
    };
    expect(peak('mountains')).toBeGreaterThan(40);
    expect(peak('city')).toBeLessThan(1);
  });

  it('is the same for the same seed and differs for another', () => {
    const other = { ...beachVillaFixture, terrain: { ...beachVillaFixture.terrain, seed: 1 } };
    const sample = (spec: typeof beachVillaFixture) =>
      Array.from({ length: 10 }, (_, i) => terrainShape(spec).height(-60 - i * 9, -90 + i * 4));
    expect(sample(beachVillaFixture)).toEqual(sample(beachVillaFixture));
    expect(sample(other)).not.toEqual(sample(beachVillaFixture));
  });
});
