import type { Viewpoint, WorldSpec } from '#shared/worldSpec';
import { fittedArrival } from './arrival-fit';

/**
 * The arrival the world shows of itself on a screen of this shape (width / height)
 * (docs/decisions/0106-the-world-computes-each-view.md): the generator's arrival (viewpoints.ts),
 * placed by rule, fitted on the world's own terrain and the home's solids — stepped back until the
 * home fits the screen, or a penthouse's turned on its terrace (arrival-fit.ts). The scene, the
 * tour, VR and the mirror all read this, so each stands where the others do.
 */
export function shownArrival(spec: WorldSpec, aspect: number): Viewpoint {
  return fittedArrival(spec, aspect);
}
