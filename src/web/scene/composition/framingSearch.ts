import { Box3, type Mesh, Raycaster, Sphere, Vector3 } from 'three';
import type { Viewpoint, WorldCategory } from '#shared/worldSpec';
import { eyeHeight, type FrameReport, judgeFrame, subjectOf } from '#world';
import { type RayHit, sampleView, type WorldSample } from './viewSampler';

/**
 * The framing search (docs/decisions/0079-framing-search.md). The generator frames a category's
 * props from a rule (its size, its site, the home's side of it: src/world/geometry/viewpoints.ts),
 * which cannot know the railings, planters and walls that stand around a thing on a terrace. Here,
 * where the real meshes are known, a view the ray judge (frameRules.ts) finds fault with is
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
const farthest = Math.max(...reaches);
const coarseRays = 80;
const fineRays = 480;
const finalists = 5;

const raycaster = new Raycaster();
raycaster.firstHitOnly = true;

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
function placementOf(hits: RayHit[], isSubject: (hit: RayHit) => boolean): Placement {
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
 * as src/world/geometry/viewpoints.ts groups them). The search aims at their middle, not at the
 * generator's point 0.8 m above the floor, which for a blackboard on its legs or an easel is the
 * gap under the board.
 */
function subjectBoxes(world: WorldSample, category: WorldCategory, near: Vector3): Box3[] {
  const boxes: Box3[] = [];
  for (const object of world.objects) {
    const tag = object.userData as { surface?: string; category?: string };
    if (tag.surface !== 'prop' || tag.category !== category) continue;
    const own = new Box3().setFromObject(object);
    if (own.distanceToPoint(near) <= 6) boxes.push(own);
  }
  return boxes;
}

/**
 * True when most of a handful of rays from `position` first meet the subject: two aimed at each
 * of its things, at the middle of its box and higher up in it.
 */
function inPlainSight(world: WorldSample, position: Vector3, boxes: Box3[], category: WorldCategory) {
  let seen = 0;
  let cast = 0;
  const point = new Vector3();
  const size = new Vector3();
  const direction = new Vector3();
  for (const box of boxes)
    for (const rise of [0, 0.3]) {
      box.getCenter(point);
      point.y += box.getSize(size).y * rise;
      direction.subVectors(point, position);
      const length = direction.length();
      raycaster.set(position, direction.normalize());
      raycaster.far = length + 2;
      const first = raycaster.intersectObjects(world.objects, false)[0];
      const tag = first?.object.userData as { surface?: string; category?: string } | undefined;
      if (tag?.surface === 'prop' && tag.category === category) seen++;
      cast++;
    }
  return seen >= cast * 0.6;
}

/**
 * The view of a category as the scene shows it on a screen of this shape: the generator's own
 * when the judge finds nothing wrong with it (or it is not about props), otherwise the best
 * candidate of the search.
 */
export function framedViewpoint(world: WorldSample, category: WorldCategory, aspect: number): Viewpoint {
  const { spec } = world;
  const original = spec.categories.find((view) => view.category === category)?.viewpoint;
  if (!original) return spec.arrival.viewpoint;
  const subject = subjectOf(spec, category, original);
  if (subject.kind !== 'props') return original;
  const judge = (viewpoint: Viewpoint, rays: number, within = world) => {
    const hits = sampleView(within, viewpoint, aspect, rays);
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

  const boxes = subjectBoxes(world, category, new Vector3(...original.target));
  if (boxes.length === 0) return original;
  const target = boxes.reduce((all, box) => all.union(box), new Box3()).getCenter(new Vector3());
  const aim = target.toArray().map(round2) as Viewpoint['target'];
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
  const floor = Math.max(world.shape.height(target.x, target.z), Math.min(...boxes.map((box) => box.min.y)));
  // The candidates stand within this reach of the subject; what stands further away can neither
  // hide it nor press against the lens, so the coarse pass leaves it out.
  const around = world.objects.filter((object) => {
    const sphere = new Sphere();
    const mesh = object as Mesh;
    if (!mesh.geometry.boundingSphere) mesh.geometry.computeBoundingSphere();
    sphere.copy(mesh.geometry.boundingSphere as Sphere).applyMatrix4(mesh.matrixWorld);
    return sphere.center.distanceTo(target) - sphere.radius < baseDistance * farthest + 4;
  });
  const local: WorldSample = { ...world, objects: around };
  const scored: { viewpoint: Viewpoint; score: number }[] = [];
  const position = new Vector3();
  for (let a = 0; a < azimuths; a++) {
    const turn = (a / azimuths) * Math.PI * 2;
    const azimuth = baseAzimuth + turn;
    for (const elevation of elevations)
      for (const reach of reaches) {
        const distance = Math.max(3, baseDistance * reach);
        position.set(
          target.x + Math.sin(azimuth) * Math.cos(elevation) * distance,
          target.y + Math.sin(elevation) * distance,
          target.z + Math.cos(azimuth) * Math.cos(elevation) * distance,
        );
        // Never below a standing visitor's eyes over the ground under the camera.
        if (position.y < world.shape.height(position.x, position.z) + eyeHeight) continue;
        if (position.y < floor + eyeHeight) continue;
        if (!inPlainSight(local, position, boxes, category)) continue;
        const viewpoint: Viewpoint = {
          position: position.toArray().map(round2) as Viewpoint['position'],
          target: aim,
        };
        const { report, placement } = judge(viewpoint, coarseRays, local);
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
