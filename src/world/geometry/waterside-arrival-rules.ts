import type { Viewpoint } from '#shared/worldSpec';
import { type HomeSeen, homeSeenProblems, measureHomeSeen, percent } from './home-seen';
import type { ViewHit } from './judge-view';
import { horizonRow } from './view-account';

/**
 * What the first picture of a world by the water must be
 * (docs/decisions/0089-waterside-arrival-shows-home-and-water.md): the person described a home by
 * the sea, on a lake or on a canal, so the picture holds both — the home seen large, from the
 * front, from about a visitor's eye level, and the water — with the horizon placed in the frame and
 * nothing close to the lens covering the home. The home's front faces +z
 * (src/world/geometry/world-layout.ts). Kept apart from the inland rules (arrival-rules.ts) on purpose: the
 * inland arrival needs the land far beyond the plot behind the home, this one the water in front.
 */
export const watersideArrivalLimits = {
  /** The home fills at least this share of the frame. */
  minHomeShare: 0.08,
  /** Of the home's walls in the picture, at least this share faces the front (+z)… */
  minFrontShare: 0.4,
  /** …and at most this share faces the back (−z). */
  maxBackShare: 0.05,
  /** The camera looks down on the home's middle at most this steeply (degrees). */
  maxDownDegrees: 12,
  /** At least this share of the frame is water. */
  minWaterShare: 0.05,
  /** The horizon crosses the frame between these rows (0 = top, 1 = bottom). */
  horizonRows: [0.25, 0.7] as const,
  /**
   * Things that are not the home (a prop, a plant, a post) standing between the lens and the home
   * cover at most this share of the frame.
   */
  maxCoverShare: 0.1,
};

export interface WatersideArrivalReport extends Omit<HomeSeen, 'home' | 'upwardShare'> {
  waterShare: number;
  horizon: number;
  coverShare: number;
  problems: string[];
}

/** Judges a waterside arrival's rays; `homeMiddle` is the home's centre at half its height. */
export function judgeWatersideArrival(
  hits: ViewHit[],
  viewpoint: Viewpoint,
  homeMiddle: [number, number, number],
  aspect: number,
): WatersideArrivalReport {
  const limits = watersideArrivalLimits;
  const share = (test: (hit: ViewHit) => boolean) => hits.filter(test).length / hits.length;
  const { home, upwardShare: _upward, ...seen } = measureHomeSeen(hits, viewpoint, homeMiddle);
  const waterShare = share((hit) => hit.surface === 'water');
  const horizon = horizonRow(viewpoint, aspect);
  const nearestHome = Math.min(...home.map((hit) => hit.distance));
  const coverShare = share(
    (hit) => (hit.surface === 'prop' || hit.surface === 'plant') && hit.distance < nearestHome,
  );
  const problems = homeSeenProblems(seen, limits);
  if (waterShare < limits.minWaterShare) problems.push(`only ${percent(waterShare)} of the frame is water`);
  if (horizon < limits.horizonRows[0] || horizon > limits.horizonRows[1])
    problems.push(`the horizon sits at ${percent(horizon)} of the frame's height`);
  if (coverShare > limits.maxCoverShare)
    problems.push(`${percent(coverShare)} of the frame is something standing in front of the home`);
  return { ...seen, waterShare, horizon, coverShare, problems };
}
