import type { Viewpoint, WorldCategory, WorldSpec } from '#shared/worldSpec';
import { type FrameReport, judgeFrame, subjectOf } from './frame-rules';
import { castView, type ViewHit } from './judge-view';
import type { Bounds } from './solids';
import { castRay } from './view-cast';
import { type ViewWorld, viewWorld } from './view-world';
import { eyeHeight } from './viewpoints';

/**
 * The framing search (docs/decisions/0079-framing-search.md). The generator frames a category's
 * props from a rule (its size, its site, the home's side of it: src/world/geometry/viewpoints.ts),
 * which cannot know the railings, planters and walls that stand around a thing on a terrace. Here,
 * on the world's own solids (view-world.ts), a view the ray judge (frame-rules.ts) finds fault with is
 * replaced by the best of a ring of candidate cameras around the same subject: each candidate is
 * first checked by a few rays aimed straight at the subject (is it in plain sight?), the survivors
 * are judged on a coarse grid of rays, and the best few again on a fine one. Deterministic: the
 * same world and screen shape give the same view.
 */

const azimuths = 12;
// No candidate looks down more steeply than the last of these: from higher up a thing on a
// terrace flattens into a plan of itself (docs/decisions/0083-category-views-eye-level-and-large.md).
const elevations = [8, 15, 23, 32].map((degrees) => (degrees * Math.PI) / 180);
const reaches = [0.45, 0.65, 0.9];
const coarseRays = 80;
const fineRays = 480;
const finalists = 5;

/**
 * A generator's view that the judge passes is kept only when it is also this good: the subject
 * large enough to read and not looked down on from above; otherwise it is searched like a faulted
 * one, and kept only if no candidate does better.
 */
const keepable = { minSubjectShare: 0.04, maxDownDegrees: 30 };

/** Where the subject lies in a candidate's frame. */
interface Placement {
  /** The subject's middle from the frame's (0 = centred). */
  centring: number;
  /** The share of the frame's border that is the subject: how much of it the frame cuts off. */
  cut: number;
}

/** Where a candidate looks from, relative to the subject (radians). */
interface Look {
  /** How steeply it looks down at the subject. */
  down: number;
  /** How far it turned from the generator's side of the subject. */
  turn: number;
  /** 0 when it faces the leading thing's front, 1 when it looks at its back. */
  back: number;
}

/**
 * A candidate's merit (docs/decisions/0083-category-views-eye-level-and-large.md): a view without
 * problems first (it outweighs everything else), then a large, whole, centred, unobstructed
 * subject seen from its front and from not far above a visitor's eyes.
 */
function merit(report: FrameReport, placement: Placement, look: Look): number {
  const clean = report.problems.length === 0 ? 2 : 0;
  // Looking down flattens a thing into a plan; up to about 20° down it reads as a thing in a
  // place, with the home or the horizon behind it.
  const steep = Math.max(0, look.down - 0.35);
  return (
    clean +
    Math.min(report.subjectShare, 0.25) * 5 -
    placement.cut * 1.5 -
    report.coverShare -
    report.nearShare * 2 -
    placement.centring * 0.5 -
    steep * 1.5 -
    look.back * 0.3 -
    look.turn * 0.03
  );
}

/** How steeply a view looks down at its target (radians; negative: looking up). */
const downPitch = ({ position: [px, py, pz], target: [tx, ty, tz] }: Viewpoint) =>
  Math.atan2(py - ty, Math.hypot(tx - px, tz - pz));

/** The signed difference of two angles, in −π..π. */
const angleBetween = (a: number, b: number) => Math.atan2(Math.sin(a - b), Math.cos(a - b));

/** Where the subject's rays sit in the frame. */
function placementOf(hits: ViewHit[], isSubject: (hit: ViewHit) => boolean): Placement {
  const mine = hits.filter(isSubject);
  if (mine.length === 0) return { centring: 1, cut: 0 };
  const u = mine.reduce((sum, hit) => sum + hit.u, 0) / mine.length;
  const v = mine.reduce((sum, hit) => sum + hit.v, 0) / mine.length;
  // The grid's outermost rays: the smallest and largest u and v sampled.
  const us = hits.map((hit) => hit.u);
  const vs = hits.map((hit) => hit.v);
  const [uMin, uMax, vMin, vMax] = [Math.min(...us), Math.max(...us), Math.min(...vs), Math.max(...vs)];
  const border = hits.filter((hit) => hit.u === uMin || hit.u === uMax || hit.v === vMin || hit.v === vMax);
  const cut = border.filter(isSubject).length / border.length;
  return { centring: Math.hypot(u - 0.5, v - 0.5), cut };
}

/**
 * The boxes of the category's things that the generator framed (those within 6 m of its target,
 * as viewpoints.ts groups them). The search aims at their middle, not at the generator's point
 * 0.8 m above the floor, which for a blackboard on its legs or an easel is the gap under the board.
 */
function subjectBoxes(world: ViewWorld, category: WorldCategory, near: Point): Bounds[] {
  return world.solids
    .filter(({ thing }) => thing.kind === 'prop' && thing.category === category)
    .filter((solid) => distanceToBox(solid, near) <= 6);
}

type Point = [number, number, number];

const distanceToBox = (box: Bounds, [x, y, z]: Point) =>
  Math.hypot(
    Math.max(box.minX - x, 0, x - box.maxX),
    Math.max(box.minY - y, 0, y - box.maxY),
    Math.max(box.minZ - z, 0, z - box.maxZ),
  );

