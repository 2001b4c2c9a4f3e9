import { type GroundSurface, groundOfTint } from './ground-tint';
import { hitEllipsoid, hitHull, type Ray, type Thing } from './solids';
import { cellTriangles, gridCell, gridHeight, triangleOf } from './terrain-grid';
import type { TerrainShape } from './terrain-shape';
import type { ViewWorld } from './view-world';
import { hitVoxels } from './voxels';

/**
 * Where one ray first meets the world (docs/decisions/0102-the-world-owns-its-geometry.md): the
 * ground (its drawn facets, and what each facet is: snow, sand or soil), the water's surface, or
 * the nearest solid on its way; nothing is the sky.
 */
export type Meet =
  | { kind: 'sky' }
  | { kind: 'ground'; t: number; ground: GroundSurface }
  | { kind: 'water'; t: number }
  | { kind: 'thing'; t: number; thing: Thing; normal: [number, number, number] };

/** The water's mesh reaches this far from the home, each way (src/web/scene/models/water.ts). */
const waterReach = 360;
/** The ground's grid reaches this far each way (terrainRadius). */
const groundReach = 300;

/** The first ground or water along the ray before `far`, or null. */
function groundMeet(world: ViewWorld, ray: Ray, far: number): Meet | null {
  const { grid, shape } = world;
  const level = shape.waterLevel;
  // Where the ray crosses the water's surface, looking down onto it.
  const waterT =
    world.hasWater && ray.dy < 0 && ray.oy > level ? (level - ray.oy) / ray.dy : Number.POSITIVE_INFINITY;
  let t = 0;
  let previous = 0;
  let step = 0.25;
  while (t < far) {
    previous = t;
    t = Math.min(t + step, far);
    const x = ray.ox + ray.dx * t;
    const y = ray.oy + ray.dy * t;
    const z = ray.oz + ray.dz * t;
    if (Math.abs(x) > groundReach || Math.abs(z) > groundReach) break;
    const ground = gridHeight(grid, x, z) ?? Number.NEGATIVE_INFINITY;
    if (y <= ground) {
      // The crossing, to a centimetre or so: halve the last step.
      let low = previous;
      let high = t;
      for (let i = 0; i < 8; i++) {
        const middle = (low + high) / 2;
        const my = ray.oy + ray.dy * middle;
        const mg =
          gridHeight(grid, ray.ox + ray.dx * middle, ray.oz + ray.dz * middle) ?? Number.NEGATIVE_INFINITY;
        if (my <= mg) high = middle;
        else low = middle;
      }
      if (waterT < high && waterAt(world, ray, waterT)) return { kind: 'water', t: waterT };
      return {
        kind: 'ground',
        t: high,
        ground: groundAt(world, ray.ox + ray.dx * high, ray.oz + ray.dz * high),
      };
    }
    if (ray.dy >= 0 && y > world.highestGround) return null;
    const above = y - ground;
    // Finer steps near the camera, coarser far away, never more than half the height gap (high
    // over the land a ray takes long strides: no slope of the ground is steeper than 2 in 1).
    step = Math.min(above > 24 ? 16 : 4, Math.max(0.25, t * 0.02, above * 0.5));
  }
  // Off the ground's grid (or out of reach): the water's mesh may still lie under the ray.
  if (waterT < far && waterAt(world, ray, waterT)) return { kind: 'water', t: waterT };
  return null;
}

/** Whether the water is drawn where the ray crosses its level (the ground lies below it there). */
function waterAt(world: ViewWorld, ray: Ray, t: number): boolean {
  const x = ray.ox + ray.dx * t;
  const z = ray.oz + ray.dz * t;
  if (Math.abs(x) > waterReach || Math.abs(z) > waterReach) return false;
  const ground = gridHeight(world.grid, x, z) ?? analyticHeight(world.shape, x, z);
  return ground < world.shape.waterLevel;
}

const analyticHeight = (shape: TerrainShape, x: number, z: number) => shape.height(x, z);

const faceGrounds = new WeakMap<ViewWorld, Map<number, GroundSurface>>();
const tintOut = { r: 0, g: 0, b: 0 };

/** What the facet under (x, z) is, from its colour (ground-tint.ts), as the ID render reads it. */
function groundAt(world: ViewWorld, x: number, z: number): GroundSurface {
  const cell = gridCell(x, z);
  if (!cell) return 'soil';
  const triangle = triangleOf(cell.i, cell.j, cell.u, cell.v);
  const key = (cell.j * (world.grid.size - 1) + cell.i) * 2 + triangle;
  let known = faceGrounds.get(world);
  if (!known) {
    known = new Map();
    faceGrounds.set(world, known);
  }
  const cached = known.get(key);
  if (cached) return cached;
  const [a, b, c] = cellTriangles(world.grid, cell.i, cell.j)[triangle] as [number, number, number];
  const { xs, ys, zs, wets } = world.grid;
  const [ax, ay, az] = [xs[a] ?? 0, ys[a] ?? 0, zs[a] ?? 0];
  const [bx, by, bz] = [xs[b] ?? 0, ys[b] ?? 0, zs[b] ?? 0];
  const [cx, cy, cz] = [xs[c] ?? 0, ys[c] ?? 0, zs[c] ?? 0];
  const [ux, uy, uz] = [bx - ax, by - ay, bz - az];
  const [vx, vy, vz] = [cx - ax, cy - ay, cz - az];
  const nx = uy * vz - uz * vy;
  const ny = uz * vx - ux * vz;
  const nz = ux * vy - uy * vx;
  const flatness = Math.abs(ny) / (Math.hypot(nx, ny, nz) || 1);
  const wet = ((wets[a] ?? 0) + (wets[b] ?? 0) + (wets[c] ?? 0)) / 3;
  const surface = groundOfTint(
    world.tint((ax + bx + cx) / 3, (ay + by + cy) / 3, (az + bz + cz) / 3, flatness, wet, tintOut),
  );
  known.set(key, surface);
  return surface;
}

