import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WorldLevel, WorldSpec } from '#shared/worldSpec';
// Test-only: the generator turns the reference questionnaires into the worlds users get.
import {
  buildWalkWorld,
  clearPathToHome,
  eyeHeight,
  generateWorldSpec,
  homeDimensions,
  houseboatGangway,
  isWalkable,
  poolRect,
  propFootprintRadius,
  spotDistance,
  terrainShape,
  waterStartZ,
} from '#world';
import { type ReferenceWorld, referenceAnswers } from '#world/testing';
import {
  idleInput,
  isMoving,
  startState,
  step,
  type WalkInput,
  type WalkState,
  walkTuning,
} from './walkStep';

const references = Object.keys(referenceAnswers) as ReferenceWorld[];
const cases = references.flatMap((world) =>
  (['full', 'basic'] as WorldLevel[]).map((level) => ({
    name: `${world} (${level})`,
    spec: generateWorldSpec(referenceAnswers[world], { level }),
  })),
);

/** Checked from the layout itself, not from the walk world's own obstacle list. */
function violation(spec: WorldSpec, state: WalkState): string | null {
  const { x, z } = state;
  const home = homeDimensions(spec.home);
  if (Math.abs(x) < home.width / 2 && Math.abs(z) < home.depth / 2) return 'inside the home';
  const pool = poolRect(spec);
  if (pool && Math.abs(x - pool.x) < pool.width / 2 && Math.abs(z - pool.z) < pool.depth / 2)
    return 'in the pool';
  const shore = waterStartZ(spec);
  const plank = spec.home.style === 'houseboat' ? houseboatGangway(spec.home) : null;
  const onPlank =
    plank !== null &&
    Math.abs(x - plank.x) <= plank.width / 2 &&
    z >= plank.z - plank.depth / 2 - 2 &&
    z <= plank.z + plank.depth / 2;
  if (shore !== null && z >= shore && !onPlank) return 'in the water';
  const shape = terrainShape(spec);
  if (shape.wetness(x, z) > 0.05 && !onPlank) return 'in wet ground';
  for (const prop of spec.props) {
    const radius = propFootprintRadius[prop.kind] * prop.scale;
    if (Math.hypot(x - prop.position[0], z - prop.position[2]) < radius) return `inside the ${prop.kind}`;
  }
  if (Math.hypot(x, z) > spec.layout.plotRadius) return 'off the plot';
  if (state.y < shape.height(x, z) + eyeHeight - 0.05) return 'below eye height';
  if (!Number.isFinite(state.yaw) || !Number.isFinite(state.pitch)) return 'a broken view';
  return null;
}

const hold = (input: Partial<WalkInput>): WalkInput => ({ ...idleInput, ...input });
const normal = { reducedMotion: false };
const reduced = { reducedMotion: true };

function walkFor(spec: WorldSpec, seconds: number, input: Partial<WalkInput>, state?: WalkState) {
  const world = buildWalkWorld(spec);
  let current = state ?? startState(world);
  for (let t = 0; t < seconds; t += 1 / 60) current = step(current, hold(input), 1 / 60, world, normal);
  return current;
}

