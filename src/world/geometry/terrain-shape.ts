import type { WorldSpec } from '#shared/worldSpec';
import { mixSeed } from '../spec/random';
import { fbm, ridged, smoothstep } from './noise';
import { cliffEdgeZ, standsOnCliff, waterStartZ, waterSurfaceY } from './world-layout';

/**
 * The ground's shape as a pure function of the spec: the terrain mesh, the water's shallow and deep
 * colours, the trees and the skyline all ask it the height of a point, so a tree never floats and
 * a tower never stands in the sea. The plot (radius layout.plotRadius) stays exactly at y = 0,
 * except on the cliffs, where it falls in front of the home to the sea below
 * (docs/decisions/0094-coast-cliff-and-beach.md).
 */
/** How far the modelled terrain reaches; fog hides its edge well before this. */
export const terrainRadius = 300;

export type TerrainSpec = Pick<WorldSpec, 'terrain' | 'layout' | 'home'>;

export interface TerrainShape {
  /** The height of still water (`waterSurfaceY`): the sea lies 4.5 m below a cliff-top plot. */
  waterLevel: number;
  /** Height of the ground at (x, z). */
  height(x: number, z: number): number;
  /** 0 on dry land, 1 where open water covers the ground (before comparing with waterLevel). */
  wetness(x: number, z: number): number;
  /** height(x, z) when wetness(x, z) is already known (saves the noise when sampling both). */
  heightWith(x: number, z: number, wet: number): number;
  /** How far a cliff has cut the ground at (x, z) below the land around it: 0 off a cliff's face. */
  cliffCut(x: number, z: number): number;
}

/** How far the sea floor lies below the water (a river's bed is shallower). */
const seaDepth = 5.55;
/** A cliff's foot stands this far above the water: a strip of pebbles where the sea laps. */
const cliffFootAbove = 0.35;

