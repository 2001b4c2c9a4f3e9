import type { Viewpoint, WorldCategory, WorldSpec } from '#shared/worldSpec';
import type { ViewHit } from './judge-view';
import { horizonRow } from './view-account';

/**
 * What a well-composed view is (docs/decisions/0046-composition-checked-by-rays.md), as rules over
 * the rays a view was sampled with: the subject is seen and not hidden, nothing pressed against
 * the lens covers the frame, and a view that looks out holds its horizon inside the frame.
 */

/** What a view is about: the home, one category's props, or the open view to the horizon. */
export type Subject = { kind: 'home' } | { kind: 'props'; category: WorldCategory } | { kind: 'horizon' };

export const compositionLimits = {
  /** Rays ending on something (not the ground) within this many metres are "against the lens". */
  nearMetres: 2.5,
  /** At most this share of the frame may be against the lens. */
  maxNearShare: 0.12,
  /**
   * A thing that is not the subject, closer than this and than the subject's nearest point, may
   * cover at most `maxCoverShare`.
   */
  coverMetres: 10,
  maxCoverShare: 0.3,
  /**
   * The subject fills at least this share of the frame (a category's things were allowed 0.8 %
   * until the views looked down on specks: docs/decisions/0083-category-views-eye-level-and-large.md).
   */
  minSubjectShare: { home: 0.05, props: 0.025 },
  /** A view of the home or of things looks down at them at most this steeply (degrees). */
  maxDownDegrees: 35,
  /** A view out to the horizon keeps it between these rows (0 = top, 1 = bottom) and some sky. */
  horizonRows: [0.2, 0.8] as const,
  minSkyShareLookingOut: 0.12,
};

/** The subject of a view, from what the spec holds. */
export function subjectOf(spec: WorldSpec, category: WorldCategory | null, viewpoint: Viewpoint): Subject {
  const [tx, , tz] = viewpoint.target;
  const lookingFar = Math.hypot(tx, tz) > spec.layout.plotRadius;
  if (category === null) return lookingFar ? { kind: 'horizon' } : { kind: 'home' };
  if (category === 'home') return { kind: 'home' };
  if (spec.props.some((prop) => prop.category === category)) return { kind: 'props', category };
  if (category === 'travel' && lookingFar) return { kind: 'horizon' };
  return category === 'car' ? { kind: 'horizon' } : { kind: 'home' };
}

const isSubject = (hit: ViewHit, subject: Subject) =>
  subject.kind === 'home'
    ? hit.surface === 'home'
    : subject.kind === 'props'
      ? hit.surface === 'prop' && hit.category === subject.category
      : hit.surface === 'sky' || hit.surface === 'water' || (hit.surface === 'terrain' && hit.distance > 60);

export interface FrameReport {
  nearShare: number;
  coverShare: number;
  subjectShare: number;
  skyShare: number;
  horizon: number;
  problems: string[];
}

export function judgeFrame(
  hits: ViewHit[],
  subject: Subject,
  viewpoint: Viewpoint,
  aspect: number,
): FrameReport {
  const limits = compositionLimits;
  const share = (test: (hit: ViewHit) => boolean) => hits.filter(test).length / hits.length;
  const ground = (hit: ViewHit) => hit.surface === 'terrain' || hit.surface === 'water' || hit.floor === true;
  const nearShare = share((hit) => !ground(hit) && hit.distance < limits.nearMetres);
  // Cover is what stands between the lens and the subject: a wall or a planter *behind* a
  // desk on a terrace is its background, not an obstruction (docs/decisions/0079-framing-search.md).
  const subjectHits = subject.kind === 'horizon' ? [] : hits.filter((hit) => isSubject(hit, subject));
  const coverDepth = Math.min(
    limits.coverMetres,
    subjectHits.length > 0 ? Math.min(...subjectHits.map((hit) => hit.distance)) : Number.POSITIVE_INFINITY,
  );
  const coverShare = share(
    (hit) =>
      !isSubject(hit, subject) &&
      !ground(hit) &&
      (hit.surface === 'plant' || hit.surface === 'prop' || hit.surface === 'home') &&
      hit.distance < coverDepth,
  );
  const subjectShare = share((hit) => isSubject(hit, subject));
  const skyShare = share((hit) => hit.surface === 'sky');
  const horizon = horizonRow(viewpoint, aspect);
  const problems: string[] = [];
  if (nearShare > limits.maxNearShare)
    problems.push(
      `${Math.round(nearShare * 100)}% of the frame is within ${limits.nearMetres} m of the lens`,
    );
  if (coverShare > limits.maxCoverShare)
    problems.push(
      `${Math.round(coverShare * 100)}% of the frame is covered by something close that is not the subject`,
    );
  if (subject.kind === 'horizon') {
    if (horizon < limits.horizonRows[0] || horizon > limits.horizonRows[1])
      problems.push(`the horizon sits at ${Math.round(horizon * 100)}% of the frame's height`);
    if (skyShare < limits.minSkyShareLookingOut)
      problems.push(`only ${Math.round(skyShare * 100)}% sky in a view out`);
  } else {
    const [px, py, pz] = viewpoint.position;
    const [tx, ty, tz] = viewpoint.target;
    const down = (Math.atan2(py - ty, Math.hypot(tx - px, tz - pz)) * 180) / Math.PI;
    if (down > limits.maxDownDegrees) problems.push(`looks down on its subject at ${Math.round(down)}°`);
    const minimum = limits.minSubjectShare[subject.kind];
    if (subjectShare < minimum)
      problems.push(
        `the subject (${subject.kind === 'props' ? subject.category : 'home'}) fills ${(subjectShare * 100).toFixed(1)}% of the frame`,
      );
  }
  return { nearShare, coverShare, subjectShare, skyShare, horizon, problems };
}
