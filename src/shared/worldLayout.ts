import type { PropKind, WorldSpec } from './worldSpec';

/**
 * Geometry both sides must agree on: the generator places props and cameras around the home, the
 * scene draws the home and the water. Keeping it in one pure module means a prop is never placed
 * inside a wall the scene draws, and a viewpoint never ends up under the sea.
 *
 * Conventions (see worldSpec.ts): metres, y up, the home centred at the origin with its front
 * door facing +z. Water (sea, lake) lies in front of the home, beyond `waterStartZ`; a river runs
 * along x at that z. The plot (radius layout.plotRadius) is flat at y = 0.
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
};

const sizeScale: Record<WorldSpec['home']['size'], number> = { cozy: 0.85, comfortable: 1, grand: 1.25 };

/** The home's bounding box (centred on the origin in x/z, standing on y = 0). */
export function homeDimensions(home: WorldSpec['home']): HomeDimensions {
  const base = baseFootprint[home.style];
  const scale = sizeScale[home.size];
  const roofRise = home.roof === 'flat' ? 0.6 : 2.8 * scale;
  return {
    width: round(base.width * scale),
    depth: round(base.depth * scale),
    height: round(home.floors * floorHeight + roofRise),
  };
}

/** Props keep this much distance from the home's walls (paths, terraces, the pool). */
export const homeClearance = 3;

/** Where water begins in front of the home, or null when the world has no open water. */
export function waterStartZ(spec: Pick<WorldSpec, 'terrain' | 'layout'>): number | null {
  return spec.terrain.water === 'none' ? null : round(spec.layout.plotRadius * 0.85);
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
  return { x: 0, z: round(home.depth / 2 + homeClearance + 3), width: round(home.width * 0.6), depth: 5 };
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
};
