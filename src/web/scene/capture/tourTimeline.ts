import { Vector3 } from 'three';
import type { Viewpoint, WorldCategory, WorldSpec } from '#shared/worldSpec';
import { flightAt, planFlight } from '../cameraFlight';

/**
 * The guided tour ("mind movie") as a pure function of time: arrival → the five
 * category spots in menu order → back to the arrival. Every stop is held long enough to read its
 * panel, with a slow drift around the spot so the picture stays alive; stops are joined by the
 * same arcing flights as the vision page's camera. With reduced motion the flights become cuts
 * (in the middle of the flight's time, while no panel shows) and the drift is a quarter as wide,
 * so the tour keeps its length without sweeping moves.
 *
 * The schedule is written for 60 s and scaled to any duration (the e2e test plays it faster).
 */
export const tourSeconds = 60;

/** Seconds of a 60 s tour. 3 + 5 × (3.5 + 7) + 3 + 1.5 = 60. */
const arrivalHold = 3;
const flight = 3.5;
const stopHold = 7;
const returnFlight = 3;
const finalHold = 1.5;
const fade = 0.8;
/** Total swing of the drift around a stop's target, radians. */
const driftAngle = (12 * Math.PI) / 180;

type Segment =
  | { kind: 'hold'; start: number; end: number; stop: number }
  | { kind: 'flight'; start: number; end: number; from: number; to: number };

export interface TourPlan {
  duration: number;
  reducedMotion: boolean;
  /** Index 0 and the last are the arrival; 1..5 the categories in `worldCategories` order. */
  viewpoints: Viewpoint[];
  categories: (WorldCategory | null)[];
  segments: Segment[];
}

export interface TourFrame {
  position: Vector3;
  target: Vector3;
  /** The category stop being shown (0..4 in `spec.categories` order), null on the way or at the arrival. */
  stop: number | null;
  /** Opacity of the stop's panel, fading in and out at the ends of the stop. */
  panelOpacity: number;
  /** 0..1 of the whole tour. */
  progress: number;
  ended: boolean;
}

/** The camera the screen shows for a stop (null: the arrival). */
export type ShownView = (focus: WorldCategory | null) => Viewpoint;

/**
 * `shown` gives the views the screen shows (composition/framedViews.ts): the tour opens and closes
 * on the very arrival the visitor has just been looking at, fitted to this screen, and stops at the
 * framing search's category views, not the generator's, which a phone cuts the home out of and
 * which the search was written to improve (docs/decisions/0093-painted-clouds.md). Without it the
 * generator's views are used (a world drawn where no screen decides).
 */
export function planTour(
  spec: Pick<WorldSpec, 'arrival' | 'categories'>,
  duration: number,
  reducedMotion: boolean,
  shown?: ShownView,
): TourPlan {
  const arrival = shown ? shown(null) : spec.arrival.viewpoint;
  const stops = spec.categories.map((view) => (shown ? shown(view.category) : view.viewpoint));
  const viewpoints = [arrival, ...stops, arrival];
  const categories = [null, ...spec.categories.map((view) => view.category), null];
  const scale = duration / tourSeconds;
  const segments: Segment[] = [];
  let clock = 0;
  type Timed = { kind: 'hold'; stop: number } | { kind: 'flight'; from: number; to: number };
  const push = (segment: Timed, seconds: number) => {
    segments.push({ ...segment, start: clock * scale, end: (clock + seconds) * scale } as Segment);
    clock += seconds;
  };
  push({ kind: 'hold', stop: 0 }, arrivalHold);
  for (let index = 1; index < viewpoints.length - 1; index += 1) {
    push({ kind: 'flight', from: index - 1, to: index }, flight);
    push({ kind: 'hold', stop: index }, stopHold);
  }
  push({ kind: 'flight', from: viewpoints.length - 2, to: viewpoints.length - 1 }, returnFlight);
  push({ kind: 'hold', stop: viewpoints.length - 1 }, finalHold);
  return { duration, reducedMotion, viewpoints, categories, segments };
}

/** The camera at a stop, `u` (0..1) through its hold: swung around the target by the drift. */
function holdPose(plan: TourPlan, stop: number, u: number): Viewpoint {
  const viewpoint = plan.viewpoints[stop] as Viewpoint;
  const [px, py, pz] = viewpoint.position;
  const [tx, , tz] = viewpoint.target;
  const angle = (u - 0.5) * driftAngle * (plan.reducedMotion ? 0.25 : 1);
  const dx = px - tx;
  const dz = pz - tz;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return { position: [tx + dx * cos - dz * sin, py, tz + dx * sin + dz * cos], target: viewpoint.target };
}

export function tourFrame(plan: TourPlan, seconds: number): TourFrame {
  const t = Math.min(Math.max(seconds, 0), plan.duration);
  const segment =
    plan.segments.find((candidate) => t < candidate.end) ??
    (plan.segments[plan.segments.length - 1] as Segment);
  const u = (t - segment.start) / Math.max(segment.end - segment.start, 1e-9);
  const position = new Vector3();
  const target = new Vector3();
  let stop: number | null = null;
  let panelOpacity = 0;
  if (segment.kind === 'hold') {
    const pose = holdPose(plan, segment.stop, u);
    position.set(...pose.position);
    target.set(...pose.target);
    if (plan.categories[segment.stop]) {
      stop = segment.stop - 1;
      const fadeSeconds = fade * (plan.duration / tourSeconds);
      panelOpacity = Math.min(1, (t - segment.start) / fadeSeconds, (segment.end - t) / fadeSeconds);
    }
  } else {
    const from = holdPose(plan, segment.from, 1);
    const to = holdPose(plan, segment.to, 0);
    if (plan.reducedMotion) {
      const pose = u < 0.5 ? from : to;
      position.set(...pose.position);
      target.set(...pose.target);
    } else {
      const fromPosition = new Vector3(...from.position);
      const fromTarget = new Vector3(...from.target);
      flightAt(planFlight(fromPosition, fromTarget, to), u, position, target);
    }
  }
  return {
    position,
    target,
    stop,
    panelOpacity: Math.max(0, panelOpacity),
    progress: t / plan.duration,
    ended: seconds >= plan.duration,
  };
}
