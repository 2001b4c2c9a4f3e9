import type { Viewpoint, WorldCategory, WorldSpec } from '#shared/worldSpec';
import { shownArrival } from '#world';
import type { FramingAnswer, FramingRequest } from './framing.worker';
import { framedViewpoint } from './framingSearch';
import { sampleWorld, type WorldSample } from './viewSampler';

/**
 * The views the scene shows, per world and screen shape, searched once and kept
 * (docs/decisions/0079-framing-search.md). A Web Worker searches every category's view while the
 * visitor looks at the arrival (docs/decisions/0083-category-views-eye-level-and-large.md), so
 * opening a category normally finds its view ready; one asked for before the worker has answered
 * is searched here, at once, as before — the same code gives the same view either way.
 */
const views = new WeakMap<WorldSpec, Map<string, Viewpoint>>();
const samples = new WeakMap<WorldSpec, WorldSample>();
const worldIds = new WeakMap<WorldSpec, number>();
const pending = new Map<number, (viewpoint: Viewpoint) => void>();
let worker: Worker | null = null;
let requests = 0;
let worlds = 0;

/** Screens differ by a few pixels; a view is searched per shape class, not per pixel. */
const shapeOf = (aspect: number) => Math.round(aspect * 10) / 10;

function known(spec: WorldSpec) {
  let map = views.get(spec);
  if (!map) {
    map = new Map();
    views.set(spec, map);
  }
  return map;
}

/** The camera for a category (null: the arrival) on a screen of this shape (width / height). */
export function framedView(spec: WorldSpec, focus: WorldCategory | null, aspect: number): Viewpoint {
  // The arrival steps back until the home fits this very screen (arrivalFit.ts): cheap, no rays,
  // and fitted to the exact shape — a shape class 0.1 wide is 4 % of a phone's width.
  if (!focus) return shownArrival(spec, aspect);
  const generated = spec.categories.find((view) => view.category === focus)?.viewpoint;
  if (!generated) return shownArrival(spec, aspect);
  const shape = shapeOf(aspect);
  const key = `${focus}:${shape}`;
  const cached = known(spec).get(key);
  if (cached) return cached;
  let sample = samples.get(spec);
  if (!sample) {
    sample = sampleWorld(spec);
    samples.set(spec, sample);
  }
  const view = framedViewpoint(sample, focus, shape);
  known(spec).set(key, view);
  return view;
}

function startWorker(): Worker {
  const started = new Worker(new URL('./framing.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<FramingAnswer>) => {
    pending.get(event.data.request)?.(event.data.viewpoint);
    pending.delete(event.data.request);
  };
  return started;
}

/**
 * Has the worker search the views of every category of this world on a screen of this shape, the
 * ones not known yet; a no-op where there are no workers.
 */
export function prefetchFramedViews(spec: WorldSpec, aspect: number): void {
  if (typeof Worker === 'undefined') return;
  const shape = shapeOf(aspect);
  let world = worldIds.get(spec);
  if (world === undefined) {
    world = ++worlds;
    worldIds.set(spec, world);
  }
  for (const { category } of spec.categories) {
    const key = `${category}:${shape}`;
    if (known(spec).has(key)) continue;
    worker ??= startWorker();
    const request = ++requests;
    pending.set(request, (viewpoint) => {
      if (!known(spec).has(key)) known(spec).set(key, viewpoint);
    });
    const message: FramingRequest = { request, world, spec, focus: category, shape };
    worker.postMessage(message);
  }
}
