import type { Color } from 'three';
import { describe, expect, it } from 'vitest';
import { timesOfDay } from '#shared/worldSpec';
import { bloomNear } from './Bloom';
import { glowCap, litWindowMaterial } from './windowMaterial';

/**
 * Lit windows and the bloom must not wash a close view out
 * (docs/decisions/0088-arrival-fits-every-screen.md); the gallery reports the pictures that are
 * (scripts/gallery.mjs). These check the numbers that keep them from it.
 */
const bloomThreshold = 0.92;
const luminance = (color: Color) => 0.2126 * color.r + 0.7152 * color.g + 0.0722 * color.b;

describe('glare', () => {
  it('holds a near pane below the bloom and about white after the night exposure, lets far ones glow', () => {
    const glow = litWindowMaterial('night').emissive;
    const peak = Math.max(glow.r, glow.g, glow.b);
    const near = glow.clone().multiplyScalar(glowCap.near / peak);
    expect(luminance(near)).toBeLessThan(bloomThreshold);
    expect(glowCap.near * 1.3).toBeLessThan(1.05);
    for (const time of timesOfDay)
      expect(litWindowMaterial(time).emissiveIntensity).toBeLessThanOrEqual(glowCap.far);
    expect(glowCap.nearMetres).toBeLessThan(glowCap.farMetres);
  });

  it('writes the cap into the window shader', () => {
    const material = litWindowMaterial('night');
    const shader = { fragmentShader: '#include <emissivemap_fragment>' } as Parameters<
      typeof material.onBeforeCompile
    >[0];
    material.onBeforeCompile(shader, undefined as never);
    expect(shader.fragmentShader).toContain('windowCap');
    expect(shader.fragmentShader).toContain(`mix( ${glowCap.near}, ${glowCap.far.toFixed(1)}`);
  });

  it('gives a close view a third of the bloom and a far one all of it', () => {
    expect(bloomNear(3)).toBeCloseTo(1 / 3);
    expect(bloomNear(19)).toBeGreaterThan(1 / 3);
    expect(bloomNear(19)).toBeLessThan(1);
    expect(bloomNear(30)).toBe(1);
    expect(bloomNear(Number.POSITIVE_INFINITY)).toBe(1);
  });
});
