import { describe, expect, it } from 'vitest';
import { generateWorldSpec, shownArrival, terrainShape } from '#world';
import { referenceAnswers } from '#world/testing';
import { mirrorPlacement } from './mirrorPlacement';

describe('mirror placement', () => {
  it('stands before the home on the side of the arrival the screen shows', () => {
    const spec = generateWorldSpec(referenceAnswers.alpineChalet, { level: 'full' });
    const shape = terrainShape(spec);
    const shown = shownArrival(spec, 375 / 812);
    const { base, eye } = mirrorPlacement(spec, shape.height, shown);
    const [x, , z] = shown.position;
    // The mirror and the visitor before it are on the arrival's side of the home.
    expect(base.x * x + base.z * z).toBeGreaterThan(0);
    expect(eye.x * x + eye.z * z).toBeGreaterThan(0);
  });

  it('stands a penthouse’s mirror at the front its terrace looks out over, not beside the tower', () => {
    const spec = generateWorldSpec(referenceAnswers.cityPenthouse, { level: 'full' });
    const shape = terrainShape(spec);
    const terrace = shownArrival(spec, 375 / 812);
    const { base } = mirrorPlacement(spec, shape.height, terrace);
    const [tx, , tz] = terrace.target;
    const [px, , pz] = terrace.position;
    const out = [tx - px, tz - pz];
    expect(
      (base.x * (out[0] ?? 0) + base.z * (out[1] ?? 0)) /
        Math.hypot(base.x, base.z) /
        Math.hypot(out[0] ?? 0, out[1] ?? 0),
    ).toBeGreaterThan(0.8);
  });
});
