import type { Viewpoint, WorldCategory, WorldSpec } from '#shared/worldSpec';
import { framedViewpoint } from './framingSearch';
import { sampleWorld, type WorldSample } from './viewSampler';

/**
 * The framing search off the main thread (docs/decisions/0083-category-views-eye-level-and-large.md):
 * building a world's meshes for the rays takes ~0.4 s and a search up to ~150 ms, which would
 * freeze the page when a visitor opens a category. Same code, same answers as on the main thread.
 */

export interface FramingRequest {
  request: number;
  /** Which world this is (the main thread numbers the specs it sends), so its sample is kept. */
  world: number;
  spec: WorldSpec;
  focus: WorldCategory;
  shape: number;
}

export interface FramingAnswer {
  request: number;
  viewpoint: Viewpoint;
}

// One world at a time is shown: its sample is kept for the next category, the previous one dropped.
let kept: { world: number; sample: WorldSample } | null = null;

self.onmessage = (event: MessageEvent<FramingRequest>) => {
  const { request, world, spec, focus, shape } = event.data;
  if (kept?.world !== world) kept = { world, sample: sampleWorld(spec) };
  const answer: FramingAnswer = { request, viewpoint: framedViewpoint(kept.sample, focus, shape) };
  self.postMessage(answer);
};