const union = (boxes: Bounds[]): Bounds => ({
  minX: Math.min(...boxes.map((box) => box.minX)),
  minY: Math.min(...boxes.map((box) => box.minY)),
  minZ: Math.min(...boxes.map((box) => box.minZ)),
  maxX: Math.max(...boxes.map((box) => box.maxX)),
  maxY: Math.max(...boxes.map((box) => box.maxY)),
  maxZ: Math.max(...boxes.map((box) => box.maxZ)),
});

/**
 * True when most of a handful of rays from `position` first meet the subject: two aimed at each
 * of its things, at the middle of its box and higher up in it.
 */
function inPlainSight(world: ViewWorld, [ox, oy, oz]: Point, boxes: Bounds[], category: WorldCategory) {
  let seen = 0;
  let cast = 0;
  for (const box of boxes)
    for (const rise of [0, 0.3]) {
      const x = (box.minX + box.maxX) / 2;
      const y = (box.minY + box.maxY) / 2 + (box.maxY - box.minY) * rise;
      const z = (box.minZ + box.maxZ) / 2;
      const length = Math.hypot(x - ox, y - oy, z - oz) || 1;
      const ray = { ox, oy, oz, dx: (x - ox) / length, dy: (y - oy) / length, dz: (z - oz) / length };
      const first = castRay(world, ray, length + 2);
      if (first.kind === 'thing' && first.thing.kind === 'prop' && first.thing.category === category) seen++;
      cast++;
    }
  return seen >= cast * 0.6;
}

/**
 * The view of a category as the scene shows it on a screen of this shape: the generator's own
 * when the judge finds nothing wrong with it (or it is not about props), otherwise the best
 * candidate of the search.
 */
export function framedViewpoint(spec: WorldSpec, category: WorldCategory, aspect: number): Viewpoint {
  const world = viewWorld(spec);
  const original = spec.categories.find((view) => view.category === category)?.viewpoint;
  if (!original) return spec.arrival.viewpoint;
  const subject = subjectOf(spec, category, original);
  if (subject.kind !== 'props') return original;
  const judge = (viewpoint: Viewpoint, rays: number) => {
    const hits = castView(spec, viewpoint, aspect, rays);
    const report = judgeFrame(hits, subject, viewpoint, aspect);
    const placement = placementOf(hits, (hit) => hit.surface === 'prop' && hit.category === category);
    return { report, placement };
  };
  const first = judge(original, fineRays);
  const good =
    first.report.problems.length === 0 &&
    first.report.subjectShare >= keepable.minSubjectShare &&
    downPitch(original) <= (keepable.maxDownDegrees * Math.PI) / 180;
  if (good) return original;

  const boxes = subjectBoxes(world, category, original.target);
  if (boxes.length === 0) return original;
  const all = union(boxes);
  const target = { x: (all.minX + all.maxX) / 2, y: (all.minY + all.maxY) / 2, z: (all.minZ + all.maxZ) / 2 };
  const aim: Viewpoint['target'] = [round2(target.x), round2(target.y), round2(target.z)];
  const [px, , pz] = original.position;
  const baseDistance = Math.max(4, Math.hypot(px - target.x, original.position[1] - target.y, pz - target.z));
  const baseAzimuth = Math.atan2(px - target.x, pz - target.z);
  // The thing that leads the category faces +z turned by its rotationY (models/props.ts).
  const facing = spec.props.find((prop) => prop.category === category)?.rotationY ?? baseAzimuth;
  const lookOf = (viewpoint: Viewpoint): Look => {
    const [cx, , cz] = viewpoint.position;
    const azimuth = Math.atan2(cx - target.x, cz - target.z);
    return {
      down: downPitch(viewpoint),
      turn: Math.abs(angleBetween(azimuth, baseAzimuth)),
      back: (1 - Math.cos(angleBetween(azimuth, facing))) / 2,
    };
  };
  // What the things stand on: the ground, a deck, a penthouse's roof terrace 30 m up. No camera
  // is lower than a visitor's eyes over it (one 1.4 m over a roof terrace looked through its glass).
  const floor = Math.max(world.shape.height(target.x, target.z), Math.min(...boxes.map((box) => box.minY)));
  const scored: { viewpoint: Viewpoint; score: number }[] = [];
  for (let a = 0; a < azimuths; a++) {
    const turn = (a / azimuths) * Math.PI * 2;
    const azimuth = baseAzimuth + turn;
    for (const elevation of elevations)
      for (const reach of reaches) {
        const distance = Math.max(3, baseDistance * reach);
        const position: Point = [
          target.x + Math.sin(azimuth) * Math.cos(elevation) * distance,
          target.y + Math.sin(elevation) * distance,
          target.z + Math.cos(azimuth) * Math.cos(elevation) * distance,
        ];
        const [x, y, z] = position;
        // Never below a standing visitor's eyes over the ground under the camera.
        if (y < world.shape.height(x, z) + eyeHeight) continue;
        if (y < floor + eyeHeight) continue;
        if (!inPlainSight(world, position, boxes, category)) continue;
        const viewpoint: Viewpoint = { position: [round2(x), round2(y), round2(z)], target: aim };
        const { report, placement } = judge(viewpoint, coarseRays);
        scored.push({ viewpoint, score: merit(report, placement, lookOf(viewpoint)) });
      }
  }
  scored.sort((a, b) => b.score - a.score);
  // The generator's own view competes with the finalists: a search never makes a view worse.
  let best = { viewpoint: original, score: merit(first.report, first.placement, lookOf(original)) };
  for (const { viewpoint } of scored.slice(0, finalists)) {
    const { report, placement } = judge(viewpoint, fineRays);
    const score = merit(report, placement, lookOf(viewpoint));
    if (score > best.score) best = { viewpoint, score };
  }
  return best.viewpoint;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
