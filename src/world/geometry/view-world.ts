import type { WorldSpec } from '#shared/worldSpec';
import { type GroundTint, groundTint } from './ground-tint';
import { homeSolids } from './home-solids';
import { plantShapes, propShapes } from './model-shapes';
import { propPlacement } from './prop-placement';
import { skylineTowers, towerFooting } from './skyline-layout';
import { box, type Ellipsoid, type Hull } from './solids';
import { type TerrainGrid, terrainGrid } from './terrain-grid';
import { type TerrainShape, terrainShape } from './terrain-shape';
import { layoutVegetation } from './vegetation-layout';
import { placeVoxels, type Voxels } from './voxels';
import { layoutWayToWater } from './way-to-water';
import { propFootprintRadius } from './world-layout';

/**
 * Everything a view of one world can meet, built once per world and shared by all its views
 * (docs/decisions/0102-the-world-owns-its-geometry.md): the drawn ground's grid and its tint, the
 * water's level, and the solids — the home, each prop, each plant, the way down to the water, a
 * city's towers — filed in a grid of columns over the ground, so a ray tests the few solids on its
 * way instead of all of them.
 */
export type Solid = Hull | Ellipsoid | Voxels;

export interface SolidIndex {
  minX: number;
  minZ: number;
  cell: number;
  columns: number;
  rows: number;
  /** Indices into `solids` per column of the grid (row-major). */
  cells: number[][];
  /** The highest top of any solid in each column: a ray passing over it meets none of them. */
  tops: Float64Array;
  /** Per solid, the last ray that tested it (a ray crosses a solid's columns once each). */
  stamps: Uint32Array;
  rays: number;
}

export interface ViewWorld {
  spec: WorldSpec;
  shape: TerrainShape;
  grid: TerrainGrid;
  tint: GroundTint;
  /** Open water lies at `shape.waterLevel` (false: the world has none). */
  hasWater: boolean;
  /** The highest vertex of the ground: a ray rising above it meets no more ground. */
  highestGround: number;
  solids: Solid[];
  index: SolidIndex;
}

const cellSize = 6;
const built = new WeakMap<WorldSpec, ViewWorld>();

export function viewWorld(spec: WorldSpec): ViewWorld {
  const known = built.get(spec);
  if (known) return known;
  const shape = terrainShape(spec);
  const solids: Solid[] = [...homeSolids(spec)];
  spec.props.forEach((prop, index) => {
    const thing = { kind: 'prop' as const, index, prop: prop.kind, category: prop.category };
    const { x, y, z } = propPlacement(prop, spec);
    solids.push(
      placeVoxels(thing, propShapes[prop.kind], [x, y, z], prop.rotationY, [
        prop.scale,
        prop.scale,
        prop.scale,
      ]),
    );
    // What the prop stands on is drawn with it: the paving of the drive, the dock's boards.
    const r = propFootprintRadius[prop.kind] * prop.scale;
    if (prop.site === 'drive') solids.push(box(thing, x, z, 0, 0.06, r * 1.5, r * 2.1, prop.rotationY));
    if (prop.site === 'dock') solids.push(box(thing, x, z, 0, 0.2, r * 1.8, r * 2.4));
  });
  for (const block of layoutWayToWater(spec, shape))
    solids.push(
      box(
        { kind: 'path' },
        block.x,
        block.z,
        block.bottom,
        Math.max(0.02, block.top - block.bottom),
        block.width,
        block.depth,
        block.rotY ?? 0,
      ),
    );
  for (const plant of layoutVegetation(spec, shape))
    solids.push(
      placeVoxels(
        { kind: 'plant', plant: plant.kind },
        plantShapes[plant.kind],
        [plant.x, plant.y, plant.z],
        plant.rotation,
        [plant.scale, plant.scale * (plant.stretch ?? 1), plant.scale],
      ),
    );
  for (const tower of skylineTowers(spec, shape))
    solids.push(
      box(
        { kind: 'tower' },
        tower.x,
        tower.z,
        shape.height(tower.x, tower.z) - towerFooting,
        tower.h,
        tower.w,
        tower.d,
      ),
    );
  const grid = terrainGrid(spec, shape);
  let highestGround = Number.NEGATIVE_INFINITY;
  for (const y of grid.ys) highestGround = Math.max(highestGround, y);
  const world: ViewWorld = {
    spec,
    shape,
    grid,
    tint: groundTint(spec, shape.waterLevel),
    hasWater: spec.terrain.water !== 'none',
    highestGround,
    solids,
    index: indexSolids(solids),
  };
  built.set(spec, world);
  return world;
}

function indexSolids(solids: readonly Solid[]): SolidIndex {
  let minX = Number.POSITIVE_INFINITY;
  let minZ = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxZ = Number.NEGATIVE_INFINITY;
  for (const solid of solids) {
    minX = Math.min(minX, solid.minX);
    minZ = Math.min(minZ, solid.minZ);
    maxX = Math.max(maxX, solid.maxX);
    maxZ = Math.max(maxZ, solid.maxZ);
  }
  if (solids.length === 0) [minX, minZ, maxX, maxZ] = [0, 0, 1, 1];
  const columns = Math.max(1, Math.ceil((maxX - minX) / cellSize));
  const rows = Math.max(1, Math.ceil((maxZ - minZ) / cellSize));
  const cells: number[][] = Array.from({ length: columns * rows }, () => []);
  const tops = new Float64Array(columns * rows).fill(Number.NEGATIVE_INFINITY);
  solids.forEach((solid, at) => {
    const c0 = Math.max(0, Math.floor((solid.minX - minX) / cellSize));
    const c1 = Math.min(columns - 1, Math.floor((solid.maxX - minX) / cellSize));
    const r0 = Math.max(0, Math.floor((solid.minZ - minZ) / cellSize));
    const r1 = Math.min(rows - 1, Math.floor((solid.maxZ - minZ) / cellSize));
    for (let row = r0; row <= r1; row++)
      for (let column = c0; column <= c1; column++) {
        const cell = row * columns + column;
        cells[cell]?.push(at);
        tops[cell] = Math.max(tops[cell] as number, solid.maxY);
      }
  });
  return {
    minX,
    minZ,
    cell: cellSize,
    columns,
    rows,
    cells,
    tops,
    stamps: new Uint32Array(solids.length),
    rays: 0,
  };
}