export function terrainShape(spec: TerrainSpec): TerrainShape {
  const { biome, relief, water } = spec.terrain;
  const seed = spec.terrain.seed;
  const plot = spec.layout.plotRadius;
  const shore = waterStartZ(spec);
  const lakeCentreZ = shore === null ? 0 : shore + plot * 0.75;
  const waterLevel = waterSurfaceY(spec);
  const cliffEdge = standsOnCliff(spec) && shore !== null ? cliffEdgeZ(spec) : null;

  /**
   * How far a cliff-top world's ground has fallen at (x, z): 0 on the headland, 1 at the cliff's
   * foot, where the sea begins. The face is steepest at the top (a rock face that the plateau's
   * edge stops sharply) and eases into a talus at the foot; its line wanders out to sea with the
   * shore's, never in towards the pool.
   */
  function cliffFall(z: number, wobble: number): number {
    if (cliffEdge === null || shore === null) return 0;
    const foot = shore - 1;
    const t = (z + Math.min(0, wobble) * 0.5 - cliffEdge) / (foot - cliffEdge);
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    return 1 - (1 - t) ** 2.5;
  }
  const cliffDrop = -waterLevel - cliffFootAbove;

  /** Land before any water is carved: hills, peaks, dunes, beyond a flat plot. */
  function land(x: number, z: number): number {
    const r = Math.hypot(x, z);
    const ramp = smoothstep(plot * 0.98, plot * 1.6, r);
    if (ramp === 0) return 0;
    const rolling = fbm(seed, x / 55, z / 55) * 0.5 + 0.5;
    const detail = fbm(mixSeed(seed, 3), x / 14, z / 14) * 0.6;
    // A ring of distant peaks gives most worlds a horizon worth looking at.
    const far = smoothstep(110, 230, r);
    const range = ridged(mixSeed(seed, 7), x / 85, z / 85);
    switch (biome) {
      case 'mountains':
        return (
          ramp * (rolling * 6 + detail * 2) + smoothstep(plot * 1.8, plot * 7, r) * range * (28 + 85 * relief)
        );
      case 'snow':
        return (
          ramp * (rolling * 5 + detail * 1.5) +
          smoothstep(plot * 1.8, plot * 7, r) * range * (22 + 70 * relief)
        );
      case 'forest':
        return ramp * (rolling * (4 + 12 * relief) + detail) + far * range * (25 + 40 * relief);
      case 'lake':
        return ramp * (rolling * (3 + 8 * relief) + detail) + far * range * (35 + 60 * relief);
      case 'countryside':
        if (spec.terrain.setting === 'vineyard-hills') {
          // Tuscany's rolling hills: broad swells from the plot's edge, high enough to rise above
          // the horizon behind the home with their vines and cypresses on them, then ridge behind
          // ridge into the haze (docs/decisions/0087-desert-casale-snow.md).
          const swell =
            smoothstep(plot * 1.1, plot * 3, r) * (fbm(mixSeed(seed, 17), x / 90, z / 90) * 0.5 + 0.5);
          return (
            ramp * (rolling * (5 + 10 * relief) + detail * 0.5) +
            swell * (10 + 16 * relief) +
            far * range * (20 + 30 * relief)
          );
        }
        return ramp * (rolling * (3 + 9 * relief) + detail * 0.5) + far * range * (15 + 30 * relief);
      case 'beach':
      case 'island':
        return ramp * (rolling * (5 + 18 * relief) + detail) + far * range * (20 + 40 * relief);
      case 'desert': {
        // Dunes: long ridges across the wind, bent by noise; mesas on the horizon.
        const dune = Math.abs(Math.sin((x * 0.55 + z * 0.85) / 11 + fbm(seed, x / 70, z / 70) * 3));
        const mesa = smoothstep(0.55, 0.6, range) * (18 + 30 * relief);
        return ramp * (dune * (2 + 7 * relief) + rolling * 3) + far * mesa;
      }
      case 'city':
        return ramp * detail * 0.15;
    }
  }

  const shoreWobble = (x: number, z: number) => fbm(mixSeed(seed, 11), x / 40, z / 40) * 6;

  function wetness(x: number, z: number): number {
    if (shore === null) return 0;
    const wobble = shoreWobble(x, z);
    switch (water) {
      case 'sea': {
        // Under a cliff the sea deepens within a few metres of its foot; a beach shelves into it.
        const front = smoothstep(shore - 1, shore + (cliffEdge === null ? 12 : 5), z + wobble);
        if (biome !== 'island') return front;
        // An island: the sea all round, beyond a shore that follows the plot loosely.
        // (never on the plot itself, which stays dry land at y = 0).
        const round =
          smoothstep(plot * 1.15, plot * 1.9, Math.hypot(x, z * 1.3) + wobble * 2) *
          smoothstep(plot * 0.98, plot * 1.1, Math.hypot(x, z));

        const islets = isletLand(x, z);
        return Math.max(front, round) * (1 - islets);
      }
      case 'lake': {
        const dx = x / (plot * 2.1);
        const dz = (z - lakeCentreZ) / (plot * 0.9);
        return 1 - smoothstep(0.75, 1.05, Math.hypot(dx, dz) + wobble * 0.01);
      }
      case 'river': {
        const centre = shore + 6 + Math.sin(x / 35) * 5;
        // The bank on the plot's side stays dry land at y = 0 (a houseboat's quay included).
        const bank = smoothstep(shore - 0.5, shore + 1, z);
        return (1 - smoothstep(4, 7.5, Math.abs(z + wobble * 0.4 - centre))) * bank;
      }
      case 'none':
        return 0;
    }
  }

  /** A few islets on the island world's horizon. */
  function isletLand(x: number, z: number): number {
    let best = 0;
    for (let i = 0; i < 4; i++) {
      const angle = (mixSeed(seed, 40 + i) / 4294967296) * Math.PI * 2;
      const distance = 130 + (mixSeed(seed, 50 + i) % 90);
      const size = 18 + (mixSeed(seed, 60 + i) % 22);
      const d = Math.hypot(x - Math.sin(angle) * distance, z + Math.cos(angle) * distance);
      best = Math.max(best, 1 - smoothstep(size * 0.6, size, d));
    }
    return best;
  }

  const floor = water === 'river' ? waterLevel - 2.2 : waterLevel - seaDepth;
  function heightWith(x: number, z: number, wet: number): number {
    // Under open water the land is not needed: skip its noise.
    if (wet >= 1) return floor;
    const ground = land(x, z) - cliffCut(x, z);
    return wet === 0 ? ground : ground * (1 - wet) + floor * wet;
  }
  function cliffCut(x: number, z: number): number {
    if (cliffEdge === null || z <= cliffEdge - 6) return 0;
    const fall = cliffFall(z, shoreWobble(x, z));
    // Ledges and hollows cut into the face (none on the headland's top or at the foot's pebbles),
    // so it breaks into rock facets instead of one smooth bank of earth; never raised above
    // the face's line, where they hid the home's ground floor from the sea.
    const ledges = fall * (1 - fall) * 4 * (fbm(mixSeed(seed, 23), x / 3.5, z / 2.5, 2) * 0.5 + 0.5) * 1.1;
    return cliffDrop * fall + ledges;
  }
  const height = (x: number, z: number) => heightWith(x, z, wetness(x, z));

  return { waterLevel, height, wetness, heightWith, cliffCut };
}
