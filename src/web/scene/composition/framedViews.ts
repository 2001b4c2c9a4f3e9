import type { Viewpoint, WorldCategory, WorldSpec } from '#shared/worldSpec';
import { framedViewpoint } from './framingSearch';
import { sampleWorld, type WorldSample } from './viewSampler';

/**
 * The views the scene shows, per world and screen shape, searched once and kept
 * (docs/decisions/0079-framing-search.md): the world's solid things are built for the rays on the
 * first category asked for, not before the first frame.
 */
const samples = new WeakMap<WorldSpec, WorldSample>();
const views = new WeakMap<WorldSpec, Map<string, Viewpoint>>();

/** The camera for a category (null: the arrival) on a screen of this shape (width / height). */
export function framedView(spec: WorldSpec, focus: WorldCategory | null, aspect: number): Viewpoint {
  const generated = focus && spec.categories.find((view) => view.category === focus)?.viewpoint;
  if (!generated) return spec.arrival.viewpoint;
  // Screens differ by a few pixels; a view is searched per shape class, not per pixel.
  const shape = Math.round(aspect * 10) / 10;
  const key = `${focus}:${shape}`;
  let known = views.get(spec);
  if (!known) {
    known = new Map();
    views.set(spec, known);
  }
  const cached = known.get(key);
  if (cached) return cached;
  let sample = samples.get(spec);
  if (!sample) {
    sample = sampleWorld(spec);
    samples.set(spec, sample);
  }
  const view = framedViewpoint(sample, focus, shape);
  known.set(key, view);
  return view;
}
