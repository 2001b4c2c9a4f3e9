import { useMemo } from 'react';
import type { WorldSpec } from '#shared/worldSpec';
import { RendererBridge } from '#web/scene/capture/RendererBridge';
import { TourCamera } from '#web/scene/capture/TourCamera';
import { tourStops } from './tourStops';
import type { CaptureState } from './useCapture';

interface CaptureSceneProps {
  capture: CaptureState;
  spec: WorldSpec;
  affirmations: readonly string[] | null;
  reducedMotion: boolean;
}

/** Inside the Canvas: hands the renderer to the toolbar and, while the tour plays, flies the camera. */
export function CaptureScene({ capture, spec, affirmations, reducedMotion }: CaptureSceneProps) {
  const stops = useMemo(() => tourStops(spec, affirmations), [spec, affirmations]);
  const { clock, onFrame } = capture.tour;
  return (
    <>
      <RendererBridge onReady={capture.setHandles} />
      {clock ? (
        <TourCamera spec={spec} stops={stops} clock={clock} reducedMotion={reducedMotion} onFrame={onFrame} />
      ) : null}
    </>
  );
}
