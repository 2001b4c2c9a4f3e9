import { describe, expect, it } from 'vitest';
import { biomes, homeStyles, propKinds, roofKinds, type WorldSpec } from '#shared/worldSpec';
import {
  generateWorldSpec,
  homeDimensions,
  layoutVegetation,
  plantTriangleBudget,
  plantTriangles,
  propPlacement,
  terrainShape,
  treeKinds,
  waterSurfaceY,
} from '#world';
import { referenceAnswers } from '#world/testing';

import { beachVillaFixture } from '../fixtures/beachVilla';
import { cityPenthouseFixture } from '../fixtures/cityPenthouse';
import { mountainCabinFixture } from '../fixtures/mountainCabin';
import { buildHome } from './home';
import { buildProps } from './props';
import { buildTerrain } from './terrain';
import { treeModel } from './trees';

const triangles = (geometry: { getAttribute(name: string): { count: number } } | null) =>
  geometry ? geometry.getAttribute('position').count / 3 : 0;

describe('home models', () => {
  it.each(homeStyles)(
    'builds a %s with every roof and any number of floors, with colours, in ≤ 10k triangles',
    (style) => {
      // Any world stays ≤ 200k triangles: terrain 45k, water ≤ 16k, plants ≤ 50k, tufts ≤ 16k,
      // clouds ≤ 15k, skyline ≤ 10k, props ≤ 24 × 400, and the home ≤ 10k (asserted here).
      for (const [roof, floors, size] of roofKinds.flatMap((roof) =>
        ([1, 6, 7, 40] as const).flatMap((floors) =>
          (['cozy', 'grand'] as const).map((size) => [roof, floors, size] as const),
        ),
      )) {
        const spec = {
          ...beachVillaFixture,
          home: { ...beachVillaFixture.home, style, roof, floors, size, pool: true, garden: true },
        };
        const parts = buildHome(spec);
        const matte = parts.matte.merge();
        expect(matte?.getAttribute('color')).toBeDefined();
        const total = [
          matte,
          parts.polished.merge(),
          parts.glass.merge(),
          parts.windows.merge(),
          parts.poolWater.merge(),
          parts.snow.merge(),
        ]
          .map(triangles)
          .reduce((sum, count) => sum + count, 0);
        expect(total).toBeGreaterThan(50);
        expect(total).toBeLessThanOrEqual(10_000);
      }
    },
  );
});

describe('the Tuscan casale', () => {
  it('builds a stone farmhouse as a casale inside the box the generator keeps clear', () => {
    for (const size of ['cozy', 'comfortable', 'grand'] as const) {
      const home = {
        ...beachVillaFixture.home,
        style: 'farmhouse' as const,
        walls: 'stone' as const,
        roof: 'terracotta' as const,
        floors: 2,
        size,
        garden: false,
        pool: false,
      };
      const box = homeDimensions(home);
      const walls = buildHome({ ...beachVillaFixture, props: [], home }).matte.merge();
      walls?.computeBoundingBox();
      const bounds = walls?.boundingBox;
      // The eaves may overhang the walls; nothing reaches past the box's top (the decks and the
      // garden lie in front of it, so only the height and the width are checked).
      expect(bounds?.max.y).toBeLessThanOrEqual(box.height + 0.01);
      expect(bounds?.max.x).toBeLessThanOrEqual(box.width / 2 + 0.8);
      expect(bounds?.min.x).toBeGreaterThanOrEqual(-box.width / 2 - 0.8);
      // Not the wooden farmhouse with its porch and barn, whose roof rises to the box's top.
      const wooden = buildHome({ ...beachVillaFixture, home: { ...home, walls: 'wood' } }).matte.merge();
      expect(triangles(walls)).not.toBe(triangles(wooden));
    }
  });
});

describe('prop models', () => {
  it('builds every kind of prop into one body and one glow geometry', () => {
    const spec: WorldSpec = {
      ...beachVillaFixture,
      props: propKinds.map((kind, index) => ({
        kind,
        category: null,
        site: 'garden' as const,
        position: [Math.sin(index) * 15, 0, Math.cos(index) * 15] as [number, number, number],
        rotationY: index,
        scale: 1,
        color: '#c0392b',
        label: kind,
      })),
    };
    for (const kind of propKinds) {
      const one = buildProps({ ...spec, props: spec.props.filter((prop) => prop.kind === kind) });
      expect(triangles(one.body) + triangles(one.glow), kind).toBeLessThanOrEqual(400);
    }
    const built = buildProps(spec);

    expect(triangles(built.body)).toBeGreaterThan(propKinds.length * 10);
    expect(triangles(built.body)).toBeLessThan(30_000);
    expect(triangles(built.glow)).toBeGreaterThan(0);
  });

  it('floats a boat on the water when the world has some, and leaves it on land otherwise', () => {
    const boat = {
      ...(beachVillaFixture.props[0] as WorldSpec['props'][number]),
      position: [5, 0, 10] as [number, number, number],
    };
    const onSea = propPlacement(boat, beachVillaFixture);
    expect(onSea.y).toBeLessThan(waterSurfaceY(beachVillaFixture));
    expect(terrainShape(beachVillaFixture).height(onSea.x, onSea.z)).toBeLessThan(onSea.y);
    const dry = { ...beachVillaFixture, terrain: { ...beachVillaFixture.terrain, water: 'none' as const } };
    expect(propPlacement(boat, dry)).toEqual({ x: 5, y: 0, z: 10 });
  });
});

