import type { Viewpoint, WorldSpec } from '#shared/worldSpec';
import { inBuilding, overhang } from './arrivalFit';
import type { RayHit } from './viewSampler';

/**
 * What the first picture of an inland world must be (docs/decisions/0082-inland-arrival-faces-the-home.md),
 * over and above the general rules of frameRules.ts: the home seen large, from the front — its
 * door, its windows, its terrace — not its roof and back wall, from about a visitor's eye level,
 * with the setting (the sky and the land far beyond the plot) behind it. The home's front faces +z
 * (src/shared/worldLayout.ts).
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
   * `inBuilding` in arrivalFit.ts) within this share of the frame's width from its left or right
   * edge or of its height from the bottom (docs/decisions/0088-arrival-fits-every-screen.md) — a
   * phone held upright cut the grand chalet at both ends. The top is free: a treehouse's crown
   * may rise out of the frame as a tree does.
   */
  edgeBand: 0.03,
};

export interface ArrivalReport {
  homeShare: number;
  frontShare: number;
  backShare: number;
  upwardShare: number;
  downDegrees: number;
  settingShare: number;
  /** Rays within `edgeBand` of the frame's sides and bottom that meet the standing home. */
  edgeHits: number;
  problems: string[];
}

/** Judges an inland arrival's rays; `homeMiddle` is the home's centre at half its height. */
export function judgeArrival(
  spec: Pick<WorldSpec, 'home'>,
  hits: RayHit[],
  viewpoint: Viewpoint,
  homeMiddle: [number, number, number],
): ArrivalReport {
  const limits = arrivalLimits;
  const home = hits.filter((hit) => hit.surface === 'home');
  const upward = (hit: RayHit) => (hit.normal?.[1] ?? 0) > 0.5;
  const walls = home.filter((hit) => !upward(hit) && hit.normal !== undefined);
  const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  const homeShare = home.length / hits.length;
  const frontShare = ratio(walls.filter((hit) => (hit.normal?.[2] ?? 0) > 0.5).length, walls.length);
  const backShare = ratio(walls.filter((hit) => (hit.normal?.[2] ?? 0) < -0.5).length, walls.length);
  const upwardShare = ratio(home.filter(upward).length, home.length);
  const [px, py, pz] = viewpoint.position;
  const [hx, hy, hz] = homeMiddle;
  const downDegrees = (Math.atan2(py - hy, Math.hypot(px - hx, pz - hz)) * 180) / Math.PI;
  const settingShare =
    hits.filter(
      (hit) => hit.surface === 'sky' || (hit.surface === 'terrain' && hit.distance > limits.farMetres),
    ).length / hits.length;
  const edgeHits = buildingAtEdges(spec, hits);
  const problems: string[] = [];
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  if (homeShare < limits.minHomeShare) problems.push(`the home fills ${percent(homeShare)} of the frame`);
  if (frontShare < limits.minFrontShare)
    problems.push(`${percent(frontShare)} of the home's walls in view are its front`);
  if (backShare > limits.maxBackShare)
    problems.push(`${percent(backShare)} of the home's walls in view are its back`);
  if (upwardShare > limits.maxUpwardShare)
    problems.push(`${percent(upwardShare)} of the home in view is its roof and decks`);
  if (downDegrees > limits.maxDownDegrees)
    problems.push(`looks down on the home at ${Math.round(downDegrees)}°`);
  if (settingShare < limits.minSettingShare)
    problems.push(`only ${percent(settingShare)} of the frame is the sky and the land beyond the plot`);
  if (edgeHits > 0) problems.push(cutProblem(edgeHits));
  return { homeShare, frontShare, backShare, upwardShare, downDegrees, settingShare, edgeHits, problems };
}

/**
 * How many rays within `edgeBand` of the frame's sides and bottom meet the home's building
 * (`inBuilding`): more than none, the frame cuts the home. Every arrival that shows the home is
 * held to it, inland or not (a treehouse by its lake, a houseboat from its quay).
 */
export function buildingAtEdges(spec: Pick<WorldSpec, 'home'>, hits: RayHit[]): number {
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
