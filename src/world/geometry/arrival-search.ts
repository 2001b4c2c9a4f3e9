import type { SignatureKind, Viewpoint, WorldSpec } from '#shared/worldSpec';
import { fittedArrival } from './arrival-fit';
import { shownInAll } from './signature-seen';
import { terrainShape } from './terrain-shape';
import { judgeView, type ViewJudgement } from './view-account';
import { arrivalViewpoint } from './viewpoints';

/**
 * The arrival that shows the world's signature
 * (docs/decisions/0116-signature-elements-proven-by-the-view-judge.md). The generator's arrival
 * (viewpoints.ts) is placed by rule; when the view judge finds an element of the signature missing
 * from it on a phone or a desktop (the lagoon behind the camera, the aurora above the frame, the
 * skyline behind the home), nearby arrivals are tried, nearest first — turned around the same
 * target, stepped back along the same bearing (over the water, the lagoon comes into the foot of the
 * frame), looking a little higher (more sky) — each fitted to both screens as the scene will fit it
 * (arrival-fit.ts). The first that shows everything wins; else the one that shows most. Runs in the
 * generator only: the scene reads the chosen viewpoint and fits it without rays.
 */

/** The screens the arrival is proven on: an upright phone (375 × 812) and a desktop (1280 × 800). */
export const arrivalAspects = [375 / 812, 1280 / 800] as const;

/** Rays per judged view in the proof (the corpus, the caption): enough to see a 1.5% share. */
export const arrivalRays = 480;
/** Rays per judged view while searching: a coarser look, a quarter of the time per candidate. */
const searchRays = 240;

/** How far each candidate turns around the target (radians): within the front's quarter first. */
const turns = [0, 0.35, -0.35, 0.7, -0.7];
/** How far back along its bearing, as a multiple of the generated distance. */
const reaches = [1, 1.6, 2.4];
/** How much higher it looks (degrees): the horizon drops and the sky grows. */
const lifts = [0, 9];

/** Plants nearer than this to the lens, metres, are foliage pressing into the view. */
const nearPlantMetres = 10;
/** A moved arrival has at most this share of its frame in such foliage. */
const maxNearFoliage = 0.03;
/** …and at most this share in plants at all, unless the generated arrival had more. */
const maxFoliage = 0.2;

const nearFoliage = (view: ViewJudgement) =>
  view.hits.filter((hit) => hit.surface === 'plant' && hit.distance < nearPlantMetres).length /
  view.hits.length;

export interface ArrivalChoice {
  viewpoint: Viewpoint;
  /** The fitted view on each of `arrivalAspects`, judged. */
  views: ViewJudgement[];
  /** The signature's elements every view shows. */
  shown: SignatureKind[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The candidates around the generated arrival, nearest first. */
function arrivalCandidates(spec: WorldSpec, generated: Viewpoint): Viewpoint[] {
  const shape = terrainShape(spec);
  const [px, py, pz] = generated.position;
  const [tx, ty, tz] = generated.target;
  const reach = Math.hypot(px - tx, pz - tz);
  if (reach < 0.01) return [generated];
  const bearing = Math.atan2(px - tx, pz - tz);
  const ground = (x: number, z: number) => Math.max(shape.height(x, z), shape.waterLevel);
  const lift = py - ground(px, pz);
  const pitch = Math.atan2(ty - py, reach);
  const candidates: { viewpoint: Viewpoint; cost: number }[] = [];
  for (const turn of turns)
    for (const [reachIndex, factor] of reaches.entries())
      for (const [liftIndex, up] of lifts.entries()) {
        const distance = reach * factor;
        const x = tx + Math.sin(bearing + turn) * distance;
        const z = tz + Math.cos(bearing + turn) * distance;
        const y = ground(x, z) + lift;
        const look = pitch + (up * Math.PI) / 180;
        const viewpoint: Viewpoint = {
          position: [round2(x), round2(y), round2(z)],
          target: [tx, round2(y + Math.tan(look) * distance), tz],
        };
        candidates.push({ viewpoint, cost: Math.abs(turn) * 3 + reachIndex + liftIndex * 0.8 });
      }
  // A penthouse is also seen from its own roof terrace, looking out over the city (arrival-fit.ts
  // turns it on each screen so the penthouse's corner stays in the frame).
  if (spec.home.style === 'penthouse')
    candidates.push({ viewpoint: arrivalViewpoint(true, spec, 1), cost: 0.5 });
  return candidates.sort((a, b) => a.cost - b.cost).map((candidate) => candidate.viewpoint);
}

/** The fitted views of one arrival on both screens, judged. */
function judgedArrival(spec: WorldSpec, generated: Viewpoint, rays = arrivalRays): ViewJudgement[] {
  const shape = terrainShape(spec);
  return arrivalAspects.map((aspect) =>
    judgeView(spec, fittedArrival(spec, aspect, shape, generated), aspect, rays),
  );
}

/** The arrival that shows the most of `signature` on both screens, nearest the generated one. */
export function searchArrival(spec: WorldSpec, signature: readonly SignatureKind[]): ArrivalChoice {
  const generated = spec.arrival.viewpoint;
  let best: ArrivalChoice | null = null;
  let first: number[] | null = null;
  for (const viewpoint of arrivalCandidates(spec, generated)) {
    const views = judgedArrival(spec, viewpoint, searchRays);
    // A moved arrival does not push into the foliage: leaves a few metres from the lens hide the
    // place, and there the judge's plant shapes are least like the drawn models (judgeAgreement).
    if (best && views.some((view) => nearFoliage(view) > maxNearFoliage)) continue;
    // …nor into more foliage than the generated arrival had, past a fifth of the frame.
    const before = first;
    if (
      before &&
      views.some((view, screen) => view.shares.plants > Math.max(maxFoliage, before[screen] ?? 0))
    )
      continue;
    const shown = shownInAll(signature, spec, views);
    // The home stays in every picture that was about it.
    if (signature.includes('home') && !shown.includes('home') && best) continue;
    first ??= views.map((view) => view.shares.plants);
    if (!best || shown.length > best.shown.length) best = { viewpoint, views, shown };
    if (shown.length === signature.length) break;
  }
  // The chosen arrival is judged again at the proof's resolution: the caption is written from that.
  const chosen = best as ArrivalChoice;
  const views = judgedArrival(spec, chosen.viewpoint);
  return { viewpoint: chosen.viewpoint, views, shown: shownInAll(signature, spec, views) };
}
