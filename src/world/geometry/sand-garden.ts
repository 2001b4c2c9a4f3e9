import type { WorldSpec } from '#shared/worldSpec';
import { mixSeed } from '../spec/random';
import { fbm } from './noise';
import { homeDimensions, standsOnCliff, waterStartZ } from './world-layout';

/**
 * The garden's lawn round a home on sand (beach, island, desert): models/terrain.ts paints it, and
 * the ground cover grows in it and, by the sea, dune grass along its seaward edge. Towards the sea
 * it reaches down to `beachWidth` short of where the water begins, so the beach between the lawn
 * and the water is a strip, not the lower third of the arrival's picture
 * (docs/decisions/0094-coast-cliff-and-beach.md).
 */

/** Sand left between the garden's seaward edge and where the water begins, metres. */
const beachWidth = 4.5;

type GardenSpec = Pick<WorldSpec, 'terrain' | 'layout' | 'home'>;

/** The garden's radius round the home (0: no lawn, the sand or the yard reach the walls). */
export function sandGardenRadius(spec: GardenSpec): number {
  const biome = spec.terrain.biome;
  const sandy = biome === 'beach' || biome === 'island' || biome === 'desert';
  if (!spec.home.garden || !sandy) return 0;
  const home = homeDimensions(spec.home);
  return Math.max(home.width, home.depth) * 0.8 + 7;
}

/**
 * How much further the garden reaches in front of the home than its radius: to `beachWidth` short
 * of the water by the sea (1 on a cliff-top, whose garden stops at the cliff's edge, or by a river).
 */
function seawardStretch(spec: GardenSpec, radius: number): number {
  const shore = waterStartZ(spec);
  if (shore === null || standsOnCliff(spec) || spec.terrain.water === 'river') return 1;
  return Math.max(radius, shore - beachWidth) / radius;
}

/** How far (x, z) lies from the home in the garden's measure: its distance, shortened in front. */
export function gardenDistance(spec: GardenSpec, radius: number, x: number, z: number): number {
  return Math.hypot(x, z > 0 ? z / seawardStretch(spec, radius) : z);
}

/** The point at `distance` in the garden's measure along `angle` (0: +x, π/2: out to sea). */
export function gardenPoint(
  spec: GardenSpec,
  radius: number,
  angle: number,
  distance: number,
): { x: number; z: number } {
  const along = Math.sin(angle) * distance;
  return { x: Math.cos(angle) * distance, z: along > 0 ? along * seawardStretch(spec, radius) : along };
}

/** The garden's edge in the measure of `gardenDistance`: its radius, wandering by up to 2.5 m. */
export function gardenEdge(spec: GardenSpec, radius: number, x: number, z: number): number {
  return radius + fbm(mixSeed(spec.terrain.seed, 13), x / 14, z / 14, 2) * 2.5;
}
