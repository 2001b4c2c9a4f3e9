import { useCallback, useState } from 'react';
import type { SceneHandles } from '#web/scene/capture/RendererBridge';
import { useGuidedTour } from './useGuidedTour';

/**
 * 3D mode's capture state, held by the shell so the Canvas side (renderer bridge, tour camera)
 * and the DOM side (toolbar) share it: the renderer's handles once the Canvas is up, and the tour.
 */
export function useCapture() {
  const [handles, setHandles] = useState<SceneHandles | null>(null);
  const invalidate = useCallback(() => handles?.invalidate(), [handles]);
  const tour = useGuidedTour(invalidate);
  return { handles, setHandles, tour };
}

export type CaptureState = ReturnType<typeof useCapture>;
