import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Group } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { framedView } from '../composition/framedViews';
import { placeCaption, TourCaption } from './TourCaption';
import type { TourClock } from './tourClock';
import { planTour, type TourFrame, tourFrame } from './tourTimeline';

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
 * explore controller meanwhile) and moves it along `tourTimeline`, with the current stop's caption
 * held at the bottom of the view (TourCaption), where a canvas recording sees it too. frameloop="demand": it asks
 * for the next frame only while the clock runs, so a paused tour costs nothing.
 */
export function TourCamera({ spec, stops, clock, reducedMotion, onFrame }: TourCameraProps) {
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const aspect = useThree((state) => state.size.width / Math.max(1, state.size.height));
  const screenHeight = useThree((state) => state.size.height);
  const caption = useRef<Group>(null);
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
    placeCaption(caption.current, camera, screenHeight);
    // Re-render the panel only when what it shows changes visibly (fades in 10 steps).
    const opacity = Math.round(frame.panelOpacity * 10) / 10;
    if (frame.stop !== last.current.stop || opacity !== last.current.opacity) {
      last.current = { stop: frame.stop, opacity };
      setPanel(frame.stop === null || opacity <= 0 ? null : { stop: frame.stop, opacity });
    }
    onFrame(frame);
    if (clock.playing && !frame.ended) invalidate();
  });

  const text = panel ? stops[panel.stop] : undefined;
  if (!text || !panel) return null;
  return (
    <TourCaption
      anchor={caption}
      title={text.title}
      body={text.body}
      affirmation={text.affirmation}
      opacity={panel.opacity}
    />
  );
}
