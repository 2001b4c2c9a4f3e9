import { describe, expect, it } from 'vitest';
import { mixSeed, seededRandom } from '#world';
import { fbm, ridged, smoothstep, valueNoise } from './noise';

describe('seeded randomness', () => {
  it('gives the same stream for the same seed and another for another seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    for (const value of first) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of first) expect(value).toBeLessThan(1);
  });

  it('mixes salts into different seeds', () => {
    expect(mixSeed(1, 1)).not.toBe(mixSeed(1, 2));
    expect(mixSeed(1, 1)).toBe(mixSeed(1, 1));
  });
});

describe('value noise', () => {
  it('is deterministic, bounded and continuous', () => {
    for (let i = 0; i < 200; i++) {
      const x = i * 0.37 - 30;
      const z = i * 0.71 - 50;
      const n = valueNoise(7, x, z);
      expect(valueNoise(7, x, z)).toBe(n);
      expect(Math.abs(n)).toBeLessThanOrEqual(1);
      // Continuous: a tiny step moves the value only a little.
      expect(Math.abs(valueNoise(7, x + 0.001, z) - n)).toBeLessThan(0.02);
      expect(Math.abs(fbm(7, x, z))).toBeLessThanOrEqual(1);
      const r = ridged(7, x, z);
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThanOrEqual(1);
    }
  });

  it('differs between seeds', () => {
    const samples = (seed: number) =>
      Array.from({ length: 20 }, (_, i) => valueNoise(seed, i * 1.3, i * 0.7));
    expect(samples(1)).not.toEqual(samples(2));
  });

  it('smoothstep clamps and eases', () => {
    expect(smoothstep(0, 1, -1)).toBe(0);
    expect(smoothstep(0, 1, 2)).toBe(1);
    expect(smoothstep(0, 1, 0.5)).toBe(0.5);
  });
});
