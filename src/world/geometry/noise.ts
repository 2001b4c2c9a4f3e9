import { mixSeed } from '../spec/random';

/**
 * Seeded 2D value noise and its fractal sum: the terrain's hills, peaks and dunes. Value noise on
 * an integer lattice with smooth interpolation is plenty for a low-poly heightfield, costs a few
 * multiplications per vertex and needs no permutation table to ship.
 */

function lattice(seed: number, x: number, z: number): number {
  // Hash of the lattice point, mapped to [-1, 1].
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(z, 0x165667b1) ^ seed;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return ((h >>> 0) / 4294967295) * 2 - 1;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

/** Value noise in [-1, 1], continuous, with features about 1 unit apart. */
export function valueNoise(seed: number, x: number, z: number): number {
  const x0 = Math.floor(x);
  const z0 = Math.floor(z);
  const tx = smooth(x - x0);
  const tz = smooth(z - z0);
  const a = lattice(seed, x0, z0);
  const b = lattice(seed, x0 + 1, z0);
  const c = lattice(seed, x0, z0 + 1);
  const d = lattice(seed, x0 + 1, z0 + 1);
  return a + (b - a) * tx + (c - a) * tz + (a - b - c + d) * tx * tz;
}

/** Fractal sum of `octaves` noise layers, normalised to about [-1, 1]. */
export function fbm(seed: number, x: number, z: number, octaves = 4): number {
  let sum = 0;
  let amplitude = 1;
  let frequency = 1;
  let norm = 0;
  for (let octave = 0; octave < octaves; octave++) {
    sum += amplitude * valueNoise(mixSeed(seed, octave), x * frequency, z * frequency);
    norm += amplitude;
    amplitude *= 0.5;
    frequency *= 2.03;
  }
  return sum / norm;
}

/** Ridged noise in [0, 1]: sharp crests, the shape of mountain ranges. */
export function ridged(seed: number, x: number, z: number, octaves = 4): number {
  let sum = 0;
  let amplitude = 1;
  let frequency = 1;
  let norm = 0;
  for (let octave = 0; octave < octaves; octave++) {
    const n = 1 - Math.abs(valueNoise(mixSeed(seed, octave + 17), x * frequency, z * frequency));
    sum += amplitude * n * n;
    norm += amplitude;
    amplitude *= 0.5;
    frequency *= 2.1;
  }
  return sum / norm;
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}
