import type { CategoryView, WorldCategory, WorldSpec } from '#shared/worldSpec';
import { terrainShape } from './terrain-shape';
import { eyeHeight } from './viewpoints';
import { homeDimensions, houseboatGangway, poolRect, propFootprintRadius, waterStartZ } from './world-layout';

/**
 * Where a visitor on foot may stand in a world (3D mode, decision 0026): a pure description built
 * from the spec, so the same rules that place the home, the pool, the water and the props keep a
 * walker out of them, and a unit test can walk every reference world.
 */

/**
 * How close the eye may come to anything solid: a little more than the camera's near plane (0.5),
 * so a wall walked into never slices through the view.
 */
export const bodyRadius = 0.6;

export type Obstacle =
  | { kind: 'rect'; minX: number; maxX: number; minZ: number; maxZ: number }
  | { kind: 'circle'; x: number; z: number; radius: number };

export interface WalkSpot {
  category: WorldCategory;
  title: string;
  description: string;
  unlocked: boolean;
  /** Where the walker stands to see it (walkable ground). */
  x: number;
  z: number;
  /** Where its panel floats (walkable ground towards what the category's view looks at). */
  panelX: number;
  panelZ: number;
  /** The direction to face from the spot (the same yaw convention as the walk state). */
  yaw: number;
}

export interface WalkWorld {
  /** Walkers stay within this distance of the home (the flat plot). */
  radius: number;
  /** Solid things, already grown by the body radius. */
  obstacles: Obstacle[];
  /** Open water begins here (z, grown by the body radius), or null without water. */
  maxZ: number | null;
  /**
   * Planks over the water a walker may stand on (a houseboat's gangway), already narrowed by the
   * body radius: there the water and the wet ground do not stop the walk.
   */
  bridges: Extract<Obstacle, { kind: 'rect' }>[];
  groundHeight(x: number, z: number): number;
  /** True where the ground is under or at the edge of water (a lake's bay, a river's bank). */
  isWet(x: number, z: number): boolean;
  spots: WalkSpot[];
  start: { x: number; z: number; yaw: number; pitch: number };
}

/** Yaw of a camera at (x, z) looking at (tx, tz): 0 looks along −z (three.js cameras). */
export function yawTowards(x: number, z: number, tx: number, tz: number): number {
  return Math.atan2(-(tx - x), -(tz - z));
}

export function buildWalkWorld(spec: WorldSpec): WalkWorld {
  const shape = terrainShape(spec);
  const home = homeDimensions(spec.home);
  const obstacles: Obstacle[] = [
    {
      kind: 'rect',
      minX: -home.width / 2 - bodyRadius,
      maxX: home.width / 2 + bodyRadius,
      minZ: -home.depth / 2 - bodyRadius,
      maxZ: home.depth / 2 + bodyRadius,
    },
  ];
  const pool = poolRect(spec);
  if (pool) {
    obstacles.push({
      kind: 'rect',
      minX: pool.x - pool.width / 2 - bodyRadius,
      maxX: pool.x + pool.width / 2 + bodyRadius,
      minZ: pool.z - pool.depth / 2 - bodyRadius,
      maxZ: pool.z + pool.depth / 2 + bodyRadius,
    });
  }
  for (const prop of spec.props) {
    obstacles.push({
      kind: 'circle',
      x: prop.position[0],
      z: prop.position[2],
      radius: propFootprintRadius[prop.kind] * prop.scale + bodyRadius,
    });
  }
  const shore = waterStartZ(spec);
  const world: WalkWorld = {
    // The plot is flat to 0.98 of its radius; a margin keeps the walker off its slope.
    radius: spec.layout.plotRadius * 0.95,
    obstacles,
    maxZ: shore === null ? null : shore - bodyRadius - 0.5,
    bridges: spec.home.style === 'houseboat' ? [gangwayOf(spec)] : [],
    groundHeight: (x, z) => Math.max(shape.height(x, z), shape.waterLevel),
    // Below the plot's level lies the water, or a cliff-top plot's rock face: no walking there.
    isWet: (x, z) => shape.wetness(x, z) > 0.02 || shape.height(x, z) < -0.05,
    spots: [],
    start: { x: 0, z: 0, yaw: 0, pitch: 0 },
  };
  world.spots = spec.categories.map((view) => spotOf(view, world));
  world.start = startOf(spec, world);
  return world;
}

