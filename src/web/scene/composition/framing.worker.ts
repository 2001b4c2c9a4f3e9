import type { Viewpoint, WorldCategory, WorldSpec } from '#shared/worldSpec';
import { shownView } from '#world';

/**
 * The world's view search off the main thread (docs/decisions/0106-the-world-computes-each-view.md):
 * searching a category's view on the world's solids takes up to about half a second, which would
 * freeze the page when a visitor opens a category. Same code, same answers as on the main thread.
 */

export interface FramingRequest {
  request: number;
  spec: WorldSpec;
  focus: WorldCategory;
  aspect: number;
}

export interface FramingAnswer {
  request: number;
  viewpoint: Viewpoint;
}

// One world at a time is shown: the world keeps what it built for the last spec it was sent.
let kept: { json: string; spec: WorldSpec } | null = null;

self.onmessage = (event: MessageEvent<FramingRequest>) => {
  const { request, focus, aspect } = event.data;
  // A spec arrives as a fresh copy with every message; the same one is kept, so the world's
  // solids (built once per spec object) are not built again for each category.
  const json = JSON.stringify(event.data.spec);
  if (kept?.json !== json) kept = { json, spec: event.data.spec };
  const answer: FramingAnswer = { request, viewpoint: shownView(kept.spec, focus, aspect) };
  self.postMessage(answer);
};
