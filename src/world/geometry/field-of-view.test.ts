import { describe, expect, it } from 'vitest';
import { baseFov, fovForAspect, landscapeFovOf, maxFov, widenForPortrait } from './field-of-view';

describe('field of view', () => {
  it('keeps landscape views and widens portrait ones, up to the cap', () => {
    expect(fovForAspect(16 / 9)).toBe(baseFov);
    const phone = fovForAspect(9 / 16);
    expect(phone).toBeGreaterThan(baseFov);
    expect(phone).toBeLessThan(maxFov);
    expect(widenForPortrait(70, 9 / 16)).toBe(maxFov);
  });

  it('a portrait picture of a landscape view gets the same field of view as a portrait screen', () => {
    expect(widenForPortrait(baseFov, 1080 / 1920)).toBeCloseTo(fovForAspect(1080 / 1920), 10);
  });

  it('landscapeFovOf undoes the widening', () => {
    const aspect = 390 / 844;
    expect(landscapeFovOf(fovForAspect(aspect), aspect)).toBeCloseTo(baseFov, 10);
    expect(landscapeFovOf(60, 1.5)).toBe(60);
  });
});