describe('walk world', () => {
  it.each(cases)('starts $name on walkable ground at eye height, facing something', ({ spec }) => {
    const world = buildWalkWorld(spec);
    const start = startState(world);
    expect(isWalkable(world, start.x, start.z)).toBe(true);
    expect(violation(spec, start)).toBeNull();
    expect(start.y).toBeCloseTo(eyeHeight, 5);
  });

  // A houseboat floats: the walk starts on the quay at its gangway's foot (decision 0044).
  const afloat = (name: string) => name.startsWith('amsterdamHouseboat');
  const startCheck = ({ spec }: (typeof cases)[number]) => {
    const world = buildWalkWorld(spec);
    const start = startState(world);
    const home = homeDimensions(spec.home);
    expect(start.z).toBeGreaterThan(home.depth / 2 + 3);
    expect(Math.abs(start.x)).toBeLessThanOrEqual(Math.max(10, home.width / 2));
    // Facing the home: the view direction (yaw 0 looks along −z) points within 25° of its centre.
    const towards = Math.atan2(-(0 - start.x), -(0 - start.z));
    expect(Math.abs(start.yaw - towards)).toBeLessThan((25 * Math.PI) / 180);
    expect(clearPathToHome(world, spec, start.x, start.z)).toBe(true);
  };
  it.each(cases.filter((c) => !afloat(c.name)))(
    'starts $name in front of the home, facing it, with a clear path to it',
    startCheck,
  );
  it.each(cases.filter((c) => afloat(c.name)))(
    'starts $name on the quay, facing the home afloat, with a clear path over the gangway',
    ({ spec }) => {
      const world = buildWalkWorld(spec);
      const start = startState(world);
      const shore = waterStartZ(spec) as number;
      expect(start.z).toBeLessThan(shore);
      expect(isWalkable(world, start.x, start.z)).toBe(true);
      const towards = Math.atan2(-(0 - start.x), -(0 - start.z));
      expect(Math.abs(start.yaw - towards)).toBeLessThan((25 * Math.PI) / 180);
      expect(clearPathToHome(world, spec, start.x, start.z)).toBe(true);
      // Walking straight on goes over the gangway to the hull, never into the canal.
      const walked = walkFor(spec, 12, { forward: 1 }, start);
      expect(walked.z).toBeGreaterThan(shore);
      expect(walked.z).toBeLessThan(-homeDimensions(spec.home).depth / 2);
    },
  );

  it.each(cases)('gives $name five category spots on walkable ground', ({ spec }) => {
    const world = buildWalkWorld(spec);
    expect(world.spots.map((spot) => spot.category)).toEqual(['home', 'car', 'career', 'travel', 'health']);
    for (const spot of world.spots) {
      expect(isWalkable(world, spot.x, spot.z), spot.category).toBe(true);
      expect(isWalkable(world, spot.panelX, spot.panelZ), spot.category).toBe(true);
      expect(Math.hypot(spot.x - spot.panelX, spot.z - spot.panelZ)).toBeLessThanOrEqual(spotDistance + 0.1);
      const view = spec.categories.find((category) => category.category === spot.category);
      expect(spot.title).toBe(view?.title);
      expect(spot.unlocked).toBe(view?.unlocked);
    }
  });

  it('keeps the basic world’s locked categories locked', () => {
    const basic = cases.find((entry) => entry.name === 'beachVilla (basic)')?.spec as WorldSpec;
    const spots = buildWalkWorld(basic).spots;
    expect(spots.filter((spot) => !spot.unlocked).map((spot) => spot.category)).toEqual([
      'car',
      'career',
      'travel',
      'health',
    ]);
  });
});

