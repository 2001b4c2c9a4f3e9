import type { WorldSpec } from '#shared/worldSpec';
import type { Corridor } from './cliff-stair';
import type { PathBlock } from './path-block';
import { sandGardenRadius } from './sand-garden';
import type { TerrainShape } from './terrain-shape';
import { homeDimensions, poolRect, standsOnCliff, terraceDepth, waterStartZ } from './world-layout';

/**
 * A boardwalk from a beach garden across the sand to the water's edge
 * (docs/decisions/0100-cliff-stair-beach-path-and-warm-sand.md): boards laid across the way on
 * the sand, each at the ground's height under it, from beside the pool (or the terrace) to where
 * the sand meets the sea. On the arrival camera's side of the home: from the water's edge there it
 * leads the eye up to the garden (on the other side it ran out of the frame behind the dune grass).
 * Pure; one material (wood), merged into one geometry.
 */

type WalkSpec = Pick<WorldSpec, 'terrain' | 'layout' | 'home' | 'arrival'>;

const boardWidth = 1.5;
const boardDepth = 0.24;
const pitch = 0.34;
/** The boards stand this far above the sand at their lower end. */
const lift = 0.07;

function walkPlan(spec: WalkSpec) {
  const shore = waterStartZ(spec);
  if (shore === null || spec.terrain.water !== 'sea' || standsOnCliff(spec)) return null;
  if (sandGardenRadius(spec) === 0) return null;
  const home = homeDimensions(spec.home);
  const pool = poolRect(spec);
  const side = spec.arrival.viewpoint.position[0] > 0 ? 1 : -1;
  const x = side * (pool ? pool.width / 2 + 3.4 : home.width / 2 - 1.5);
  const start = pool ? pool.z : home.depth / 2 + terraceDepth + 1;
  return { x, start, shore };
}

export function beachBoardwalkCorridor(spec: WalkSpec): Corridor | null {
  const plan = walkPlan(spec);
  if (!plan) return null;
  return {
    minX: plan.x - boardWidth / 2 - 0.6,
    maxX: plan.x + boardWidth / 2 + 0.6,
    minZ: plan.start - 0.6,
    maxZ: plan.shore + 6,
  };
}

export function layoutBeachBoardwalk(spec: WalkSpec, shape: TerrainShape): PathBlock[] {
  const plan = walkPlan(spec);
  if (!plan) return [];
  const blocks: PathBlock[] = [];
  // Until the sand under the board's seaward edge meets the water (the foam washes round the last board).
  for (let z = plan.start; z < plan.shore + 6; z += pitch) {
    const near = shape.height(plan.x, z - boardDepth / 2);
    const far = shape.height(plan.x, z + boardDepth / 2);
    const ends = [plan.x - boardWidth / 2, plan.x + boardWidth / 2].map((x) => shape.height(x, z));
    if (Math.min(far, ...ends) < shape.waterLevel) break;
    const top = Math.max(near, far, ...ends) + lift;
    blocks.push({
      x: plan.x,
      z,
      top,
      bottom: Math.min(near, far, ...ends) - 0.05,
      width: boardWidth,
      depth: boardDepth,
      material: 'wood',
    });
  }
  return blocks;
}
