import type { WorldSpec } from '#shared/worldSpec';
import { beachBoardwalkCorridor, layoutBeachBoardwalk } from './beach-boardwalk';
import { cliffStairCorridor, layoutCliffStair } from './cliff-stair';
import type { PathBlock } from './path-block';
import type { TerrainShape } from './terrain-shape';

/**
 * The home's way down to the sea: a stair down a cliff, a boardwalk across a beach, or nothing
 * (docs/decisions/0100-cliff-stair-beach-path-and-warm-sand.md).
 */

type WaySpec = Pick<WorldSpec, 'terrain' | 'layout' | 'home' | 'arrival'>;

export function layoutWayToWater(spec: WaySpec, shape: TerrainShape): PathBlock[] {
  const stair = layoutCliffStair(spec, shape);
  return stair.length > 0 ? stair : layoutBeachBoardwalk(spec, shape);
}

/** Whether (x, z) lies on the way to the water (or beside it): no plant or tuft grows there. */
export function onWayToWater(spec: WaySpec, x: number, z: number): boolean {
  const corridor = cliffStairCorridor(spec) ?? beachBoardwalkCorridor(spec);
  return (
    corridor !== null && x >= corridor.minX && x <= corridor.maxX && z >= corridor.minZ && z <= corridor.maxZ
  );
}
