import { useCallback, useRef, useState } from 'react';
import { TourClock } from '#web/scene/capture/tourClock';
import type { TourFrame } from '#web/scene/capture/tourTimeline';
import { tourDuration } from './tourDuration';

export interface TourHandlers {
  /** The tour reached its end by itself. */
  onEnd?: () => void;
  /** The user stopped it (Stop, Cancel, Escape) or left 3D mode. */
  onStop?: () => void;
}

/**
 * The guided tour's state for 3D mode: which clock plays, and what the DOM shows of it. The
 * Canvas's TourCamera reports every frame; React state changes only when the progress moves a
 * hundredth or the stop changes.
 */
export function useGuidedTour(invalidate: () => void) {
  const [clock, setClock] = useState<TourClock | null>(null);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const [stop, setStop] = useState<number | null>(null);
  const handlers = useRef<TourHandlers>({});

  const end = useCallback((how: 'ended' | 'stopped') => {
    const current = handlers.current;
    handlers.current = {};
    setClock(null);
    setPlaying(false);
    setProgress(0);
    setStop(null);
    if (how === 'ended') current.onEnd?.();
    else current.onStop?.();
  }, []);

  const start = useCallback(
    (next: TourHandlers = {}) => {
      handlers.current.onStop?.();
      handlers.current = next;
      const fresh = new TourClock(tourDuration());
      fresh.play();
      setClock(fresh);
      setPlaying(true);
      setProgress(0);
      setStop(null);
      invalidate();
    },
    [invalidate],
  );

  const togglePause = useCallback(() => {
    if (!clock) return;
    if (clock.playing) clock.pause();
    else clock.play();
    setPlaying(clock.playing);
    invalidate();
  }, [clock, invalidate]);

  const stopTour = useCallback(() => {
    if (clock) end('stopped');
  }, [clock, end]);

  const onFrame = useCallback(
    (frame: TourFrame) => {
      setProgress(Math.floor(frame.progress * 100) / 100);
      setStop(frame.stop);
      // Leave the end of the tour to after this frame: its last picture is drawn first.
      if (frame.ended && clock?.playing) {
        clock.pause();
        window.setTimeout(() => end('ended'), 0);
      }
    },
    [clock, end],
  );

  return {
    active: clock !== null,
    playing,
    progress,
    currentStop: stop,
    clock,
    start,
    togglePause,
    stop: stopTour,
    onFrame,
  };
}

export type GuidedTourState = ReturnType<typeof useGuidedTour>;
