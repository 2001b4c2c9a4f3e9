import type { WorldSpec } from '#shared/worldSpec';
import { mixSeed } from '../spec/random';
import { valueNoise } from './noise';
import type { TerrainShape } from './terrain-shape';

/**
 * The vineyards of the vineyard hills: parallel rows of vines in rectangular blocks on the slopes
 * round the plot, the one pattern that says "vineyard" from a hundred metres away where a scatter
 * of bushes says "meadow" (docs/decisions/0085-settings-look-like-their-words.md). Pure and
 * seeded: the same world always plants the same rows.
 */

export interface VineSegment {
  x: number;
  y: number;
  z: number;
  /** Rotation about y: the row's direction (the vine model's long side is its x axis). */
  rotation: number;
}

/** Metres between rows, and between the centres of two segments of a row (a segment is 2.6 m). */
const rowSpacing = 3.4;
const segmentStep = 2.7;
/** Blocks of vines: cells of this size (along, across the rows), a little over half of them planted. */
const blockAlong = 30;
const blockAcross = 20;
const plantedAbove = -0.1;
/** The nearest this many segments (about 13k triangles) keep the rows within the plants' budget. */
export const maxVineSegments = 360;

/** A vineyard block covers the point, whose coordinates are along and across the rows. */
function inBlock(seed: number, along: number, across: number): boolean {
  return valueNoise(seed, Math.floor(along / blockAlong), Math.floor(across / blockAcross)) > plantedAbove;
}

export interface Vineyard {
  segments: VineSegment[];
  /** Whether a point lies within a planted block, so the trees keep to the vineyard's edges. */
  covers: (x: number, z: number) => boolean;
}

export function layoutVineyard(
  spec: WorldSpec,
  shape: TerrainShape,
  /** Clear of the home, its props and the arrival view, on the plot (the rows reach into it). */
  clearOnPlot: (x: number, z: number) => boolean,
  /** Clear of every view's first metres, so no row stands across a camera's line of sight. */
  clearOf: (x: number, z: number) => boolean,
): Vineyard {
  if (spec.terrain.setting !== 'vineyard-hills') return { segments: [], covers: () => false };
  const seed = mixSeed(spec.terrain.seed, 515);
  const plot = spec.layout.plotRadius;
  // The rows begin on the flat plot's outer part, so the home stands at the head of its vineyard.
  const inner = plot * 0.7;
  const outer = plot * 3.4;
  // One direction for every row, as on a hillside farm; a seeded angle so worlds differ.
  const angle = (valueNoise(seed, 0.5, 0.5) + 1) * Math.PI;
  const alongX = Math.cos(angle);
  const alongZ = -Math.sin(angle);
  const candidates: (VineSegment & { r: number })[] = [];
  const reach = Math.ceil(outer / Math.min(rowSpacing, segmentStep));
  for (let row = -reach; row <= reach; row++) {
    const across = row * rowSpacing;
    for (let step = -reach; step <= reach; step++) {
      const along = step * segmentStep;
      const x = along * alongX - across * alongZ;
      const z = along * alongZ + across * alongX;
      const r = Math.hypot(x, z);
      if (r < inner || r > outer || !inBlock(seed, along, across)) continue;
      if (shape.wetness(x, z) > 0.02) continue;
      const y = shape.height(x, z);
      if (y < shape.waterLevel + 0.4) continue;
      // A row hugs its slope: where the ground falls away too steeply along it, no vines.
      const rise = Math.abs(
        shape.height(x + alongX * 1.3, z + alongZ * 1.3) - shape.height(x - alongX * 1.3, z - alongZ * 1.3),
      );
      if (rise > 0.9 || !clearOnPlot(x, z) || !clearOf(x, z)) continue;
      candidates.push({ x, y: y - 0.08, z, rotation: angle, r });
    }
  }
  const kept = candidates.sort((a, b) => a.r - b.r).slice(0, maxVineSegments);
  const farthest = (kept.at(-1)?.r ?? 0) + rowSpacing;
  return {
    segments: kept.map(({ x, y, z, rotation }) => ({ x, y, z, rotation })),
    covers: (x, z) => {
      const r = Math.hypot(x, z);
      if (r < inner || r > farthest) return false;
      return inBlock(seed, x * alongX + z * alongZ, -x * alongZ + z * alongX);
    },
  };
}