describe('walking', () => {
  const villa = cases[0]?.spec as WorldSpec;

  it('speeds up gently instead of jumping to full speed, and stops gently', () => {
    const world = buildWalkWorld(villa);
    let state = startState(world);
    state = step(state, hold({ forward: 1 }), 1 / 60, world, normal);
    const first = Math.hypot(state.vx, state.vz);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(walkTuning.normal.walk / 4);
    for (let index = 0; index < 60; index++) state = step(state, hold({ forward: 1 }), 1 / 60, world, normal);
    expect(Math.hypot(state.vx, state.vz)).toBeGreaterThan(walkTuning.normal.walk * 0.9);
    state = step(state, idleInput, 1 / 60, world, normal);
    expect(isMoving(state)).toBe(true);
    for (let index = 0; index < 120; index++) state = step(state, idleInput, 1 / 60, world, normal);
    expect(isMoving(state)).toBe(false);
  });

  it('walks forward where it looks, strafes sideways and turns with the arrow keys', () => {
    const world = buildWalkWorld(villa);
    const start = { ...startState(world), yaw: 0 };
    const ahead = walkFor(villa, 0.5, { forward: 1 }, { ...start });
    expect(ahead.z).toBeLessThan(start.z);
    expect(Math.abs(ahead.x - start.x)).toBeLessThan(0.01);
    const right = walkFor(villa, 0.5, { strafe: 1 }, { ...start });
    expect(right.x).toBeGreaterThan(start.x);
    const turned = walkFor(villa, 0.5, { turn: 1 }, { ...start });
    expect(turned.yaw).toBeLessThan(start.yaw);
    expect(turned.x).toBeCloseTo(start.x, 5);
  });

  it('runs faster with Shift', () => {
    const world = buildWalkWorld(villa);
    const start = { ...startState(world), yaw: Math.PI / 2, x: 0, z: 20 };
    const walked = walkFor(villa, 1, { forward: 1 }, { ...start });
    const ran = walkFor(villa, 1, { forward: 1, run: true }, { ...start });
    expect(start.x - ran.x).toBeGreaterThan((start.x - walked.x) * 1.4);
  });

  it('slides along the home’s front wall instead of sticking to it', () => {
    // The wall alone: the terrace's things along the front would stop the walker first.
    const bare = { ...villa, props: [] };
    const world = buildWalkWorld(bare);
    const home = homeDimensions(villa.home);
    // Just in front of the door, walking diagonally into the wall (forward-left).
    const start: WalkState = { ...startState(world), x: 0, z: home.depth / 2 + 1, yaw: Math.PI / 4 };
    const after = walkFor(bare, 2, { forward: 1 }, start);
    expect(after.z).toBeGreaterThan(home.depth / 2);
    expect(after.x).toBeLessThan(-2);
  });

  it('slides round a prop walked into head-on but a little off centre', () => {
    const prop = villa.props.find((item) => propFootprintRadius[item.kind] * item.scale > 1);
    if (!prop) throw new Error('the villa has props');
    const world = buildWalkWorld(villa);
    const radius = propFootprintRadius[prop.kind] * prop.scale;
    // Approach from 1 m beyond the circle, heading for a point 0.3 m beside its centre.
    const [px, , pz] = prop.position;
    const from = { x: px + radius + 1.6, z: pz + 0.3 };
    if (!isWalkable(world, from.x, from.z)) return;
    const start: WalkState = { ...startState(world), ...from, yaw: Math.PI / 2 };
    const after = walkFor(villa, 3, { forward: 1 }, start);
    expect(violation(villa, after)).toBeNull();
    expect(Math.hypot(after.x - from.x, after.z - from.z)).toBeGreaterThan(1.5);
  });

  it('bobs the head while walking, never with reduced motion, and moves more gently then', () => {
    const world = buildWalkWorld(villa);
    const start = { ...startState(world), x: 0, z: 20, yaw: Math.PI / 2 };
    const heights = new Set<number>();
    let state = start;
    let calm = start;
    for (let index = 0; index < 90; index++) {
      state = step(state, hold({ forward: 1 }), 1 / 60, world, normal);
      calm = step(calm, hold({ forward: 1, turn: 1 }), 1 / 60, world, reduced);
      heights.add(Math.round(state.y * 1000));
      expect(calm.y).toBeCloseTo(eyeHeight, 6);
    }
    expect(heights.size).toBeGreaterThan(5);
    expect(Math.hypot(calm.vx, calm.vz)).toBeLessThanOrEqual(walkTuning.reduced.walk + 1e-9);
    expect(Math.abs(calm.turnSpeed)).toBeLessThanOrEqual(walkTuning.reduced.turn + 1e-9);
  });

  it('never lets a stalled frame carry the walker through a wall', () => {
    const world = buildWalkWorld(villa);
    const home = homeDimensions(villa.home);
    const start: WalkState = {
      ...startState(world),
      x: 0,
      z: home.depth / 2 + 1,
      yaw: 0,
      vx: 0,
      vz: -200,
    };
    const after = step(start, hold({ forward: 1, run: true }), 5, world, normal);
    expect(violation(villa, after)).toBeNull();
  });
});

const inputArbitrary = fc.record({
  forward: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
  strafe: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
  turn: fc.integer({ min: -1, max: 1 }),
  run: fc.boolean(),
  lookYaw: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
  lookPitch: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
});

describe('walking anywhere (property)', () => {
  it.each(cases)(
    'never ends $name inside the home, the pool, the water or a prop, or below the ground',
    ({ spec }) => {
      const world = buildWalkWorld(spec);
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              input: inputArbitrary,
              frames: fc.integer({ min: 1, max: 90 }),
              dt: fc.double({ min: 0.001, max: 0.25, noNaN: true }),
            }),
            { minLength: 1, maxLength: 12 },
          ),
          fc.boolean(),
          (segments, reducedMotion) => {
            let state = startState(world);
            for (const segment of segments) {
              for (let frame = 0; frame < segment.frames; frame++) {
                state = step(state, segment.input, segment.dt, world, { reducedMotion });
                const problem = violation(spec, state);
                if (problem) throw new Error(`${problem} at ${state.x.toFixed(2)}, ${state.z.toFixed(2)}`);
              }
            }
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it.each(cases)('leaves $name’s walkable ground only to stay put, from every spot', ({ spec }) => {
    const world = buildWalkWorld(spec);
    for (const spot of world.spots) {
      let state: WalkState = { ...startState(world), x: spot.x, z: spot.z, yaw: spot.yaw };
      // Straight at what the spot shows, for a long time: into the home, the pool or the sea.
      for (let frame = 0; frame < 600; frame++) {
        state = step(state, hold({ forward: 1, run: true }), 1 / 30, world, normal);
      }
      expect(violation(spec, state), spot.category).toBeNull();
    }
  });
});