/** The gangway as walkable ground: its plank, less a body's width at each rail, up to the hull. */
function gangwayOf(spec: WorldSpec): Extract<Obstacle, { kind: 'rect' }> {
  const plank = houseboatGangway(spec.home);
  return {
    kind: 'rect',
    minX: plank.x - plank.width / 2 + bodyRadius,
    maxX: plank.x + plank.width / 2 - bodyRadius,
    minZ: plank.z - plank.depth / 2 - bodyRadius - 1,
    maxZ: plank.z + plank.depth / 2,
  };
}

/** True on a bridge (a gangway) over the water. */
export function onBridge(world: WalkWorld, x: number, z: number): boolean {
  return world.bridges.some((bridge) => inside(bridge, x, z));
}

/** True where a walker may stand: inside the plot, on dry ground, clear of every obstacle. */
export function isWalkable(world: WalkWorld, x: number, z: number): boolean {
  if (!Number.isFinite(x) || !Number.isFinite(z)) return false;
  if (Math.hypot(x, z) > world.radius) return false;
  for (const obstacle of world.obstacles) if (inside(obstacle, x, z)) return false;
  if (onBridge(world, x, z)) return true;
  if (world.maxZ !== null && z > world.maxZ) return false;
  return !world.isWet(x, z);
}

export function inside(obstacle: Obstacle, x: number, z: number): boolean {
  if (obstacle.kind === 'rect') {
    return x > obstacle.minX && x < obstacle.maxX && z > obstacle.minZ && z < obstacle.maxZ;
  }
  return Math.hypot(x - obstacle.x, z - obstacle.z) < obstacle.radius;
}

/** How far back from its panel a spot stands (m): a panel about 3 m tall fits the view from there. */
export const spotDistance = 7;

/**
 * A category's spot: the first walkable ground on the line from what its view looks at back to
 * where its camera stands (the panel floats there), and the walker's place up to `spotDistance`
 * further back, so the panel and the thing behind it are both in view.
 */
function spotOf(view: CategoryView, world: WalkWorld): WalkSpot {
  const [tx, , tz] = view.viewpoint.target;
  const [px, , pz] = view.viewpoint.position;
  const reach = Math.hypot(px - tx, pz - tz);
  const samples = Math.max(1, Math.ceil(reach / 0.5));
  let panel: { x: number; z: number } | null = null;
  let stand: { x: number; z: number } | null = null;
  for (let index = 0; index <= samples; index++) {
    const t = index / samples;
    const x = tx + (px - tx) * t;
    const z = tz + (pz - tz) * t;
    if (!isWalkable(world, x, z)) continue;
    if (!panel) panel = { x, z };
    else if (Math.hypot(x - panel.x, z - panel.z) <= spotDistance) stand = { x, z };
    else break;
  }
  // Camera and target both off the walkable ground (rare): the nearest walkable point to the home's front.
  panel ??= nearestWalkable(world, px, pz);
  stand ??= panel;
  return {
    category: view.category,
    title: view.title,
    description: view.description,
    unlocked: view.unlocked,
    x: stand.x,
    z: stand.z,
    panelX: panel.x,
    panelZ: panel.z,
    yaw:
      stand === panel ? yawTowards(stand.x, stand.z, tx, tz) : yawTowards(stand.x, stand.z, panel.x, panel.z),
  };
}

