import { lazy, type Ref, Suspense, useCallback, useState } from 'react';
import type { WorldCategory, WorldSpec } from '#shared/worldSpec';
import { Spinner } from '#web/components/ui/Spinner';
import { SceneErrorBoundary } from './SceneErrorBoundary';
import { WorldInWords } from './WorldInWords';

// The only import of the scene: three.js and the renderer live in this lazily loaded chunk, so no
// other page (the landing page least of all) ever downloads them.
const DreamWorldCanvas = lazy(() => import('#web/scene/DreamWorldCanvas'));

interface WorldStageProps {
  spec: WorldSpec;
  focus: WorldCategory | null;
  reducedMotion: boolean;
  /** 3D mode is open over the page: draw nothing here, so only one WebGL context exists. */
  paused?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The live world, the page's main view. While the scene's code loads it shows a calm loading
 * state; when the scene reports it cannot render (no WebGL) or throws, the world in words.
 * The plain-language description is always there for screen readers.
 */
export function WorldStage({ spec, focus, reducedMotion, paused = false, ref }: WorldStageProps) {
  const [unavailable, setUnavailable] = useState(false);
  const markUnavailable = useCallback((reason: string) => {
    setUnavailable(true);
    console.warn(`3D view unavailable: ${reason}`);
  }, []);
  const view = focus === null ? null : spec.categories.find((category) => category.category === focus);
  const caption = view ? view.title : spec.arrival.caption;

  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`relative w-full overflow-hidden rounded-3xl bg-night-800 shadow-glow-strong ring-1 ring-white/10 outline-none focus-visible:ring-4 focus-visible:ring-dream-gold/80 ${
        // The words may be long (up to 800 characters): the frame grows with them.
        unavailable ? 'min-h-72' : 'aspect-square sm:aspect-[16/10] lg:aspect-[4/3]'
      }`}
    >
      {unavailable ? (
        <WorldInWords spec={spec} focus={focus} />
      ) : paused ? null : (
        <SceneErrorBoundary onError={markUnavailable}>
          <Suspense fallback={<StageLoading />}>
            <DreamWorldCanvas
              spec={spec}
              focus={focus}
              reducedMotion={reducedMotion}
              onUnavailable={markUnavailable}
              label={`${spec.title}: your dream world in 3D`}
              className="absolute inset-0 size-full"
            />
          </Suspense>
        </SceneErrorBoundary>
      )}
      {unavailable ? null : (
        <div className="pointer-events-none absolute inset-x-3 bottom-3 flex sm:inset-x-5 sm:bottom-5">
          <p
            aria-live="polite"
            data-stage-caption
            className="max-w-full rounded-2xl border border-white/15 bg-night-950/70 px-4 py-2.5 text-sm leading-snug shadow-card backdrop-blur-md sm:text-base"
          >
            <span className="sr-only">Now showing: </span>
            {caption}
          </p>
        </div>
      )}
      {unavailable ? null : <p className="sr-only">{spec.description}</p>}
    </div>
  );
}

function StageLoading() {
  return (
    <div className="flex h-full items-center justify-center bg-[radial-gradient(80%_70%_at_50%_30%,rgb(167_139_250/0.22),transparent)]">
      <Spinner label="Opening your dream world..." />
    </div>
  );
}