describe('plants and terrain', () => {
  it('grows agaves, prickly pears and barrel cacti among the desert saguaros, a bush only where the place grows one', () => {
    const desert = generateWorldSpec(referenceAnswers.adobeDesert, { level: 'full' });
    const kinds = new Set(layoutVegetation(desert, terrainShape(desert)).map((plant) => plant.kind));
    for (const kind of ['cactus', 'agave', 'prickly-pear', 'barrel'] as const) expect(kinds).toContain(kind);
    // Arizona's flora names creosote, drawn with the low bush model (decision 0110); a desert
    // whose place names no shrub still gets none.
    const shrubs = ['creosote', 'juniper', 'sagebrush', 'spinifex'];
    const namesShrub = (desert.terrain.climate?.flora ?? []).some((flora) => shrubs.includes(flora));
    expect(kinds.has('bush')).toBe(namesShrub);
  });

  it('layers the rainforest: understory round the home, emergent giants beyond, no garden bush', () => {
    const forest = generateWorldSpec(referenceAnswers.rainforestTreehouse, { level: 'full' });
    const plants = layoutVegetation(forest, terrainShape(forest));
    const kinds = new Set(plants.map((plant) => plant.kind));
    for (const kind of ['jungle', 'palm', 'fan-palm', 'banana', 'tree-fern'] as const)
      expect(kinds).toContain(kind);
    expect(kinds.has('bush')).toBe(false);
    const plot = forest.layout.plotRadius;
    const near = plants.filter((plant) => Math.hypot(plant.x, plant.z) < plot * 2);
    const far = plants.filter((plant) => Math.hypot(plant.x, plant.z) > plot * 2.5);
    const low = (list: typeof plants) =>
      list.filter((plant) => ['banana', 'tree-fern', 'fan-palm'].includes(plant.kind)).length / list.length;
    expect(low(near)).toBeGreaterThan(0.5);
    expect(low(far)).toBeLessThan(0.15);
    // Most of the plants stand where the cameras see them, not spread to the horizon.
    expect(near.length).toBeGreaterThan(plants.length * 0.3);
    // Giants of several heights, so the canopy is layered.
    const heights = new Set(
      plants.filter((p) => p.kind === 'jungle').map((p) => (p.stretch ?? 1).toFixed(1)),
    );
    expect(heights.size).toBeGreaterThan(3);
  });

  it.each([
    ['beach villa', beachVillaFixture],
    ['mountain cabin', mountainCabinFixture],
    ['city penthouse', cityPenthouseFixture],
  ])('the %s world places the same plants every time, none in water or in the home', (_name, spec) => {
    const shape = terrainShape(spec);
    const plants = layoutVegetation(spec, shape);
    expect(layoutVegetation(spec, shape)).toEqual(plants);
    expect(plants.length).toBeGreaterThan(10);
    for (const plant of plants) {
      expect(shape.wetness(plant.x, plant.z)).toBeLessThanOrEqual(0.02);
      expect(Math.abs(plant.x) < 5 && Math.abs(plant.z) < 5).toBe(false);
    }
    const terrain = buildTerrain(spec, shape);
    expect(triangles(terrain)).toBeLessThan(60_000);
    expect(terrain.getAttribute('color').count).toBe(terrain.getAttribute('position').count);
  });

  it.each(treeKinds)('has a %s model of the size the vegetation budget counts on', (kind) => {
    expect(triangles(treeModel(kind, '#3f8a4a', true))).toBe(plantTriangles[kind]);
  });

  it.each(biomes)('keeps the plants of the lushest %s world within their triangle budget', (biome) => {
    const spec = { ...beachVillaFixture, terrain: { ...beachVillaFixture.terrain, biome, vegetation: 1 } };
    const plants = layoutVegetation(spec, terrainShape(spec));
    const total = plants.reduce((sum, plant) => sum + plantTriangles[plant.kind], 0);
    expect(total).toBeLessThanOrEqual(plantTriangleBudget);
  });
});