/** Spiral search for walkable ground near (x, z); the plot always has some. */
function nearestWalkable(world: WalkWorld, x: number, z: number): { x: number; z: number } {
  const clampedReach = Math.min(Math.hypot(x, z), world.radius - 1);
  const angle = Math.atan2(x, z);
  const cx = Math.sin(angle) * clampedReach;
  const cz = Math.cos(angle) * clampedReach;
  for (let ring = 0; ring < 80; ring++) {
    for (let step = 0; step < 16; step++) {
      const a = (step / 16) * Math.PI * 2;
      const candidate = { x: cx + Math.sin(a) * ring, z: cz + Math.cos(a) * ring };
      if (isWalkable(world, candidate.x, candidate.z)) return candidate;
    }
  }
  throw new Error('This world has no walkable ground');
}

/**
 * True when a walker can go straight from (x, z) to the home's front wall: some point along it
 * (the door or beside it, a pool or a prop may stand in the middle) is reached by a line walkable
 * every half metre.
 */
export function clearPathToHome(world: WalkWorld, spec: WorldSpec, x: number, z: number): boolean {
  const home = homeDimensions(spec.home);
  const half = Math.max(0, home.width / 2 - 1);
  // A home afloat is reached from the quay behind it, over its gangway, at the hull's quay side.
  const gangway = world.bridges[0];
  const wall = gangway ? -(home.depth / 2 + bodyRadius + 0.1) : home.depth / 2 + bodyRadius + 0.6;
  const shares = gangway ? [0] : [0, 0.25, -0.25, 0.5, -0.5, 0.75, -0.75, 1, -1];
  return shares.some((share) => {
    const fx = gangway ? (gangway.minX + gangway.maxX) / 2 : share * half;
    const length = Math.hypot(x - fx, z - wall);
    for (let along = 0; along <= length; along += 0.5) {
      const t = along / (length || 1);
      if (!isWalkable(world, x + (fx - x) * t, z + (wall - z) * t)) return false;
    }
    return true;
  });
}

/**
 * Where a walk begins (docs/decisions/0046-composition-checked-by-rays.md): in front of the
 * home, facing its door, far enough back for the home to fit the view, with nothing between the
 * walker and the home's front — so the first steps forward go home, never into a wall or a prop. Nearer
 * when the plot or the water says so; off to a side when a prop stands on the axis.
 */
function startOf(spec: WorldSpec, world: WalkWorld): WalkWorld['start'] {
  const home = homeDimensions(spec.home);
  const gangway = world.bridges[0];
  if (gangway) {
    // Afloat: on the quay at the gangway's foot, the boat and the canal ahead (decision 0044).
    const x = (gangway.minX + gangway.maxX) / 2;
    for (let z = gangway.minZ - 8; z < gangway.minZ; z += 0.5)
      if (isWalkable(world, x, z) && clearPathToHome(world, spec, x, z))
        // Facing straight along the plank: forward walks aboard; the boat fills the view ahead.
        return { x, z, yaw: yawTowards(x, z, x, 0), pitch: clampPitch(Math.atan2(1 - eyeHeight, -z)) };
  }
  const front = home.depth / 2;
  const preferred = front + Math.max(9, home.width * 0.7, Math.min(home.height, 24) * 1.1);
  for (let offset = 0; offset < world.radius; offset += 0.5) {
    for (const z of [preferred - offset, preferred + offset]) {
      if (z < front + 3) continue;
      for (const x of [0, 2, -2, 4, -4, 6, -6, 8, -8, 10, -10]) {
        if (!isWalkable(world, x, z) || !clearPathToHome(world, spec, x, z)) continue;
        const pitch = clampPitch(Math.atan2(Math.min(home.height, 12) * 0.45 - eyeHeight, z - front));
        return { x, z, yaw: yawTowards(x, z, 0, 0), pitch };
      }
    }
  }
  const near = nearestWalkable(world, 0, world.radius * 0.6);
  return { x: near.x, z: near.z, yaw: yawTowards(near.x, near.z, 0, 0), pitch: 0.1 };
}

/** Looking up or down at most this far (radians): never straight down at the feet. */
export const maxPitch = 1.2;
export const clampPitch = (pitch: number) => Math.min(maxPitch, Math.max(-maxPitch, pitch));
