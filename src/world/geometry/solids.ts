import type { PropKind, WorldCategory } from '#shared/worldSpec';
import type { TreeKind } from './plant-kinds';

/**
 * The simple solids the view judge meets a ray on (docs/decisions/0102-the-world-owns-its-geometry.md):
 * convex hulls (boxes, roofs, many-sided cylinders and cones, each a set of half-spaces), ellipsoids
 * (a tree house's crown) and voxel shapes (props and plants, recorded from their models). Each says
 * what it is (`Thing`), so a ray reports what it met. Plain numbers, no three.js: the judge runs
 * anywhere, thousands of views at a time.
 */

/** The parts of a home the judge tells apart. */
export type HomePart = 'body' | 'roof' | 'deck' | 'pool' | 'garden' | 'tower' | 'crown' | 'trunk' | 'hull';

export type Thing =
  | { kind: 'home'; part: HomePart }
  | { kind: 'prop'; index: number; prop: PropKind; category: WorldCategory | null }
  | { kind: 'plant'; plant: TreeKind }
  /** The stair down a cliff, a boardwalk over the sand. */
  | { kind: 'path' }
  /** A city's tower or a canal city's house. */
  | { kind: 'tower' };

export interface Bounds {
  minX: number;
  minY: number;
  minZ: number;
  maxX: number;
  maxY: number;
  maxZ: number;
}

/** A convex solid: the points where n·p ≤ d for every plane (nx, ny, nz, d), n pointing out. */
export interface Hull extends Bounds {
  type: 'hull';
  planes: number[];
  thing: Thing;
}

/** An axis-aligned ellipsoid. */
export interface Ellipsoid extends Bounds {
  type: 'ellipsoid';
  centre: [number, number, number];
  radii: [number, number, number];
  thing: Thing;
}

/** Where a ray met a solid: how far along it, and the outward normal of the face met. */
export interface SolidHit {
  t: number;
  nx: number;
  ny: number;
  nz: number;
}

/** A ray: origin and unit direction. */
export interface Ray {
  ox: number;
  oy: number;
  oz: number;
  dx: number;
  dy: number;
  dz: number;
}

function plane(planes: number[], nx: number, ny: number, nz: number, px: number, py: number, pz: number) {
  const length = Math.hypot(nx, ny, nz);
  const [ux, uy, uz] = [nx / length, ny / length, nz / length];
  planes.push(ux, uy, uz, ux * px + uy * py + uz * pz);
}

/** three.js's turn about y: local (x, z) → world, as `rotation.y = angle` turns a model. */
export function turnY(x: number, z: number, angle: number): [number, number] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [x * cos + z * sin, -x * sin + z * cos];
}

/** The footprint corners' bounds of a turned rectangle, with a height range. */
function turnedBounds(
  x: number,
  z: number,
  halfX: number,
  halfZ: number,
  angle: number,
  bottom: number,
  top: number,
): Bounds {
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const ex = halfX * cos + halfZ * sin;
  const ez = halfX * sin + halfZ * cos;
  return { minX: x - ex, maxX: x + ex, minY: bottom, maxY: top, minZ: z - ez, maxZ: z + ez };
}

/** The planes of a turned footprint's four sides (local ±x, ±z). */
function sides(planes: number[], x: number, z: number, halfX: number, halfZ: number, angle: number) {
  const [ax, az] = turnY(1, 0, angle);
  const [bx, bz] = turnY(0, 1, angle);
  plane(planes, ax, 0, az, x + ax * halfX, 0, z + az * halfX);
  plane(planes, -ax, 0, -az, x - ax * halfX, 0, z - az * halfX);
  plane(planes, bx, 0, bz, x + bx * halfZ, 0, z + bz * halfZ);
  plane(planes, -bx, 0, -bz, x - bx * halfZ, 0, z - bz * halfZ);
}

/** A box standing on `bottom`: `width` along its local x, `depth` along z, turned by `angle`. */
export function box(
  thing: Thing,
  x: number,
  z: number,
  bottom: number,
  height: number,
  width: number,
  depth: number,
  angle = 0,
): Hull {
  const planes: number[] = [];
  sides(planes, x, z, width / 2, depth / 2, angle);
  plane(planes, 0, 1, 0, x, bottom + height, z);
  plane(planes, 0, -1, 0, x, bottom, z);
  return {
    type: 'hull',
    planes,
    thing,
    ...turnedBounds(x, z, width / 2, depth / 2, angle, bottom, bottom + height),
  };
}

/**
 * A vertical cylinder or cone (a frustum of `segments` sides) standing on `bottom`, its radii at
 * the foot and the top; a cone's top radius is 0.
 */
export function frustum(
  thing: Thing,
  x: number,
  z: number,
  bottom: number,
  height: number,
  radiusBottom: number,
  radiusTop: number,
  segments = 8,
): Hull {
  const planes: number[] = [];
  // The side faces stand at the polygon's apothem, so its area is about the circle's.
  const fit = Math.sqrt(Math.PI / segments / Math.tan(Math.PI / segments));
  const foot = radiusBottom * fit;
  const head = radiusTop * fit;
  const lean = (foot - head) / height;
  for (let side = 0; side < segments; side++) {
    const angle = ((side + 0.5) / segments) * Math.PI * 2;
    const cx = Math.cos(angle);
    const cz = Math.sin(angle);
    plane(planes, cx, lean, cz, x + cx * foot, bottom, z + cz * foot);
  }
  plane(planes, 0, 1, 0, x, bottom + height, z);
  plane(planes, 0, -1, 0, x, bottom, z);
  const reach = Math.max(radiusBottom, radiusTop);
  return {
    type: 'hull',
    planes,
    thing,
    minX: x - reach,
    maxX: x + reach,
    minY: bottom,
    maxY: bottom + height,
    minZ: z - reach,
    maxZ: z + reach,
  };
}

