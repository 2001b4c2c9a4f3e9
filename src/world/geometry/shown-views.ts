import type { Viewpoint, WorldCategory, WorldSpec } from '#shared/worldSpec';
import { fittedArrival } from './arrival-fit';
import { framedViewpoint } from './framing-search';

/**
 * The view the world shows of itself (docs/decisions/0106-the-world-computes-each-view.md): for
 * the arrival (focus null) or a category, on a screen of this shape (width / height). The
 * generator's viewpoints (viewpoints.ts) are placed by rule; here they are fitted on the world's
 * own terrain and solids — the arrival stepped back until the home fits the screen
 * (arrival-fit.ts), a category's view searched again where the judge finds fault with it
 * (framing-search.ts). The scene, the tour, VR and the mirror all read this, so each stands where
 * the others do.
 */
export function shownView(spec: WorldSpec, focus: WorldCategory | null, aspect: number): Viewpoint {
  // The arrival is cheap (no rays) and fitted to the exact shape: a shape class 0.1 wide is 4 % of
  // a phone's width.
  if (!focus) return fittedArrival(spec, aspect);
  if (!spec.categories.some((view) => view.category === focus)) return fittedArrival(spec, aspect);
  const shape = shapeClass(aspect);
  const key = `${focus}:${shape}`;
  let known = searched.get(spec);
  if (!known) {
    known = new Map();
    searched.set(spec, known);
  }
  const cached = known.get(key);
  if (cached) return cached;
  const view = framedViewpoint(spec, focus, shape);
  known.set(key, view);
  return view;
}

/** Screens differ by a few pixels; a category's view is searched per shape class, not per pixel. */
export const shapeClass = (aspect: number) => Math.round(aspect * 10) / 10;

/** Searched once per world and shape class, and kept. */
const searched = new WeakMap<WorldSpec, Map<string, Viewpoint>>();
