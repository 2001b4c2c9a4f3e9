import type { SignatureKind, WorldSpec } from '#shared/worldSpec';
import { farMetres, type ViewJudgement } from './view-account';

/**
 * Whether a view shows each signature element of its world
 * (docs/decisions/0116-signature-elements-proven-by-the-view-judge.md), from the pure view judge's
 * rays alone: the water, the mountains rising over the horizon, the skyline, the snow on the ground
 * each take a share of the frame; the aurora and the fog need the sky or the distance they are
 * drawn in; an open horizon is a horizon in the frame with nothing near standing across it.
 */

/** The least share of the frame each element takes to count as shown (a glimpse is not a view). */
const seenShares = {
  home: 0.02,
  water: 0.03,
  /** Land beyond the plot rising above the eye: peaks, fjord walls. */
  mountains: 0.015,
  skyline: 0.015,
  /** The aurora is drawn across the upper sky: this much sky at least. */
  auroraSky: 0.25,
  snow: 0.04,
  /** Fog shows in depth: this much of the frame is the setting far beyond the plot. */
  fogDepth: 0.05,
  /**
   * Of the rays along the horizon, this many reach the far land, the water or the sky: at least
   * half, so a savanna's scattered acacias stand on an open horizon and a wood does not.
   */
  openHorizon: 0.5,
} as const;

/** Share of the frame that is land beyond the plot standing above the eye (above the horizon row). */
function risingLandShare(view: ViewJudgement): number {
  const rising = view.hits.filter(
    (hit) => hit.surface === 'terrain' && hit.distance > farMetres && hit.v < view.horizon,
  );
  return rising.length / view.hits.length;
}

/**
 * Of the rays in a thin band just above the horizon, the share that reach the far land, the water or
 * the sky; the home itself, which the arrival stands in the middle, neither opens nor closes it.
 */
function openHorizonShare(view: ViewJudgement): number {
  if (view.horizon < 0.08 || view.horizon > 0.92) return 0;
  const band = view.hits.filter(
    (hit) => hit.v <= view.horizon && hit.v >= view.horizon - 0.08 && hit.surface !== 'home',
  );
  if (band.length === 0) return 0;
  const open = band.filter((hit) => hit.surface === 'sky' || hit.distance > farMetres);
  return open.length / band.length;
}

/** Whether this view shows one signature element of this world. */
export function showsElement(
  kind: SignatureKind,
  spec: Pick<WorldSpec, 'sky' | 'weather'>,
  view: ViewJudgement,
): boolean {
  switch (kind) {
    case 'home':
      return (view.home?.share ?? 0) >= seenShares.home;
    case 'water':
      return view.shares.water >= seenShares.water;
    case 'mountains':
      return risingLandShare(view) >= seenShares.mountains;
    case 'skyline':
      return view.shares.skyline >= seenShares.skyline;
    case 'aurora':
      return (
        spec.sky.aurora === true && spec.sky.timeOfDay === 'night' && view.shares.sky >= seenShares.auroraSky
      );
    case 'open-horizon':
      return openHorizonShare(view) >= seenShares.openHorizon;
    case 'snow':
      return view.shares.snow >= seenShares.snow;
    case 'fog':
      return spec.weather.kind === 'mist' && view.setting >= seenShares.fogDepth;
  }
}

/** The elements of `kinds` that every one of the views shows (a phone's and a desktop's arrival). */
export function shownInAll(
  kinds: readonly SignatureKind[],
  spec: Pick<WorldSpec, 'sky' | 'weather'>,
  views: readonly ViewJudgement[],
): SignatureKind[] {
  return kinds.filter((kind) => views.every((view) => showsElement(kind, spec, view)));
}
