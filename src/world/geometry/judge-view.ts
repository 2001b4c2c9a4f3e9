import type { Viewpoint, WorldSpec } from '#shared/worldSpec';
import { fovForAspect } from './field-of-view';
import type { GroundSurface } from './ground-tint';
import type { Ray, Thing } from './solids';
import { castRay } from './view-cast';
import { type ViewWorld, viewWorld } from './view-world';

/**
 * The view judge (docs/decisions/0102-the-world-owns-its-geometry.md): what a camera at this
 * viewpoint shows on a screen of this shape (width / height), from the world's own geometry alone —
 * a grid of rays through the frame, each meeting the drawn ground, the water, or one of the world's
 * solids (viewWorld). No GPU, no three.js: a view on the default grid takes a few milliseconds, so a
 * test can judge every view of thousands of lives. `judgeView` (account.ts) sums the rays up into
 * what the picture holds.
 */

/** What a ray shows, in the composition rules' words (src/web/scene/composition/frame-rules.ts). */
export type Surface = 'home' | 'prop' | 'plant' | 'terrain' | 'water' | 'sky' | 'skyline';

export interface ViewHit {
  surface: Surface;
  /** For props, the category they belong to (null when none, and for the way to the water). */
  category: WorldSpec['props'][number]['category'] | null;
  /** How far along the ray, metres (infinite for the sky). */
  distance: number;
  /** The surface met faces up (a deck's boards, a terrace floor, a pool's rim): ground to stand on. */
  floor?: boolean;
  /** The outward normal of the face met (things only): which side of a thing the view sees. */
  normal?: [number, number, number];
  /** Where the ray met a thing, in the world (things only). */
  point?: [number, number, number];
  /** What exactly it met: which prop, which plant, which part of the home; the path; a tower. */
  thing?: Thing;
  /** What the ground met is: snow, sand or soil (ground only). */
  ground?: GroundSurface;
  /** Position in the frame, 0..1 from the left and from the top. */
  u: number;
  v: number;
}

export interface RayGrid {
  columns: number;
  rows: number;
}

/** About `rays` rays on a square grid over a frame of this shape (at least 8 each way). */
export function rayGrid(aspect: number, rays: number): RayGrid {
  const columns = Math.max(8, Math.round(Math.sqrt(rays * aspect)));
  return { columns, rows: Math.max(8, Math.round(rays / columns)) };
}

/** The camera's axes and lens, as three.js's PerspectiveCamera looking at the target with y up. */
export interface Lens {
  position: [number, number, number];
  forward: [number, number, number];
  right: [number, number, number];
  up: [number, number, number];
  /** tan of half the vertical field of view, and the frame's shape. */
  tanHalf: number;
  aspect: number;
}

export function lensOf(viewpoint: Viewpoint, aspect: number): Lens {
  const [px, py, pz] = viewpoint.position;
  const [tx, ty, tz] = viewpoint.target;
  const length = Math.hypot(tx - px, ty - py, tz - pz) || 1;
  const forward: [number, number, number] = [(tx - px) / length, (ty - py) / length, (tz - pz) / length];
  // right = forward × up(0, 1, 0), up = right × forward.
  let [rx, , rz] = [-forward[2], 0, forward[0]];
  const across = Math.hypot(rx, rz);
  if (across < 1e-9) [rx, rz] = [1, 0];
  else [rx, rz] = [rx / across, rz / across];
  const right: [number, number, number] = [rx, 0, rz];
  const up: [number, number, number] = [
    right[1] * forward[2] - right[2] * forward[1],
    right[2] * forward[0] - right[0] * forward[2],
    right[0] * forward[1] - right[1] * forward[0],
  ];
  return {
    position: [px, py, pz],
    forward,
    right,
    up,
    tanHalf: Math.tan(((fovForAspect(aspect) / 2) * Math.PI) / 180),
    aspect,
  };
}

/** The ray through the frame's point (u from the left, v from the top, both 0..1). */
export function rayThrough(lens: Lens, u: number, v: number): { ray: Ray; cosine: number } {
  const x = (u * 2 - 1) * lens.tanHalf * lens.aspect;
  const y = (1 - v * 2) * lens.tanHalf;
  const { forward: f, right: r, up: w } = lens;
  const dx = f[0] + r[0] * x + w[0] * y;
  const dy = f[1] + r[1] * x + w[1] * y;
  const dz = f[2] + r[2] * x + w[2] * y;
  const length = Math.hypot(dx, dy, dz);
  const [ox, oy, oz] = lens.position;
  return { ray: { ox, oy, oz, dx: dx / length, dy: dy / length, dz: dz / length }, cosine: 1 / length };
}

/** The camera's near plane in the scene (DreamWorldCanvas), metres. */
const nearPlane = 0.5;

/** One ray's account of what it meets. */
export function hitThrough(world: ViewWorld, lens: Lens, u: number, v: number): ViewHit {
  const { ray, cosine } = rayThrough(lens, u, v);
  const meet = castRay(world, ray, 4000, nearPlane / cosine);
  if (meet.kind === 'sky')
    return { surface: 'sky', category: null, distance: Number.POSITIVE_INFINITY, u, v };
  if (meet.kind === 'water') return { surface: 'water', category: null, distance: meet.t, u, v };
  if (meet.kind === 'ground')
    return { surface: 'terrain', category: null, distance: meet.t, ground: meet.ground, u, v };
  const { thing, normal, t } = meet;
  const point: [number, number, number] = [ray.ox + ray.dx * t, ray.oy + ray.dy * t, ray.oz + ray.dz * t];
  const surface: Surface =
    thing.kind === 'home'
      ? 'home'
      : thing.kind === 'plant'
        ? 'plant'
        : thing.kind === 'tower'
          ? 'skyline'
          : 'prop';
  return {
    surface,
    category: thing.kind === 'prop' ? thing.category : null,
    distance: t,
    floor: thing.kind === 'home' && normal[1] > 0.9,
    normal,
    point,
    thing,
    u,
    v,
  };
}

/** The rays of a view: about `rays` of them on a square grid, row by row from the top left. */
export function castView(spec: WorldSpec, viewpoint: Viewpoint, aspect: number, rays = 900): ViewHit[] {
  const world = viewWorld(spec);
  const lens = lensOf(viewpoint, aspect);
  const { columns, rows } = rayGrid(aspect, rays);
  const hits: ViewHit[] = [];
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++)
      hits.push(hitThrough(world, lens, (column + 0.5) / columns, (row + 0.5) / rows));
  return hits;
}
