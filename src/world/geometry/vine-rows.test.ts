import { describe, expect, it } from 'vitest';
import { generateWorldSpec, homeDimensions } from '#world';
import { referenceAnswers } from '#world/testing';
import { terrainShape } from './terrain-shape';
import { layoutVegetation, plantTriangleBudget, plantTriangles } from './vegetation-layout';
import { maxVineSegments } from './vine-rows';

const tuscany = generateWorldSpec(referenceAnswers.tuscanFarmhouse, { level: 'full' });

describe('vine rows', () => {
  it('plants rows of vines on the vineyard hills, the same every time, clear of the home', () => {
    expect(tuscany.terrain.setting).toBe('vineyard-hills');
    const shape = terrainShape(tuscany);
    const plants = layoutVegetation(tuscany, shape);
    expect(layoutVegetation(tuscany, shape)).toEqual(plants);
    const vines = plants.filter((plant) => plant.kind === 'vine');
    expect(vines.length).toBeGreaterThan(100);
    expect(vines.length).toBeLessThanOrEqual(maxVineSegments);
    // Rows: every segment runs the same way, as on one hillside farm.
    expect(new Set(vines.map((vine) => vine.rotation)).size).toBe(1);
    const home = homeDimensions(tuscany.home);
    for (const vine of vines) {
      expect(shape.wetness(vine.x, vine.z)).toBeLessThanOrEqual(0.02);
      expect(Math.abs(vine.x) < home.width / 2 + 2 && Math.abs(vine.z) < home.depth / 2 + 2).toBe(false);
    }
    // Cypresses and olives still stand among them, and all of it stays within the plants' budget.
    expect(plants.some((plant) => plant.kind === 'cypress')).toBe(true);
    const total = plants.reduce((sum, plant) => sum + plantTriangles[plant.kind], 0);
    expect(total).toBeLessThanOrEqual(plantTriangleBudget);
  });

  it('plants no vines in any other setting', () => {
    const desert = generateWorldSpec(referenceAnswers.adobeDesert, { level: 'full' });
    const plants = layoutVegetation(desert, terrainShape(desert));
    expect(plants.some((plant) => plant.kind === 'vine')).toBe(false);
  });
});
