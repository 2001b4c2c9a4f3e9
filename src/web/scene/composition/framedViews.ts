import type { Viewpoint, WorldCategory, WorldSpec } from '#shared/worldSpec';
import type { FramingAnswer, FramingRequest } from './framing.worker';
import { framedViewpoint } from './framingSearch';
import { sampleWorld, type WorldSample } from './viewSampler';

/**
 * The views the scene shows, per world and screen shape, searched once and kept
 * (docs/decisions/0079-framing-search.md), in a Web Worker where there is one
 * (docs/decisions/0083-category-views-eye-level-and-large.md): the world's solid things are built
 * for the rays on the first category asked for, not before the first frame, and not on the main
 * thread.
 */
const views = new WeakMap<WorldSpec, Map<string, Viewpoint>>();
const worldIds = new WeakMap<WorldSpec, number>();
const samples = new WeakMap<WorldSpec, WorldSample>();
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

/**
 * The camera for a category (null: the arrival) on a screen of this shape (width / height) when
 * it needs no search or has been searched already; null while it still has to be.
 */
export function framedViewNow(
  spec: WorldSpec,
  focus: WorldCategory | null,
  aspect: number,
): Viewpoint | null {
  const generated = focus && spec.categories.find((view) => view.category === focus)?.viewpoint;
  if (!generated) return spec.arrival.viewpoint;
  return known(spec).get(`${focus}:${shapeOf(aspect)}`) ?? null;
}

function startWorker(): Worker {
  const started = new Worker(new URL('./framing.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<FramingAnswer>) => {
    pending.get(event.data.request)?.(event.data.viewpoint);
    pending.delete(event.data.request);
  };
  return started;
}

/** Searches the camera for a category on a screen of this shape, off the main thread if it can. */
export function searchFramedView(spec: WorldSpec, focus: WorldCategory, aspect: number): Promise<Viewpoint> {
  const shape = shapeOf(aspect);
  const key = `${focus}:${shape}`;
  const keep = (viewpoint: Viewpoint) => {
    known(spec).set(key, viewpoint);
    return viewpoint;
  };
  // Without workers (an old browser, a test's DOM) the search runs here: slower, same answer.
  if (typeof Worker === 'undefined') {
    let sample = samples.get(spec);
    if (!sample) {
      sample = sampleWorld(spec);
      samples.set(spec, sample);
    }
    return Promise.resolve(keep(framedViewpoint(sample, focus, shape)));
  }
  worker ??= startWorker();
  let world = worldIds.get(spec);
  if (world === undefined) {
    world = ++worlds;
    worldIds.set(spec, world);
  }
  const request = ++requests;
  const message: FramingRequest = { request, world, spec, focus, shape };
  return new Promise((resolve) => {
    pending.set(request, (viewpoint) => resolve(keep(viewpoint)));
    worker?.postMessage(message);
  });
}
