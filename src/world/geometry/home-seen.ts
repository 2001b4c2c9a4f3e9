import type { Viewpoint } from '#shared/worldSpec';
import type { ViewHit } from './judge-view';

/**
 * How an arrival's rays see the home, the part every arrival is judged on, inland
 * (arrival-rules.ts) or by the water (waterside-arrival-rules.ts): how large it is, which of its
 * walls face the camera, and how steeply the camera looks down on it. The home's front faces +z
 * (src/world/geometry/world-layout.ts).
 */
export interface HomeSeen {
  /** The rays that meet the home. */
  home: ViewHit[];
  homeShare: number;
  /** Of the home's walls in view, the share facing its front (+z)… */
  frontShare: number;
  /** …and its back (−z). */
  backShare: number;
  /** The share of the home in view that faces up: its roof and decks. */
  upwardShare: number;
  /** How steeply the camera looks down on the home's middle, degrees. */
  downDegrees: number;
}

/** The limits on how the home is seen, the same for every arrival that shows it. */
export interface HomeSeenLimits {
  minHomeShare: number;
  minFrontShare: number;
  maxBackShare: number;
  maxDownDegrees: number;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Measures the home in the rays; `homeMiddle` is the home's centre at half its height. */
export function measureHomeSeen(
  hits: ViewHit[],
  viewpoint: Viewpoint,
  homeMiddle: [number, number, number],
): HomeSeen {
  const home = hits.filter((hit) => hit.surface === 'home');
  // A face turned more up than sideways is a roof or a deck, not a wall.
  const upward = (hit: ViewHit) => (hit.normal?.[1] ?? 0) > 0.5;
  const walls = home.filter((hit) => !upward(hit) && hit.normal !== undefined);
  const [px, py, pz] = viewpoint.position;
  const [hx, hy, hz] = homeMiddle;
  return {
    home,
    homeShare: ratio(home.length, hits.length),
    frontShare: ratio(walls.filter((hit) => (hit.normal?.[2] ?? 0) > 0.5).length, walls.length),
    backShare: ratio(walls.filter((hit) => (hit.normal?.[2] ?? 0) < -0.5).length, walls.length),
    upwardShare: ratio(home.filter(upward).length, home.length),
    downDegrees: (Math.atan2(py - hy, Math.hypot(px - hx, pz - hz)) * 180) / Math.PI,
  };
}

export const percent = (value: number) => `${Math.round(value * 100)}%`;

/** What is wrong with how the home is seen, in the words the composition tests report. */
export function homeSeenProblems(
  seen: Pick<HomeSeen, 'homeShare' | 'frontShare' | 'backShare' | 'downDegrees'>,
  limits: HomeSeenLimits,
): string[] {
  const problems: string[] = [];
  if (seen.homeShare < limits.minHomeShare)
    problems.push(`the home fills ${percent(seen.homeShare)} of the frame`);
  if (seen.frontShare < limits.minFrontShare)
    problems.push(`${percent(seen.frontShare)} of the home's walls in view are its front`);
  if (seen.backShare > limits.maxBackShare)
    problems.push(`${percent(seen.backShare)} of the home's walls in view are its back`);
  if (seen.downDegrees > limits.maxDownDegrees)
    problems.push(`looks down on the home at ${Math.round(seen.downDegrees)}°`);
  return problems;
}
