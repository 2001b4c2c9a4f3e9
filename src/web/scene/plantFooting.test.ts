import { describe, expect, it } from 'vitest';
import {
  cliffEdgeZ,
  generateWorldSpec,
  groundSlope,
  layoutVegetation,
  plantCanStand,
  steepestForPlants,
  steepestForRocks,
  terrainShape,
  waterStartZ,
} from '#world';
import { referenceAnswers } from '#world/testing';
import { layoutTufts } from './groundCoverLayout';

const world = (name: keyof typeof referenceAnswers) =>
  generateWorldSpec(referenceAnswers[name], { level: 'full' });

describe('where a plant can stand', () => {
  it('not on a cliff-top world’s face, its ledges or its foot, but on its plot', () => {
    const spec = world('mediterraneanVilla');
    const shape = terrainShape(spec);
    const edge = cliffEdgeZ(spec);
    const shore = waterStartZ(spec) ?? edge;
    for (let x = -60; x <= 60; x += 5) {
      for (let z = edge + 1; z < shore - 0.5; z += 0.5) expect(plantCanStand(shape, x, z)).toBe(false);
    }
    expect(plantCanStand(shape, 8, -20)).toBe(true);
  });

  it('keeps every tree, bush and tuft of the cliff-top world off the face and its slopes', () => {
    const spec = world('mediterraneanVilla');
    const shape = terrainShape(spec);
    const plants = layoutVegetation(spec, shape);
    expect(plants.length).toBeGreaterThan(40);
    for (const plant of plants) {
      expect(shape.cliffCut(plant.x, plant.z)).toBeLessThanOrEqual(0.3);
      expect(groundSlope(shape, plant.x, plant.z)).toBeLessThanOrEqual(
        plant.kind === 'rock' ? steepestForRocks : steepestForPlants,
      );
    }
    for (const tuft of layoutTufts(spec, shape))
      expect(groundSlope(shape, tuft.x, tuft.z)).toBeLessThanOrEqual(steepestForPlants);
  });

  it('holds no tree on a slope steeper than 35° in the mountains either, and rocks to 45°', () => {
    const spec = world('alpineChalet');
    const shape = terrainShape(spec);
    const plants = layoutVegetation(spec, shape);
    expect(plants.length).toBeGreaterThan(40);
    for (const plant of plants)
      expect(groundSlope(shape, plant.x, plant.z)).toBeLessThanOrEqual(
        plant.kind === 'rock' ? steepestForRocks : steepestForPlants,
      );
  });
});
