import type { PropKind, WorldSpec } from '#shared/worldSpec';

/**
 * Geometry both sides must agree on: the generator places props and cameras around the home, the
 * scene draws the home and the water. Keeping it in one pure module means a prop is never placed
 * inside a wall the scene draws, and a viewpoint never ends up under the sea.
 *
 * Conventions (see worldSpec.ts): metres, y up, the home centred at the origin with its front
 * door facing +z. Water (sea, lake) lies in front of the home, beyond `waterStartZ`; a river runs
 * along x at that z, its surface at `waterSurfaceY`. The plot (radius layout.plotRadius) is flat at
 * y = 0, except where a cliff-top plot falls to the sea in front of the home.
 */

export const floorHeight = 3.2;

export interface HomeDimensions {
  /** Along x. */
  width: number;
  /** Along z. */
  depth: number;
  /** Top of the roof (or of the tower, for a penthouse). */
  height: number;
}

const baseFootprint: Record<WorldSpec['home']['style'], { width: number; depth: number }> = {
  villa: { width: 18, depth: 12 },
  cabin: { width: 10, depth: 8 },
  'modern-glass': { width: 16, depth: 11 },
  penthouse: { width: 14, depth: 14 },
  cottage: { width: 11, depth: 8 },
  farmhouse: { width: 15, depth: 10 },
  mansion: { width: 26, depth: 16 },
  cycladic: { width: 14, depth: 10 },
  chalet: { width: 13, depth: 11 },
  adobe: { width: 15, depth: 11 },
  treehouse: { width: 9, depth: 9 },
  houseboat: { width: 15, depth: 6 },
  loft: { width: 16, depth: 12 },
  castle: { width: 24, depth: 18 },
  lighthouse: { width: 10, depth: 10 },
  yurt: { width: 8, depth: 8 },
};

/** A treehouse's floor stands this high on its trunk. */
export const treehouseDeckHeight = 5.5;
/** A lighthouse's tower rises this far above the keeper's house. */
export const lighthouseTowerHeight = 16;

const sizeScale: Record<WorldSpec['home']['size'], number> = { cozy: 0.85, comfortable: 1, grand: 1.25 };

/** The home's bounding box (centred on the origin in x/z, standing on y = 0). */
export function homeDimensions(home: WorldSpec['home']): HomeDimensions {
  const base = baseFootprint[home.style];
  const scale = sizeScale[home.size];
  const roofRise = home.roof === 'flat' ? 0.6 : 2.8 * scale;
  const raised =
    home.style === 'treehouse'
      ? treehouseDeckHeight
      : home.style === 'lighthouse'
        ? lighthouseTowerHeight
        : 0;
  return {
    width: round(base.width * scale),
    depth: round(base.depth * scale),
    height: round(raised + home.floors * floorHeight + roofRise),
  };
}

/** Props keep this much distance from the home's walls (paths, terraces, the pool). */
export const homeClearance = 3;

/**
 * A houseboat's canal runs right under it: the water begins just behind the boat, so the home
 * floats and the plot left dry (the quay, where the drive and the garden are) lies behind it.
 */
export const houseboatShoreZ = -6;

/**
 * A houseboat's gangway: a plank wide enough to walk, from the quay over the water to the hull's
 * quay side, where 3D mode's walk starts (docs/decisions/0044-houseboat-gangway.md).
 */
export function houseboatGangway(home: WorldSpec['home']) {
  const size = homeDimensions(home);
  const from = houseboatShoreZ - 1;
  const to = -size.depth / 2;
  return { x: round(-size.width * 0.2), z: round((from + to) / 2), width: 1.8, depth: round(to - from) };
}

/**
 * How far the sea lies below a cliff-top plot, metres: a headland a person looks down from, and
 * that a boat's deck looks up at (docs/decisions/0094-coast-cliff-and-beach.md).
 */
const cliffHeight = 4;
/**
 * Past the pool's far rim and its loungers, metres in front of the terrace: where a cliff-top
 * plot's edge runs (the pool stands at the cliff's edge, as an infinity pool does).
 */
const cliffEdgeAhead = 7.3;
/**
 * From the cliff's edge to where the sea begins, metres: a rock face and a strip of pebbles at its
 * foot. Short, so a boat's deck off the foot sees the home over the edge (see `cliffEdgeZ`).
 */
const cliffRun = 5.8;

/**
 * The height of still water in this world. Just below the plot (the plot's edge reads as a shore),
 * except on the cliffs, where the plot stands on a headland above the sea. The generator stands the
 * waterside arrival on it; the scene draws the water, floats the boats and walks the visitor on it.
 */
export function waterSurfaceY(spec: Pick<WorldSpec, 'terrain'>): number {
  if (standsOnCliff(spec)) return -cliffHeight;
  return -0.45;
}

/** Whether the plot stands on a headland above the sea (the setting `cliff-coast`). */
export function standsOnCliff(spec: Pick<WorldSpec, 'terrain'>): boolean {
  return spec.terrain.setting === 'cliff-coast' && spec.terrain.water === 'sea';
}

/** Where a cliff-top plot's edge runs in front of the home (z), past the pool and its loungers. */
export function cliffEdgeZ(spec: Pick<WorldSpec, 'home'>): number {
  return round(homeDimensions(spec.home).depth / 2 + terraceDepth + cliffEdgeAhead);
}

