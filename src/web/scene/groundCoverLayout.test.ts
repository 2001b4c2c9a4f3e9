import { describe, expect, it } from 'vitest';
import { generateWorldSpec, terrainShape, waterStartZ } from '#world';
import { referenceAnswers } from '#world/testing';
import { coversWithLitter, layoutTufts, pavedAt } from './groundCoverLayout';
import { worldLookOf } from './look/settingLooks';

const world = (name: keyof typeof referenceAnswers) =>
  generateWorldSpec(referenceAnswers[name], { level: 'full' });

describe('grass tufts', () => {
  it('grow on no paved ground: none by the canal or in the city', () => {
    for (const name of ['amsterdamHouseboat', 'cityPenthouse', 'tokyoPenthouse'] as const) {
      const spec = world(name);
      expect(worldLookOf(spec.terrain).ground).toBe('paving');
      expect(layoutTufts(spec, terrainShape(spec))).toEqual([]);
    }
  });

  it('grow on no snow', () => {
    for (const name of ['alpineChalet', 'mountainCabin'] as const) {
      const spec = world(name);
      expect(worldLookOf(spec.terrain).ground).toBe('snow');
      expect(layoutTufts(spec, terrainShape(spec))).toEqual([]);
    }
  });

  it('grow on the lawn, the same every time, off the terraces, the path and the pool', () => {
    for (const name of [
      'tuscanFarmhouse',
      'beachVilla',
      'mediterraneanVilla',
      'rainforestTreehouse',
    ] as const) {
      const spec = world(name);
      const shape = terrainShape(spec);
      const tufts = layoutTufts(spec, shape);
      expect(tufts.length).toBeGreaterThan(50);
      expect(layoutTufts(spec, shape)).toEqual(tufts);
      for (const tuft of tufts) {
        expect(pavedAt(spec, tuft.x, tuft.z)).toBe(false);
        expect(shape.wetness(tuft.x, tuft.z)).toBe(0);
      }
    }
  });

  it('counts the front terrace and the pool rim as paved', () => {
    const spec = world('beachVilla');
    expect(spec.home.pool).toBe(true);
    // Straight out from the door, past the path's width: the terrace, then the pool.
    expect(pavedAt(spec, 2.5, 8)).toBe(true);
    expect(pavedAt(spec, 40, 40)).toBe(false);
  });

  it('on sand grow only inside the garden, never on the beach', () => {
    const spec = world('beachVilla');
    const reach = Math.max(...layoutTufts(spec, terrainShape(spec)).map((t) => Math.hypot(t.x, t.z)));
    expect(reach).toBeLessThan(spec.layout.plotRadius);
  });

  it('lines a beach garden’s seaward edge with dune grass, clear of the water', () => {
    const spec = world('beachVilla');
    const shape = terrainShape(spec);
    const shore = waterStartZ(spec) ?? 0;
    const tufts = layoutTufts(spec, shape);
    // Dune grass stands taller than the lawn's tufts (≤ 1.4) and only out towards the sea.
    const dune = tufts.filter((tuft) => tuft.scale > 1.4 && tuft.z > 0);
    expect(dune.length).toBeGreaterThan(60);
    expect(Math.max(...dune.map((tuft) => tuft.z))).toBeGreaterThan(shore - 8);
    for (const tuft of dune) expect(shape.wetness(tuft.x, tuft.z)).toBe(0);
  });

  it('grows nothing down a cliff-top plot’s rock face', () => {
    const spec = world('mediterraneanVilla');
    const shape = terrainShape(spec);
    const tufts = layoutTufts(spec, shape);
    expect(tufts.length).toBeGreaterThan(50);
    for (const tuft of tufts) expect(tuft.y).toBeGreaterThan(-0.05);
  });

  it('covers the rainforest floor with fallen leaves, never a lawn with flowers', () => {
    const spec = world('rainforestTreehouse');
    expect(coversWithLitter(spec)).toBe(true);
    expect(coversWithLitter(world('tuscanFarmhouse'))).toBe(false);
    expect(worldLookOf(spec.terrain).ground).toBe('litter');
    const leaves = layoutTufts(spec, terrainShape(spec));
    expect(leaves.length).toBeGreaterThan(900);
    // Browns and dark greens only: no bright bloom, no lawn green lighter than the moss.
    for (const leaf of leaves) expect(leaf.color.getHSL({ h: 0, s: 0, l: 0 }).l).toBeLessThan(0.3);
  });
});
