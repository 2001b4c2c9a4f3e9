import type { TerrainShape } from './terrain-shape';

/**
 * Where a plant can stand (docs/decisions/0100-cliff-stair-beach-path-and-warm-sand.md): not on a
 * slope steeper than roots hold (a tree grew out of the cliff's side), and on a cliff-top world
 * not below the cliff's top — the face, its ledges and the pebbles at its foot stay bare rock.
 * Pure, so the vegetation and the ground cover share one tested rule.
 */

/** The steepest ground a tree, a bush or a tuft holds: about 35°. */
export const steepestForPlants = Math.tan((35 * Math.PI) / 180);
/** A loose rock rests on a little more (about 45°), never on a face. */
export const steepestForRocks = 1;
/** How far a cliff may have cut the ground where a plant stands: the face begins below this. */
const belowCliffTop = 0.3;

/** The ground's steepness at (x, z): rise over run, from central differences half a metre either side. */
export function groundSlope(shape: TerrainShape, x: number, z: number): number {
  const step = 0.5;
  const dx = (shape.height(x + step, z) - shape.height(x - step, z)) / (2 * step);
  const dz = (shape.height(x, z + step) - shape.height(x, z - step)) / (2 * step);
  return Math.hypot(dx, dz);
}

/** Whether a plant (or a rock, which rests on a little more) can stand at (x, z). */
export function plantCanStand(shape: TerrainShape, x: number, z: number, rock = false): boolean {
  if (shape.cliffCut(x, z) > belowCliffTop) return false;
  return groundSlope(shape, x, z) <= (rock ? steepestForRocks : steepestForPlants);
}