/**
 * A roof over a `width` × `depth` footprint (local x, z; turned by `angle`) with its eaves at
 * `base` and its ridge `rise` higher, as src/web/scene/models/roofs.ts draws them: a gable's ridge
 * runs along x, a hip's along the longer side (its ends slope as its sides do), a shed's single
 * slope rises towards the back (−z).
 */
export function roof(
  thing: Thing,
  shape: 'gable' | 'hip' | 'shed',
  x: number,
  z: number,
  base: number,
  width: number,
  depth: number,
  rise: number,
  angle = 0,
): Hull {
  const planes: number[] = [];
  const halfX = width / 2;
  const halfZ = depth / 2;
  const [ax, az] = turnY(1, 0, angle);
  const [bx, bz] = turnY(0, 1, angle);
  plane(planes, 0, -1, 0, x, base, z);
  // A slope through the eave at `half` along the local axis (ax, az) and the ridge `rise` higher
  // at `ridge` along it.
  const slope = (ux: number, uz: number, half: number, ridge: number) => {
    const run = half - ridge;
    plane(planes, ux * rise, run, uz * rise, x + ux * half, base, z + uz * half);
  };
  if (shape === 'shed') {
    sides(planes, x, z, halfX, halfZ, angle);
    // From the front eave (local +z, at the eaves' height) up to the back (−z, `rise` higher).
    plane(planes, bx * rise, depth, bz * rise, x + bx * halfZ, base, z + bz * halfZ);
  } else if (shape === 'gable') {
    slope(bx, bz, halfZ, 0);
    slope(-bx, -bz, halfZ, 0);
    plane(planes, ax, 0, az, x + ax * halfX, 0, z + az * halfX);
    plane(planes, -ax, 0, -az, x - ax * halfX, 0, z - az * halfX);
  } else if (width >= depth) {
    // A hip along x: its ends slope as its sides do, to a ridge shorter by the depth.
    slope(bx, bz, halfZ, 0);
    slope(-bx, -bz, halfZ, 0);
    slope(ax, az, halfX, halfX - halfZ);
    slope(-ax, -az, halfX, halfX - halfZ);
  } else {
    slope(ax, az, halfX, 0);
    slope(-ax, -az, halfX, 0);
    slope(bx, bz, halfZ, halfZ - halfX);
    slope(-bx, -bz, halfZ, halfZ - halfX);
  }
  return { type: 'hull', planes, thing, ...turnedBounds(x, z, halfX, halfZ, angle, base, base + rise) };
}

export function ellipsoid(
  thing: Thing,
  centre: [number, number, number],
  radii: [number, number, number],
): Ellipsoid {
  const [x, y, z] = centre;
  const [rx, ry, rz] = radii;
  return {
    type: 'ellipsoid',
    centre,
    radii,
    thing,
    minX: x - rx,
    maxX: x + rx,
    minY: y - ry,
    maxY: y + ry,
    minZ: z - rz,
    maxZ: z + rz,
  };
}

/** The first point where the ray enters the hull within (0, far), or null. */
export function hitHull(hull: Hull, ray: Ray, far: number): SolidHit | null {
  const { planes } = hull;
  let enter = Number.NEGATIVE_INFINITY;
  let exit = far;
  let entered = -1;
  for (let p = 0; p < planes.length; p += 4) {
    const nx = planes[p] as number;
    const ny = planes[p + 1] as number;
    const nz = planes[p + 2] as number;
    const d = planes[p + 3] as number;
    const along = nx * ray.dx + ny * ray.dy + nz * ray.dz;
    const inside = d - (nx * ray.ox + ny * ray.oy + nz * ray.oz);
    if (Math.abs(along) < 1e-12) {
      if (inside < 0) return null;
      continue;
    }
    const t = inside / along;
    if (along < 0) {
      if (t > enter) {
        enter = t;
        entered = p;
      }
    } else if (t < exit) exit = t;
    if (enter > exit) return null;
  }
  // A ray from inside the solid sees none of its faces (they face away): no hit.
  if (entered < 0 || enter <= 0) return null;
  return {
    t: enter,
    nx: planes[entered] as number,
    ny: planes[entered + 1] as number,
    nz: planes[entered + 2] as number,
  };
}

export function hitEllipsoid(solid: Ellipsoid, ray: Ray, far: number): SolidHit | null {
  const [cx, cy, cz] = solid.centre;
  const [rx, ry, rz] = solid.radii;
  const ox = (ray.ox - cx) / rx;
  const oy = (ray.oy - cy) / ry;
  const oz = (ray.oz - cz) / rz;
  const dx = ray.dx / rx;
  const dy = ray.dy / ry;
  const dz = ray.dz / rz;
  const a = dx * dx + dy * dy + dz * dz;
  const b = ox * dx + oy * dy + oz * dz;
  const c = ox * ox + oy * oy + oz * oz - 1;
  const discriminant = b * b - a * c;
  if (c <= 0 || discriminant < 0) return null;
  const t = (-b - Math.sqrt(discriminant)) / a;
  if (t <= 0 || t >= far) return null;
  const px = ox + dx * t;
  const py = oy + dy * t;
  const pz = oz + dz * t;
  const nx = px / rx;
  const ny = py / ry;
  const nz = pz / rz;
  const length = Math.hypot(nx, ny, nz);
  return { t, nx: nx / length, ny: ny / length, nz: nz / length };
}