/** Where water begins in front of the home, or null when the world has no open water. */
export function waterStartZ(spec: Pick<WorldSpec, 'terrain' | 'layout' | 'home'>): number | null {
  if (spec.terrain.water === 'none') return null;
  if (spec.home.style === 'houseboat') return houseboatShoreZ;
  // The sea lies close under a headland's edge: seen from it, the home stands over the cliff.
  if (standsOnCliff(spec)) return round(cliffEdgeZ(spec) + cliffRun);
  return round(spec.layout.plotRadius * 0.85);
}

/**
 * The terrace along the home's front, where things that belong indoors stand (a piano, a desk,
 * books): a deck from the front wall out to `terraceDepth`, both sides of the door's path. A
 * penthouse's terrace is its roof, at `terraceFloor` above the ground.
 */
export const terraceDepth = 4.4;

export interface TerraceRect {
  x: number;
  z: number;
  width: number;
  depth: number;
  /** Floor height of the terrace (0 on the ground). */
  y: number;
}

/**
 * The decks where indoor things stand. On the ground: one along the front and one down each side
 * of the home. A penthouse's is its roof terrace, a treehouse's its deck on the trunk, a
 * houseboat's its roof deck.
 */
export function terraceRects(spec: Pick<WorldSpec, 'home'>): TerraceRect[] {
  const home = homeDimensions(spec.home);
  switch (spec.home.style) {
    case 'penthouse': {
      // In front of the set-back penthouse (see the scene's penthouse model).
      const y = round(Math.max(1, spec.home.floors - 1) * floorHeight + 0.4);
      return [
        {
          x: 0,
          z: round(home.depth * 0.3),
          width: round(home.width - 1),
          depth: round(home.depth * 0.36),
          y,
        },
      ];
    }
    case 'treehouse':
      return [
        { x: 0, z: round(home.depth / 2 + 1.2), width: home.width, depth: 2.4, y: treehouseDeckHeight },
      ];
    case 'houseboat':
      return [
        {
          x: round(home.width * 0.15),
          z: 0,
          width: round(home.width * 0.55),
          depth: round(home.depth * 0.75),
          y: round(floorHeight * 0.9),
        },
      ];
    default: {
      const side = { z: 0, width: terraceDepth, depth: home.depth, y: 0 };
      return [
        {
          x: 0,
          z: round(home.depth / 2 + terraceDepth / 2 + 0.2),
          width: home.width,
          depth: terraceDepth,
          y: 0,
        },
        { ...side, x: round(-(home.width / 2 + terraceDepth / 2 + 0.2)) },
        { ...side, x: round(home.width / 2 + terraceDepth / 2 + 0.2) },
      ];
    }
  }
}

/**
 * The paved path from the door out past the front deck and its steps to the garden's edge, 1.6 m
 * wide down the home's axis: laid by the home's garden (home-solids.ts, the scene's homeBuilder.ts)
 * and kept clear by whatever is scattered round it (the arrival's foreground).
 */
export function frontPathRect(spec: Pick<WorldSpec, 'home'>): Omit<TerraceRect, 'y'> {
  const { depth } = homeDimensions(spec.home);
  const deck = terraceRects(spec)[0];
  const front = deck ? Math.max(depth / 2 + 1.6, deck.z + deck.depth / 2 + 0.9) : depth / 2 + 1.6;
  const length = front - depth / 2 + 2.4;
  return { x: 0, z: depth / 2 + length / 2, width: 1.6, depth: length };
}

/**
 * The pool, when the home has one: in front of the home, between the door and the plot's edge
 * (a penthouse's pool is on its roof terrace instead, so this area stays free for props).
 */
export function poolRect(
  spec: Pick<WorldSpec, 'home'>,
): { x: number; z: number; width: number; depth: number } | null {
  if (!spec.home.pool) return null;
  const home = homeDimensions(spec.home);
  // Beyond the terrace, so the two never overlap.
  return { x: 0, z: round(home.depth / 2 + terraceDepth + 3.3), width: round(home.width * 0.6), depth: 5 };
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}

/**
 * How much ground each prop needs at scale 1 (a circle's radius, metres): the generator keeps
 * these circles apart and off the home, pool and water, so the scene should draw each prop
 * within its circle (times the prop's scale).
 */
export const propFootprintRadius: Record<PropKind, number> = {
  car: 2.6,
  boat: 3.6,
  plane: 7,
  bicycle: 1,
  piano: 1.6,
  guitar: 0.6,
  books: 1,
  art: 1.2,
  flowers: 1.3,
  gym: 2,
  'yoga-mat': 1.2,
  desk: 1.3,
  telescope: 1,
  fireplace: 1.3,
  hammock: 2,
  campfire: 1.8,
  'hot-tub': 1.8,
  dog: 0.7,
  globe: 0.8,
  'vegetable-garden': 2.5,
  convertible: 2.5,
  pickup: 3,
  jeep: 2.4,
  motorbike: 1.2,
  scooter: 1,
  'cargo-bike': 1.3,
  snowmobile: 1.7,
  sailboat: 4,
  yacht: 6.5,
  kayak: 2,
  surfboard: 1.2,
  skis: 1,
  workbench: 1.4,
  kitchen: 1.6,
  'lab-bench': 1.5,
  blackboard: 1.4,
  stage: 2.6,
};
