import { tourSeconds } from '#web/scene/capture/tourTimeline';
import { isTestMode } from '#web/scene/testMode';

declare global {
  interface Window {
    /** e2e only (with `__dreamLifeTest`): play the tour in this many seconds instead of 60. */
    __dreamLifeTourSeconds?: number;
  }
}

/** 60 seconds, or the e2e test's shorter duration so a test need not wait a minute. */
export function tourDuration(): number {
  const override = typeof window === 'undefined' ? undefined : window.__dreamLifeTourSeconds;
  if (isTestMode() && typeof override === 'number' && override >= 2 && override <= 600) return override;
  return tourSeconds;
}
