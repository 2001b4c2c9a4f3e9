import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { WorldCategory, WorldSpec } from '#shared/worldSpec';
import { Spinner } from '#web/components/ui/Spinner';

// The scene's own lazily loaded chunk, as on the vision page: three.js never weighs on /today's first load.
const DreamWorldCanvas = lazy(() => import('#web/scene/DreamWorldCanvas'));

/** How long the camera rests on each view: five views and the arrival make about a minute. */
const viewMs = 9000;

/**
 * The guided moment of the ritual (docs/decisions/0075-daily-practice-web.md): the camera glides from the
 * arrival view through each unlocked dream and back. With reduced motion nothing moves by itself:
 * the views are still, and the user steps through them. Auto-play can be paused (WCAG 2.2.2).
 */
export function GuidedMoment({ spec, reducedMotion }: { spec: WorldSpec; reducedMotion: boolean }) {
  const stops: (WorldCategory | null)[] = [
    null,
    ...spec.categories.filter((view) => view.unlocked).map((view) => view.category),
  ];
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [unavailable, setUnavailable] = useState(false);
  const markUnavailable = useCallback((reason: string) => {
    setUnavailable(true);
    console.warn(`3D view unavailable: ${reason}`);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => {
      // One pass through the views, then the moment rests on the last one.
      if (index + 1 >= stops.length) setPlaying(false);
      else setIndex(index + 1);
    }, viewMs);
    return () => window.clearTimeout(timer);
  }, [playing, index, stops.length]);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const focus = stops[index] ?? null;
  const view = focus === null ? null : spec.categories.find((item) => item.category === focus);
  const caption = view ? view.title : spec.arrival.caption;
  const step = (delta: number) => {
    setPlaying(false);
    setIndex((current) => (current + delta + stops.length) % stops.length);
  };

  return (
    <figure className="grid gap-3">
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-3xl bg-night-800 shadow-glow-strong ring-1 ring-white/10 sm:aspect-[16/10]">
        {unavailable ? (
          <div className="flex h-full flex-col justify-center gap-2 p-6">
            <p className="font-display font-semibold text-xl">{caption}</p>
            <p className="text-ink-muted leading-relaxed">{view ? view.description : spec.description}</p>
          </div>
        ) : (
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center">
                <Spinner label="Opening your dream world..." />
              </div>
            }
          >
            <DreamWorldCanvas
              spec={spec}
              focus={focus}
              reducedMotion={reducedMotion}
              onUnavailable={markUnavailable}
              label={`${spec.title}: your dream world in 3D`}
              className="absolute inset-0 size-full"
            />
          </Suspense>
        )}
        {unavailable ? null : (
          <p
            aria-live="polite"
            className="pointer-events-none absolute inset-x-3 bottom-3 max-w-fit rounded-2xl border border-white/15 bg-night-950/70 px-4 py-2 text-sm shadow-card backdrop-blur-md sm:inset-x-4 sm:bottom-4"
          >
            <span className="sr-only">Now showing: </span>
            {caption}
          </p>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-ink-subtle text-sm">
          View {index + 1} of {stops.length}
        </span>
        <span className="flex gap-2">
          <MomentButton label="Previous view" onClick={() => step(-1)}>
            ‹
          </MomentButton>
          {reducedMotion ? null : (
            <MomentButton
              label={playing ? 'Pause the moment' : 'Play the moment'}
              onClick={() => setPlaying((value) => !value)}
            >
              {playing ? '❚❚' : '▶'}
            </MomentButton>
          )}
          <MomentButton label="Next view" onClick={() => step(1)}>
            ›
          </MomentButton>
        </span>
      </figcaption>
    </figure>
  );
}

function MomentButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 bg-white/5 text-lg text-ink hover:bg-white/10"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
