import { useEffect, useRef } from 'react';
import type { WorldSpec } from '#shared/worldSpec';
import { Button } from '#web/components/ui/Button';
import type { GuidedTourState } from './useGuidedTour';

interface TourControlsProps {
  tour: GuidedTourState;
  spec: WorldSpec;
  /** While the tour is being recorded only Cancel is offered (a paused recording is a still frame). */
  recording: boolean;
}

/** While the tour plays: play/pause, stop (or cancel the recording), progress and the current stop. */
export function TourControls({ tour, spec, recording }: TourControlsProps) {
  const first = useRef<HTMLDivElement>(null);
  // The button that started the tour is gone: keep keyboard focus in the controls.
  useEffect(() => first.current?.querySelector('button')?.focus(), []);
  const view = tour.currentStop === null ? null : spec.categories[tour.currentStop];
  const percent = Math.round(tour.progress * 100);
  const where = view
    ? `Stop ${(tour.currentStop ?? 0) + 1} of ${spec.categories.length}: ${view.title}`
    : 'On the way';
  return (
    <div ref={first} className="flex min-w-0 flex-wrap items-center gap-3">
      {recording ? null : (
        <Button variant="secondary" size="sm" onClick={tour.togglePause}>
          {tour.playing ? 'Pause tour' : 'Play tour'}
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={tour.stop}>
        {recording ? 'Cancel video' : 'Stop tour'}
      </Button>
      <div className="flex min-w-40 flex-1 flex-col gap-1">
        <progress
          className="h-2 w-full overflow-hidden rounded-full accent-dream-violet"
          max={100}
          value={percent}
          aria-label={recording ? 'Recording the tour' : 'Tour progress'}
        />
        <p className="text-ink-muted text-xs">
          {recording ? `Recording… ${percent}% · ` : `${percent}% · `}
          {where}
        </p>
      </div>
      {/* Announced politely as each stop begins, not on every percent. */}
      <p className="sr-only" aria-live="polite" data-testid="tour-stop">
        {view ? where : ''}
      </p>
    </div>
  );
}