/** The nearest solid hit so far along the ray being cast. */
const nearest = { t: 0, at: -1, nx: 0, ny: 0, nz: 0 };

/** Tests the solids of one column of the index the ray crosses between `from` and `to`. */
function visit(
  world: ViewWorld,
  ray: Ray,
  stamp: number,
  near: number,
  column: number,
  row: number,
  from: number,
  to: number,
) {
  const { index, solids } = world;
  if (column < 0 || row < 0 || column >= index.columns || row >= index.rows) return;
  const cell = row * index.columns + column;
  // Over everything in this column all the way across it: nothing to meet here.
  const lowest = ray.oy + ray.dy * (ray.dy > 0 ? from : to);
  if (lowest > (index.tops[cell] as number)) return;
  for (const at of index.cells[cell] ?? []) {
    if (index.stamps[at] === stamp) continue;
    index.stamps[at] = stamp;
    const solid = solids[at];
    if (!solid) continue;
    const limit = nearest.t;
    const hit =
      solid.type === 'hull'
        ? hitHull(solid, ray, limit)
        : solid.type === 'ellipsoid'
          ? hitEllipsoid(solid, ray, limit)
          : hitVoxels(solid, ray, limit);
    // Nearer than the camera's near plane, the renderer clips the solid away.
    if (hit && hit.t >= near && hit.t < limit) {
      nearest.t = hit.t;
      nearest.at = at;
      nearest.nx = hit.nx;
      nearest.ny = hit.ny;
      nearest.nz = hit.nz;
    }
  }
}

/** The nearest solid the ray enters before `far`, walking the index's columns along its way. */
function solidMeet(world: ViewWorld, ray: Ray, far: number, near: number): Meet | null {
  const { index, solids } = world;
  const stamp = ++index.rays;
  nearest.t = far;
  nearest.at = -1;
  let column = Math.floor((ray.ox - index.minX) / index.cell);
  let row = Math.floor((ray.oz - index.minZ) / index.cell);
  if (Math.hypot(ray.dx, ray.dz) < 1e-9) visit(world, ray, stamp, near, column, row, 0, far);
  else {
    // Walk the columns the ray's ground track crosses (Amanatides & Woo in 2D).
    const stepX = ray.dx > 0 ? 1 : -1;
    const stepZ = ray.dz > 0 ? 1 : -1;
    let nextX =
      Math.abs(ray.dx) < 1e-12
        ? Number.POSITIVE_INFINITY
        : (index.minX + (column + (stepX > 0 ? 1 : 0)) * index.cell - ray.ox) / ray.dx;
    let nextZ =
      Math.abs(ray.dz) < 1e-12
        ? Number.POSITIVE_INFINITY
        : (index.minZ + (row + (stepZ > 0 ? 1 : 0)) * index.cell - ray.oz) / ray.dz;
    const deltaX = Math.abs(ray.dx) < 1e-12 ? Number.POSITIVE_INFINITY : index.cell / Math.abs(ray.dx);
    const deltaZ = Math.abs(ray.dz) < 1e-12 ? Number.POSITIVE_INFINITY : index.cell / Math.abs(ray.dz);
    let t = 0;
    for (let guard = 0; guard < 4096 && t <= far; guard++) {
      visit(world, ray, stamp, near, column, row, t, Math.min(nextX, nextZ, far));
      // A solid met before the ray leaves this column is nearer than any in the columns beyond.
      if (nearest.at >= 0 && nearest.t <= Math.min(nextX, nextZ)) break;
      if (nextX < nextZ) {
        t = nextX;
        nextX += deltaX;
        column += stepX;
        if ((stepX > 0 && column >= index.columns) || (stepX < 0 && column < 0)) break;
      } else {
        t = nextZ;
        nextZ += deltaZ;
        row += stepZ;
        if ((stepZ > 0 && row >= index.rows) || (stepZ < 0 && row < 0)) break;
      }
    }
  }
  const solid = solids[nearest.at];
  if (nearest.at < 0 || !solid) return null;
  return { kind: 'thing', t: nearest.t, thing: solid.thing, normal: [nearest.nx, nearest.ny, nearest.nz] };
}

/**
 * What the ray meets first. `near`: solids closer than this along the ray are clipped away, as the
 * camera's near plane does (0.5 m in the scene).
 */
export function castRay(world: ViewWorld, ray: Ray, far = 4000, near = 0): Meet {
  const ground = groundMeet(world, ray, Math.min(far, 1200));
  const solid = solidMeet(world, ray, ground && ground.kind !== 'sky' ? ground.t : far, near);
  return solid ?? ground ?? { kind: 'sky' };
}
