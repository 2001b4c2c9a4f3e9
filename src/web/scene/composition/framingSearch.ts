import { type Mesh, Raycaster, Sphere, Vector3 } from 'three';
import type { Viewpoint, WorldCategory } from '#shared/worldSpec';
import { eyeHeight } from '../eyeHeight';
import { type FrameReport, judgeFrame, subjectOf } from './frameRules';
import { sampleView, type WorldSample } from './viewSampler';

/**
 * The framing search (docs/decisions/0079-framing-search.md). The generator frames a category's
 * props from a rule (its size, its site, the home's side of it: src/world/generator/viewpoints.ts),
 * which cannot know the railings, planters and walls that stand around a thing on a terrace. Here,
 * where the real meshes are known, a view the ray judge (frameRules.ts) finds fault with is
 * replaced by the best of a ring of candidate cameras around the same subject: each candidate is
 * first checked by a few rays aimed straight at the subject (is it in plain sight?), the survivors
 * are judged on a coarse grid of rays, and the best few again on a fine one. Deterministic: the
 * same world and screen shape give the same view.
 */

const azimuths = 12;
const elevations = [12, 22, 34, 48].map((degrees) => (degrees * Math.PI) / 180);
const reaches = [0.55, 0.8, 1.15];
const farthest = Math.max(...reaches);
const coarseRays = 80;
const fineRays = 480;
const finalists = 5;

const raycaster = new Raycaster();
raycaster.firstHitOnly = true;

/** A candidate's merit: a view without problems first, then a large, centred, unobstructed subject. */
function merit(report: FrameReport, centring: number, pitch: number, turn: number): number {
  const clean = report.problems.length === 0 ? 1 : 0;
  // Looking steeply down flattens a thing into a plan; a little horizon reads as a place.
  const steep = Math.max(0, -pitch - 0.45);
  return (
    clean +
    Math.min(report.subjectShare, 0.15) * 4 -
    report.coverShare -
    report.nearShare * 2 -
    centring * 0.5 -
    steep * 0.6 -
    turn * 0.03
  );
}

/** Where the subject's rays sit in the frame: its distance from the middle (0 = centred). */
function centringOf(hits: ReturnType<typeof sampleView>, isSubject: (hit: (typeof hits)[number]) => boolean) {
  const mine = hits.filter(isSubject);
  if (mine.length === 0) return 1;
  const u = mine.reduce((sum, hit) => sum + hit.u, 0) / mine.length;
  const v = mine.reduce((sum, hit) => sum + hit.v, 0) / mine.length;
  return Math.hypot(u - 0.5, v - 0.5);
}

/** True when most of a handful of rays from `position` towards the target first meet the subject. */
function inPlainSight(world: WorldSample, position: Vector3, target: Vector3, category: WorldCategory) {
  const offsets: [number, number, number][] = [
    [0, 0, 0],
    [0.4, 0, 0],
    [-0.4, 0, 0],
    [0, 0.3, 0],
    [0, 0, 0.4],
  ];
  let seen = 0;
  const direction = new Vector3();
  for (const [dx, dy, dz] of offsets) {
    direction.set(target.x + dx - position.x, target.y + dy - position.y, target.z + dz - position.z);
    const length = direction.length();
    raycaster.set(position, direction.normalize());
    raycaster.far = length + 2;
    const first = raycaster.intersectObjects(world.objects, false)[0];
    const tag = first?.object.userData as { surface?: string; category?: string } | undefined;
    if (tag?.surface === 'prop' && tag.category === category) seen++;
  }
  return seen >= 3;
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
    const centring = centringOf(hits, (hit) => hit.surface === 'prop' && hit.category === category);
    return { report, centring };
  };
  if (judge(original, fineRays).report.problems.length === 0) return original;

  const target = new Vector3(...original.target);
  const [px, , pz] = original.position;
  const baseDistance = Math.max(4, Math.hypot(px - target.x, original.position[1] - target.y, pz - target.z));
  const baseAzimuth = Math.atan2(px - target.x, pz - target.z);
  const floor = world.shape.height(target.x, target.z);
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
        const distance = Math.max(3.5, baseDistance * reach);
        position.set(
          target.x + Math.sin(azimuth) * Math.cos(elevation) * distance,
          target.y + Math.sin(elevation) * distance,
          target.z + Math.cos(azimuth) * Math.cos(elevation) * distance,
        );
        // Never below a standing visitor's eyes over the ground under the camera.
        if (position.y < world.shape.height(position.x, position.z) + eyeHeight) continue;
        if (position.y < floor + eyeHeight) continue;
        if (!inPlainSight(local, position, target, category)) continue;
        const viewpoint: Viewpoint = {
          position: position.toArray().map(round2) as Viewpoint['position'],
          target: original.target,
        };
        const { report, centring } = judge(viewpoint, coarseRays, local);
        const angular = Math.min(turn, Math.PI * 2 - turn);
        scored.push({ viewpoint, score: merit(report, centring, -elevation, angular) });
      }
  }
  scored.sort((a, b) => b.score - a.score);
  let best: { viewpoint: Viewpoint; score: number } | null = null;
  for (const { viewpoint } of scored.slice(0, finalists)) {
    const { report, centring } = judge(viewpoint, fineRays);
    const [cx, cy, cz] = viewpoint.position;
    const pitch = Math.atan2(target.y - cy, Math.hypot(target.x - cx, target.z - cz));
    const turn = Math.abs(
      Math.atan2(
        Math.sin(Math.atan2(cx - target.x, cz - target.z) - baseAzimuth),
        Math.cos(Math.atan2(cx - target.x, cz - target.z) - baseAzimuth),
      ),
    );
    const score = merit(report, centring, pitch, turn);
    if (!best || score > best.score) best = { viewpoint, score };
  }
  return best?.viewpoint ?? original;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
