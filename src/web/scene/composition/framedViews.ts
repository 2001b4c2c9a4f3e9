import type { Viewpoint, WorldCategory, WorldSpec } from '#shared/worldSpec';
import { shapeClass, shownView } from '#world';
import type { FramingAnswer, FramingRequest } from './framing.worker';

/**
 * The views the world computes (`shownView`, docs/decisions/0106-the-world-computes-each-view.md),
 * with a category's search done ahead by a Web Worker while the visitor looks at the arrival
 * (docs/decisions/0083-category-views-eye-level-and-large.md), so opening a category normally finds
 * its view ready; one asked for before the worker has answered is computed here, at once — the same
 * code gives the same view either way. Only the threading is the scene's; the views are the world's.
 */
const answered = new WeakMap<WorldSpec, Map<string, Viewpoint>>();
const pending = new Map<number, (viewpoint: Viewpoint) => void>();
let worker: Worker | null = null;
let requests = 0;

function known(spec: WorldSpec) {
  let map = answered.get(spec);
  if (!map) {
    map = new Map();
    answered.set(spec, map);
  }
  return map;
}

/** The camera for a category (null: the arrival) on a screen of this shape (width / height). */
export function framedView(spec: WorldSpec, focus: WorldCategory | null, aspect: number): Viewpoint {
  if (!focus) return shownView(spec, focus, aspect);
  return known(spec).get(`${focus}:${shapeClass(aspect)}`) ?? shownView(spec, focus, aspect);
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
  const shape = shapeClass(aspect);
  for (const { category } of spec.categories) {
    const key = `${category}:${shape}`;
    if (known(spec).has(key)) continue;
    worker ??= startWorker();
    const request = ++requests;
    pending.set(request, (viewpoint) => {
      if (!known(spec).has(key)) known(spec).set(key, viewpoint);
    });
    const message: FramingRequest = { request, spec, focus: category, aspect: shape };
    worker.postMessage(message);
  }
}
