import { type Bounds, type Ray, type SolidHit, type Thing, turnY } from './solids';

/**
 * A model's shape as a block of voxels: which cells of a grid over its bounding box its surface
 * passes through (docs/decisions/0102-the-world-owns-its-geometry.md). A palm's fronds, a sailboat's
 * sail and a bicycle's frame are far from any one box; their voxels hold their silhouette to a cell
 * (a few decimetres) at any angle. Recorded from the scene's models (model-shapes.ts, written by
 * scripts/record-model-shapes.ts; a test in the scene fails when a model and its record part).
 */
export interface ShapeRecord {
  /** The grid's corner at the model's scale 1, metres (the model stands on y = 0, faces +z). */
  min: [number, number, number];
  /** Cells along x, y, z. */
  size: [number, number, number];
  /** One cell's extent along x, y, z. */
  cell: [number, number, number];
  /** The occupied cells, one bit each, x fastest then z then y, in base64. */
  bits: string;
  /**
   * How much of its cell each occupied cell's solid fills, per axis (0..1, centred): a cell is
   * marked when the model's surface passes through any of it, so whole cells would make a palm's
   * fronds a hedge; shrunk by this much, the voxels' silhouette has the model's own area, seen from
   * round about and from above (measured when recorded).
   */
  fill: number;
}

export interface VoxelShape {
  min: [number, number, number];
  size: [number, number, number];
  cell: [number, number, number];
  fill: number;
  filled: Uint8Array;
}

const decoded = new WeakMap<ShapeRecord, VoxelShape>();

export function voxelShape(record: ShapeRecord): VoxelShape {
  const known = decoded.get(record);
  if (known) return known;
  const binary = atob(record.bits);
  const filled = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) filled[i] = binary.charCodeAt(i);
  const shape = { min: record.min, size: record.size, cell: record.cell, fill: record.fill, filled };
  decoded.set(record, shape);
  return shape;
}

/** The bit of cell (i, j, k): x fastest, then z, then y. */
export const cellIndex = (size: readonly number[], i: number, j: number, k: number) =>
  (j * (size[2] as number) + k) * (size[0] as number) + i;

/** A recorded shape placed in the world: moved, turned about y and scaled (per axis). */
export interface Voxels extends Bounds {
  type: 'voxels';
  shape: VoxelShape;
  x: number;
  y: number;
  z: number;
  angle: number;
  scale: [number, number, number];
  thing: Thing;
}

export function placeVoxels(
  thing: Thing,
  record: ShapeRecord,
  at: [number, number, number],
  angle: number,
  scale: [number, number, number],
): Voxels {
  const shape = voxelShape(record);
  const [x, y, z] = at;
  const [sx, sy, sz] = scale;
  const corners = [0, 1].flatMap((a) =>
    [0, 1].map((b) =>
      turnY(
        (shape.min[0] + a * shape.size[0] * shape.cell[0]) * sx,
        (shape.min[2] + b * shape.size[2] * shape.cell[2]) * sz,
        angle,
      ),
    ),
  );
  return {
    type: 'voxels',
    shape,
    x,
    y,
    z,
    angle,
    scale,
    thing,
    minX: x + Math.min(...corners.map(([cx]) => cx)),
    maxX: x + Math.max(...corners.map(([cx]) => cx)),
    minY: y + shape.min[1] * sy,
    maxY: y + (shape.min[1] + shape.size[1] * shape.cell[1]) * sy,
    minZ: z + Math.min(...corners.map(([, cz]) => cz)),
    maxZ: z + Math.max(...corners.map(([, cz]) => cz)),
  };
}

/**
 * The first filled cell along the ray within (0, far): walked cell by cell (Amanatides & Woo) in
 * the shape's own grid, the ray moved into it (the parameter t stays the world's).
 */
/** Where a ray enters and leaves a box, and across which axis it entered (−1: from inside). */
const span = { enter: 0, exit: 0, axis: -1 };

function slab(
  into: typeof span,
  origin: number,
  along: number,
  low: number,
  high: number,
  axis: number,
): boolean {
  if (Math.abs(along) < 1e-12) return origin >= low && origin <= high;
  let near = (low - origin) / along;
  let away = (high - origin) / along;
  if (near > away) [near, away] = [away, near];
  if (near > into.enter) {
    into.enter = near;
    into.axis = axis;
  }
  if (away < into.exit) into.exit = away;
  return into.enter <= into.exit;
}

function clampCell(value: number, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.floor(value)));
}

