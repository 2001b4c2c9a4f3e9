import type { Viewpoint, WorldSpec } from '#shared/worldSpec';
import { inBuilding, overhang } from './arrival-fit';
import { type HomeSeen, homeSeenProblems, measureHomeSeen, percent } from './home-seen';
import type { ViewHit } from './judge-view';

/**
 * What the first picture of an inland world must be (docs/decisions/0082-inland-arrival-faces-the-home.md),
 * over and above the general rules of frame-rules.ts: the home seen large, from the front — its
 * door, its windows, its terrace — not its roof and back wall, from about a visitor's eye level,
 * with the setting (the sky and the land far beyond the plot) behind it. The home's front faces +z
 * (src/world/geometry/world-layout.ts).
 */
export const arrivalLimits = {
  /** The home fills at least this share of the frame. */
  minHomeShare: 0.08,
  /** Of the home's walls in the picture, at least this share faces the front (+z). */
  minFrontShare: 0.4,
  /** …and at most this share faces the back (−z). */
  maxBackShare: 0.05,
  /**
   * At most this share of the home seen faces up (its roof, its decks: a face turned more up than
   * sideways): more is a look down onto it.
   */
  maxUpwardShare: 0.5,
  /** The camera looks down on the home's middle at most this steeply (degrees). */
  maxDownDegrees: 12,
  /** At least this share of the frame is sky or land further than `farMetres`: the setting. */
  minSettingShare: 0.25,
  farMetres: 60,
  /**
   * The home stands whole in the frame: nothing of its building (walls, roof, balconies:
   * `inBuilding` in arrival-fit.ts) within this share of the frame's width from its left or right
   * edge or of its height from the bottom (docs/decisions/0088-arrival-fits-every-screen.md) — a
   * phone held upright cut the grand chalet at both ends. The top is free: a treehouse's crown
   * may rise out of the frame as a tree does.
   */
  edgeBand: 0.03,
};

export interface ArrivalReport extends Omit<HomeSeen, 'home'> {
  settingShare: number;
  /** Rays within `edgeBand` of the frame's sides and bottom that meet the standing home. */
  edgeHits: number;
  problems: string[];
}

/** Judges an inland arrival's rays; `homeMiddle` is the home's centre at half its height. */
export function judgeArrival(
  spec: Pick<WorldSpec, 'home'>,
  hits: ViewHit[],
  viewpoint: Viewpoint,
  homeMiddle: [number, number, number],
): ArrivalReport {
  const limits = arrivalLimits;
  const { home: _rays, ...seen } = measureHomeSeen(hits, viewpoint, homeMiddle);
  const settingShare =
    hits.filter(
      (hit) => hit.surface === 'sky' || (hit.surface === 'terrain' && hit.distance > limits.farMetres),
    ).length / hits.length;
  const edgeHits = buildingAtEdges(spec, hits);
  const problems = homeSeenProblems(seen, limits);
  if (seen.upwardShare > limits.maxUpwardShare)
    problems.push(`${percent(seen.upwardShare)} of the home in view is its roof and decks`);
  if (settingShare < limits.minSettingShare)
    problems.push(`only ${percent(settingShare)} of the frame is the sky and the land beyond the plot`);
  if (edgeHits > 0) problems.push(cutProblem(edgeHits));
  return { ...seen, settingShare, edgeHits, problems };
}

/**
 * How many rays within `edgeBand` of the frame's sides and bottom meet the home's building
 * (`inBuilding`): more than none, the frame cuts the home. Every arrival that shows the home is
 * held to it, inland or not (a treehouse by its lake, a houseboat from its quay).
 */
export function buildingAtEdges(spec: Pick<WorldSpec, 'home'>, hits: ViewHit[]): number {
  const band = arrivalLimits.edgeBand;
  return hits.filter(
    (hit) =>
      hit.surface === 'home' &&
      hit.point !== undefined &&
      inBuilding(spec, hit.point, overhang - 0.5) &&
      (hit.u < band || hit.u > 1 - band || hit.v > 1 - band),
  ).length;
}

export const cutProblem = (edgeHits: number) =>
  `the frame cuts the home (${edgeHits} rays at its edges meet it)`;
