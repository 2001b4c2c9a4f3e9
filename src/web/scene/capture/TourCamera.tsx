import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PerspectiveCamera, Vector3 } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { framedView } from '../composition/framedViews';
import { InWorldPanel } from '../InWorldPanel';
import type { TourClock } from './tourClock';
import { panelPosition, planTour, type TourFrame, tourFrame } from './tourTimeline';

export interface TourStopText {
  title: string;
  body: string;
  affirmation: string | null;
}

export interface TourCameraProps {
  spec: WorldSpec;
  /** One text per category, in `spec.categories` order. */
  stops: readonly TourStopText[];
  clock: TourClock;
  reducedMotion: boolean;
  /** Every frame the tour draws (the DOM shows progress and announces the stop from it). */
  onFrame: (frame: TourFrame) => void;
}

/**
 * The guided tour's camera controller: while mounted it owns the camera (3D mode unmounts the
 * explore controller meanwhile) and moves it along `tourTimeline`, with the current stop's panel
 * standing in the world, where a canvas recording and XR see it too. frameloop="demand": it asks
 * for the next frame only while the clock runs, so a paused tour costs nothing.
 */
export function TourCamera({ spec, stops, clock, reducedMotion, onFrame }: TourCameraProps) {
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const aspect = useThree((state) => state.size.width / Math.max(1, state.size.height));
  // The views this screen shows (the framing worker has normally searched them while the visitor
  // looked around), so the tour and its recording start on the picture in view and stop where a
  // click on a category would have flown.
  const plan = useMemo(
    () => planTour(spec, clock.duration, reducedMotion, (focus) => framedView(spec, focus, aspect)),
    [spec, clock, reducedMotion, aspect],
  );
  const [panel, setPanel] = useState<{ stop: number; opacity: number } | null>(null);
  const last = useRef<{ stop: number | null; opacity: number }>({ stop: null, opacity: 0 });

  // The Canvas mounts this a moment after 'Play' was pressed: ask for the first frame from here, or
  // with nothing else animating (reduced motion) the tour would wait for a frame that never comes.
  useEffect(() => invalidate(), [invalidate]);

  useFrame(() => {
    const frame = tourFrame(plan, clock.elapsed());
    camera.position.copy(frame.position);
    camera.lookAt(frame.target);
    // Re-render the panel only when what it shows changes visibly (fades in 10 steps).
    const opacity = Math.round(frame.panelOpacity * 10) / 10;
    if (frame.stop !== last.current.stop || opacity !== last.current.opacity) {
      last.current = { stop: frame.stop, opacity };
      setPanel(frame.stop === null || opacity <= 0 ? null : { stop: frame.stop, opacity });
    }
    onFrame(frame);
    if (clock.playing && !frame.ended) invalidate();
  });

  // Stop k of the categories is viewpoint k + 1 of the plan (0 is the arrival).
  const viewpoint = panel ? plan.viewpoints[panel.stop + 1] : undefined;
  const text = panel ? stops[panel.stop] : undefined;
  if (!viewpoint || !text || !panel) return null;
  const position = panelPosition(viewpoint);
  return (
    <InWorldPanel
      position={position}
      title={text.title}
      body={text.body}
      affirmation={text.affirmation}
      width={panelWidth(camera, viewpoint.position, position)}
      opacity={panel.opacity}
    />
  );
}

/** At most 5 m, and never more than 80% of what the camera sees across at the panel's distance (a phone). */
function panelWidth(camera: unknown, from: readonly number[], to: [number, number, number]): number {
  if (!(camera instanceof PerspectiveCamera)) return 5;
  const distance = new Vector3(...(from as [number, number, number])).distanceTo(new Vector3(...to));
  const across = 2 * distance * Math.tan((camera.fov / 2) * (Math.PI / 180)) * camera.aspect;
  return Math.round(Math.min(5, across * 0.8) * 10) / 10;
}
