import type { WorldCategory } from '#shared/worldSpec';

/**
 * Test mode (e2e/world-budgets): the page publishes renderer statistics so a test can check the
 * issue's budgets. Only when the test set `window.__dreamLifeTest`; normal visitors get none of it.
 */
export interface DreamWorldStats {
  drawCalls: number;
  triangles: number;
  /** From the canvas component mounting to its first drawn frame, ms. */
  firstFrameMs: number;
  /** Frames drawn so far. */
  frames: number;
  /** The category the camera shows, or null for the arrival view. */
  focus: WorldCategory | null;
}

declare global {
  interface Window {
    __dreamLifeTest?: boolean;
    __dreamWorldStats?: DreamWorldStats;
  }
}

export function isTestMode(): boolean {
  return typeof window !== 'undefined' && window.__dreamLifeTest === true;
}
