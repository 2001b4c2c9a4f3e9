import { describe, expect, it } from 'vitest';
import { generateWorldSpec } from '../generate-world';
import { referenceAnswers } from '../testing/reference-answers';
import { box, hitHull, roof } from './solids';
import { judgeView } from './view-account';

describe('the solids', () => {
  const thing = { kind: 'path' } as const;
  it('a ray meets a box on the face it enters, not from inside', () => {
    const solid = box(thing, 0, 10, 0, 2, 4, 2);
    const hit = hitHull(solid, { ox: 0, oy: 1, oz: 0, dx: 0, dy: 0, dz: 1 }, 100);
    expect(hit?.t).toBeCloseTo(9);
    expect([hit?.nx, hit?.ny, hit?.nz]).toEqual([-0, 0, -1].map((v) => expect.closeTo(v)));
    expect(hitHull(solid, { ox: 0, oy: 1, oz: 10, dx: 0, dy: 0, dz: 1 }, 100)).toBeNull();
    expect(hitHull(solid, { ox: 0, oy: 3, oz: 0, dx: 0, dy: 0, dz: 1 }, 100)).toBeNull();
  });
  it("a gable's slope rises to its ridge along x", () => {
    const solid = roof(thing, 'gable', 0, 0, 0, 10, 6, 3);
    // Straight down on the ridge, and on the front slope half way to the eave.
    expect(hitHull(solid, { ox: 0, oy: 10, oz: 0, dx: 0, dy: -1, dz: 0 }, 100)?.t).toBeCloseTo(7);
    expect(hitHull(solid, { ox: 0, oy: 10, oz: 1.5, dx: 0, dy: -1, dz: 0 }, 100)?.t).toBeCloseTo(8.5);
    expect(hitHull(solid, { ox: 0, oy: 10, oz: 3.5, dx: 0, dy: -1, dz: 0 }, 100)).toBeNull();
  });
});

describe('the view judge', () => {
  const spec = generateWorldSpec(referenceAnswers.tuscanFarmhouse, { level: 'full' });
  const judged = judgeView(spec, spec.arrival.viewpoint, 1280 / 800);
  it('accounts for the whole frame', () => {
    const total = Object.values(judged.shares).reduce((sum, share) => sum + share, 0);
    expect(total).toBeCloseTo(1, 6);
    expect(judged.hits.length).toBe(judged.columns * judged.rows);
  });
  it("sees the farmhouse's front from its arrival, the sky above it and the hills beyond", () => {
    expect(judged.home?.share).toBeGreaterThan(0.08);
    expect(judged.home?.frontShare).toBeGreaterThan(judged.home?.backShare ?? 1);
    expect(judged.shares.sky).toBeGreaterThan(0.2);
    expect(judged.setting).toBeGreaterThan(0.25);
    expect(judged.home?.box.top).toBeGreaterThan(judged.horizon - 0.5);
  });
  it('names what stands at the lens and which props are in view', () => {
    const nearest = judgeView(spec, { position: [0, 1.7, 20], target: [0, 1.7, 0] }, 1.6);
    expect(nearest.home?.centre[0]).toBeCloseTo(0.5, 1);
    for (const prop of judged.props) expect(spec.props[prop.index]?.kind).toBe(prop.kind);
  });
});