/** The parameter where the ray leaves cell `index` along one axis. */
function next(origin: number, along: number, low: number, cell: number, index: number): number {
  return Math.abs(along) < 1e-12
    ? Number.POSITIVE_INFINITY
    : (low + (index + (along > 0 ? 1 : 0)) * cell - origin) / along;
}

export function hitVoxels(solid: Voxels, ray: Ray, far: number): SolidHit | null {
  const { shape, angle } = solid;
  const [sx, sy, sz] = solid.scale;
  const [minX, minY, minZ] = shape.min;
  const [nx, ny, nz] = shape.size;
  const [cx, cy, cz] = shape.cell;
  // Into the model's frame: undo the move, the turn, the scale (scalars: this runs per plant per ray).
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  const rx = ray.ox - solid.x;
  const rz = ray.oz - solid.z;
  const ox = (rx * cos + rz * sin) / sx;
  const oy = (ray.oy - solid.y) / sy;
  const oz = (-rx * sin + rz * cos) / sz;
  const dx = (ray.dx * cos + ray.dz * sin) / sx;
  const dy = ray.dy / sy;
  const dz = (-ray.dx * sin + ray.dz * cos) / sz;
  // Where the ray enters and leaves the grid's box.
  span.enter = 0;
  span.exit = far;
  span.axis = -1;
  if (
    !slab(span, ox, dx, minX, minX + nx * cx, 0) ||
    !slab(span, oy, dy, minY, minY + ny * cy, 1) ||
    !slab(span, oz, dz, minZ, minZ + nz * cz, 2)
  )
    return null;
  const { enter, exit } = span;
  // Walk the cells from where the ray enters the grid (Amanatides & Woo).
  const start = enter + 1e-9;
  let i = clampCell((ox + dx * start - minX) / cx, nx);
  let j = clampCell((oy + dy * start - minY) / cy, ny);
  let k = clampCell((oz + dz * start - minZ) / cz, nz);
  const stepI = dx > 0 ? 1 : -1;
  const stepJ = dy > 0 ? 1 : -1;
  const stepK = dz > 0 ? 1 : -1;
  let nextI = next(ox, dx, minX, cx, i);
  let nextJ = next(oy, dy, minY, cy, j);
  let nextK = next(oz, dz, minZ, cz, k);
  const deltaI = Math.abs(dx) < 1e-12 ? Number.POSITIVE_INFINITY : cx / Math.abs(dx);
  const deltaJ = Math.abs(dy) < 1e-12 ? Number.POSITIVE_INFINITY : cy / Math.abs(dy);
  const deltaK = Math.abs(dz) < 1e-12 ? Number.POSITIVE_INFINITY : cz / Math.abs(dz);
  let t = enter;
  const { filled, fill } = shape;
  const margin = (1 - fill) / 2;
  while (t <= exit) {
    const index = (j * nz + k) * nx + i;
    if ((((filled[index >> 3] as number) >> (index & 7)) & 1) === 1) {
      // The cell's solid: the middle `fill` of the cell each way.
      span.enter = 0;
      span.exit = far;
      span.axis = -1;
      if (
        slab(span, ox, dx, minX + (i + margin) * cx, minX + (i + 1 - margin) * cx, 0) &&
        slab(span, oy, dy, minY + (j + margin) * cy, minY + (j + 1 - margin) * cy, 1) &&
        slab(span, oz, dz, minZ + (k + margin) * cz, minZ + (k + 1 - margin) * cz, 2)
      ) {
        if (span.enter <= 0) return null;
        // The face entered, facing back along the ray, turned back into the world.
        const lx = span.axis === 0 ? -stepI : 0;
        const ly = span.axis === 1 ? -stepJ : span.axis < 0 ? 1 : 0;
        const lz = span.axis === 2 ? -stepK : 0;
        const [wx, wz] = turnY(lx, lz, angle);
        return { t: span.enter, nx: wx, ny: ly, nz: wz };
      }
    }
    if (nextI < nextJ && nextI < nextK) {
      t = nextI;
      nextI += deltaI;
      i += stepI;
      if (i < 0 || i >= nx) return null;
    } else if (nextJ < nextK) {
      t = nextJ;
      nextJ += deltaJ;
      j += stepJ;
      if (j < 0 || j >= ny) return null;
    } else {
      t = nextK;
      nextK += deltaK;
      k += stepK;
      if (k < 0 || k >= nz) return null;
    }
  }
  return null;
}
