import type { WorldSpec } from '#shared/worldSpec';
import { mixSeed, seededRandom } from '../spec/random';
import { type TerrainShape, terrainRadius } from './terrain-shape';

/**
 * The ground as the scene draws it: a grid of `terrainCells` × `terrainCells` cells whose size
 * grows with the distance from the home (fine around the plot, coarse on the horizon), its vertices
 * jittered a little away from the plot so the facets are not a visible lattice. The scene's mesh
 * (src/web/scene/models/terrain.ts) is built on these very vertices, and the view judge meets the
 * ground on them, so what the judge sees of a far ridge is the ridge the screen draws, facet for
 * facet, not the smooth height function between its vertices.
 */

export const terrainCells = 150;
const warpPower = 1.7;

/** Grid coordinate in [-1, 1] → metres, denser near the centre. */
const warp = (u: number) => Math.sign(u) * terrainRadius * Math.abs(u) ** warpPower;
/**
 * Metres → grid coordinate in [-1, 1] (the inverse of `warp`, before any jitter), from a table over
 * √(|x| / radius), where the inverse is smooth: a ray's walk over the ground asks it a few hundred
 * thousand times a view, and a power with a fractional exponent each time was most of the judge's time.
 */
const unwarpSamples = 4096;
const unwarpTable = Float64Array.from(
  { length: unwarpSamples + 2 },
  (_, k) => Math.min(1, k / unwarpSamples) ** (2 / warpPower),
);
function unwarp(x: number): number {
  const s = Math.sqrt(Math.abs(x) / terrainRadius) * unwarpSamples;
  const k = Math.floor(s);
  if (k >= unwarpSamples) return Math.sign(x) * (Math.abs(x) / terrainRadius) ** (1 / warpPower);
  const low = unwarpTable[k] as number;
  const value = low + ((unwarpTable[k + 1] as number) - low) * (s - k);
  return x < 0 ? -value : value;
}

export interface TerrainGrid {
  /** Vertices per side (`terrainCells` + 1). */
  size: number;
  xs: Float32Array;
  zs: Float32Array;
  ys: Float32Array;
  /** Wetness per vertex (0 dry, 1 under open water). */
  wets: Float32Array;
}

export function terrainGrid(spec: Pick<WorldSpec, 'terrain' | 'layout'>, shape: TerrainShape): TerrainGrid {
  const plot = spec.layout.plotRadius;
  const random = seededRandom(mixSeed(spec.terrain.seed, 101));
  const size = terrainCells + 1;
  const xs = new Float32Array(size * size);
  const zs = new Float32Array(size * size);
  const ys = new Float32Array(size * size);
  const wets = new Float32Array(size * size);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const index = j * size + i;
      let x = warp((i / terrainCells) * 2 - 1);
      let z = warp((j / terrainCells) * 2 - 1);
      const r = Math.hypot(x, z);
      if (r > plot * 1.05 && i > 0 && j > 0 && i < terrainCells && j < terrainCells) {
        const cell = (terrainRadius * 2) / terrainCells;
        const jitter = Math.min(1, r / 60) * cell * 0.35;
        x += (random() - 0.5) * jitter;
        z += (random() - 0.5) * jitter;
      }
      xs[index] = x;
      zs[index] = z;
      const wet = shape.wetness(x, z);
      wets[index] = wet;
      ys[index] = shape.heightWith(x, z, wet);
    }
  }
  return { size, xs, zs, ys, wets };
}

/**
 * The two triangles of cell (i, j), as vertex indices: the diagonal alternates from cell to cell
 * so slopes don't all lean the same way.
 */
export function cellTriangles(grid: TerrainGrid, i: number, j: number): [number, number, number][] {
  const a = j * grid.size + i;
  const b = a + 1;
  const c = a + grid.size;
  const d = c + 1;
  return (i + j) % 2 === 0
    ? [
        [a, c, b],
        [b, c, d],
      ]
    : [
        [a, c, d],
        [a, d, b],
      ];
}

/** Where on the grid a ground point falls: its cell and the point's place in it (0..1 each way). */
export function gridCell(x: number, z: number): { i: number; j: number; u: number; v: number } | null {
  const gi = ((unwarp(x) + 1) / 2) * terrainCells;
  const gj = ((unwarp(z) + 1) / 2) * terrainCells;
  if (!(gi >= 0 && gj >= 0 && gi <= terrainCells && gj <= terrainCells)) return null;
  const i = Math.min(terrainCells - 1, Math.floor(gi));
  const j = Math.min(terrainCells - 1, Math.floor(gj));
  return { i, j, u: gi - i, v: gj - j };
}

/**
 * The drawn ground's height at (x, z): the facet of its cell under the point (jitter aside, which
 * moves a far vertex by a sixth of its cell at most), or null off the grid.
 */
export function gridHeight(grid: TerrainGrid, x: number, z: number): number | null {
  // As `gridCell`, without an object per call: this runs a few hundred thousand times a view.
  const gi = ((unwarp(x) + 1) / 2) * terrainCells;
  const gj = ((unwarp(z) + 1) / 2) * terrainCells;
  if (!(gi >= 0 && gj >= 0 && gi <= terrainCells && gj <= terrainCells)) return null;
  const i = gi >= terrainCells ? terrainCells - 1 : Math.floor(gi);
  const j = gj >= terrainCells ? terrainCells - 1 : Math.floor(gj);
  const u = gi - i;
  const v = gj - j;
  const { ys, size } = grid;
  const at = j * size + i;
  const a = ys[at] as number;
  const b = ys[at + 1] as number;
  const c = ys[at + size] as number;
  const d = ys[at + size + 1] as number;
  if ((i + j) % 2 === 0)
    // Diagonal b–c: triangle (a, c, b) below it, (b, c, d) above.
    return u + v <= 1 ? a + (b - a) * u + (c - a) * v : d + (c - d) * (1 - u) + (b - d) * (1 - v);
  // Diagonal a–d: triangle (a, d, b) where u ≥ v, (a, c, d) where v > u.
  return u >= v ? a + (b - a) * (u - v) + (d - a) * v : a + (c - a) * (v - u) + (d - a) * u;
}

/** Which of the cell's two triangles (0 or 1, in `cellTriangles`' order) holds the point. */
export function triangleOf(i: number, j: number, u: number, v: number): 0 | 1 {
  if ((i + j) % 2 === 0) return u + v <= 1 ? 0 : 1;
  return v > u ? 0 : 1;
}
