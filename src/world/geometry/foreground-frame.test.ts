import { describe, expect, it } from 'vitest';
import type { Viewpoint } from '#shared/worldSpec';
import { generateWorldSpec, seededRandom, shownArrival, terrainShape } from '#world';
import { referenceAnswers } from '#world/testing';
import { fovForAspect } from './field-of-view';
import { type ForegroundPiece, foregroundFrame, foregroundLimits } from './foreground-frame';
import type { TerrainShape } from './terrain-shape';

const flat: TerrainShape = {
  waterLevel: -1,
  height: () => 0,
  wetness: () => 0,
  heightWith: () => 0,
  cliffCut: () => 0,
};

/** Where a point falls in the frame: x and y from -1 to 1 (y = -1 at the bottom), or null behind. */
function project(view: Viewpoint, aspect: number, [x, y, z]: [number, number, number]) {
  const [px, py, pz] = view.position;
  const [tx, ty, tz] = view.target;
  const f = [tx - px, ty - py, tz - pz];
  const fl = Math.hypot(f[0] ?? 0, f[1] ?? 0, f[2] ?? 0);
  const [fx, fy, fz] = f.map((v) => v / fl) as [number, number, number];
  // right = forward × up, up' = right × forward
  const rl = Math.hypot(fz, fx);
  const [rx, ry, rz] = [-fz / rl, 0, fx / rl];
  const [ux, uy, uz] = [ry * fz - rz * fy, rz * fx - rx * fz, rx * fy - ry * fx];
  const d = [x - px, y - py, z - pz] as const;
  const depth = d[0] * fx + d[1] * fy + d[2] * fz;
  if (depth <= 0) return null;
  const tanHalf = Math.tan(((fovForAspect(aspect) / 2) * Math.PI) / 180);
  return {
    x: (d[0] * rx + d[1] * ry + d[2] * rz) / depth / (tanHalf * aspect),
    y: (d[0] * ux + d[1] * uy + d[2] * uz) / depth / tanHalf,
  };
}

const ground = (blocked: (x: number, z: number) => boolean = () => false, shape = flat) => ({
  shape,
  blocked,
  tuftShare: 0.8,
  density: 1,
  random: seededRandom(7),
});

const arrival: Viewpoint = { position: [0, 4, 30], target: [0, 2, 0] };

describe('the arrival’s foreground frame', () => {
  it.each([16 / 10, 375 / 812])(
    'fills the lower part of a %f frame, at its sides, inside the frame',
    (aspect) => {
      const pieces = foregroundFrame(arrival, aspect, ground());
      expect(pieces.length).toBeGreaterThan(60);
      const top = aspect < 1 ? foregroundLimits.topRow.portrait : foregroundLimits.topRow.landscape;
      let left = 0;
      let right = 0;
      for (const piece of pieces) {
        const at = project(arrival, aspect, [piece.x, piece.y, piece.z]);
        expect(at).not.toBeNull();
        if (!at) continue;
        expect(at.y).toBeLessThan(-top + 0.02);
        expect(at.y).toBeGreaterThan(-1.02);
        expect(Math.abs(at.x)).toBeLessThan(1.02);
        if (at.x < -0.3) left++;
        if (at.x > 0.3) right++;
      }
      expect(left).toBeGreaterThan(15);
      expect(right).toBeGreaterThan(15);
    },
  );

  it('keeps a lane open to the subject and nothing on blocked ground or water', () => {
    const wet: TerrainShape = { ...flat, wetness: (x) => (x > 6 ? 1 : 0) };
    const pieces = foregroundFrame(
      arrival,
      16 / 10,
      ground((x, z) => z < 14 && Math.abs(x) < 4, wet),
    );
    expect(pieces.length).toBeGreaterThan(20);
    for (const piece of pieces) {
      expect(piece.x).toBeLessThanOrEqual(6);
      expect(piece.z < 14 && Math.abs(piece.x) < 4).toBe(false);
      if (piece.kind === 'rock') expect(Math.abs(piece.x)).toBeGreaterThan(foregroundLimits.laneHalfWidth);
    }
  });

  it('places nothing for a camera on the ground or looking at nothing ahead', () => {
    expect(foregroundFrame({ position: [0, 0.1, 10], target: [0, 0.1, 0] }, 1.6, ground())).toEqual([]);
  });

  it('gives every reference life with soil, sand or snow under its arrival a framed lower third', () => {
    for (const [name, answers] of Object.entries(referenceAnswers)) {
      const spec = generateWorldSpec(answers, { level: 'full' });
      if (spec.terrain.biome === 'city') continue;
      const shape = terrainShape(spec);
      const counts = [16 / 10, 375 / 812].map((aspect) => {
        const view = shownArrival(spec, aspect);
        const pieces: ForegroundPiece[] = foregroundFrame(view, aspect, {
          shape,
          blocked: () => false,
          tuftShare: 0.8,
          density: 1,
          random: seededRandom(spec.seed),
        });
        return pieces.length;
      });
      // A waterside arrival may have water below it: then the ground there is the sea's, not ours.
      if (spec.terrain.water === 'none') expect(Math.min(...counts), name).toBeGreaterThan(30);
    }
  });
});
