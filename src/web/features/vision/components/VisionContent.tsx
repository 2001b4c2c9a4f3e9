import { lazy, Suspense, useRef, useState } from 'react';
import { defaultAffirmations } from '#shared/ai';
import type { DreamWorld } from '#shared/dreamWorld';
import type { WorldCategory, WorldSpec } from '#shared/worldSpec';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { Spinner } from '#web/components/ui/Spinner';
import { useEntitlements } from '#web/lib/account/useEntitlements';
import { formatDate } from '#web/lib/display/format';
import { usePrefersReducedMotion } from '#web/lib/hooks/usePrefersReducedMotion';
import { useAffirmations } from '../api/visionQueries';
import { welcomeNameFrom } from '../welcomeName';
import { AffirmationsSection } from './AffirmationsSection';
import { CategoryMenu } from './CategoryMenu';
import { ManifestoSection } from './ManifestoSection';
import { VisionHero } from './VisionHero';
import { WorldStage } from './WorldStage';

// 3D mode is its own chunk, fetched when the user asks for it; XR and the recorders are
// further chunks inside it.
const ImmersiveMode = lazy(() => import('../immersive/ImmersiveMode'));

/** The vision page with a completed world: hero, the live world and its menu, then the words. */
export function VisionContent({ world, spec }: { world: DreamWorld; spec: WorldSpec }) {
  const [focus, setFocus] = useState<WorldCategory | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const name = welcomeNameFrom(spec.ownerName);
  const stageRef = useRef<HTMLDivElement>(null);
  const [immersive, setImmersive] = useState(false);
  const entitlements = useEntitlements();
  const affirmations = useAffirmations(world.questionnaireId);
  const affirmationLines =
    affirmations.data?.affirmations ?? (affirmations.isError ? defaultAffirmations : null);

  // On a phone the menu sits below the world: a tap there would move a camera nobody can see, so
  // bring the world back into view (the focus stays on the menu button for the next choice).
  const chooseCategory = (category: WorldCategory | null) => {
    setFocus(category);
    const stage = stageRef.current;
    if (!stage) return;
    const { top, bottom, height } = stage.getBoundingClientRect();
    const visible = Math.min(bottom, window.innerHeight) - Math.max(top, 0);
    if (visible < height * 0.6) {
      stage.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'center' });
    }
  };

  return (
    <div className="pb-16 sm:pb-24">
      <VisionHero
        lead={`${spec.title}, built from your answers. Explore it one part of your vision at a time.`}
        onEnter={() => setImmersive(true)}
      />
      {immersive ? (
        <Suspense fallback={<ImmersiveLoading />}>
          <ImmersiveMode
            spec={spec}
            affirmations={affirmationLines}
            entitlements={entitlements}
            reducedMotion={reducedMotion}
            onClose={() => setImmersive(false)}
          />
        </Suspense>
      ) : null}

      <section
        id="dream-world"
        aria-labelledby="welcome-home-heading"
        className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8"
      >
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1">
          <h2
            id="welcome-home-heading"
            className="font-display font-semibold text-2xl uppercase tracking-[0.08em] sm:text-4xl"
          >
            Welcome Home {name}
          </h2>
          <p className="text-ink-subtle text-sm">
            Version {world.version}
            {world.completedAt ? ` · created ${formatDate(world.completedAt)}` : ''}
          </p>
        </div>
        {/* On wide screens the row is as tall as the world: the menu beside it scrolls within that
            height, so neither column leaves an empty area under the other. */}
        <div className="mt-5 grid items-start gap-6 lg:mt-3 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-stretch">
          <div>
            {/* One WebGL context at a time: the page's world rests while 3D mode is open. */}
            <WorldStage
              ref={stageRef}
              spec={spec}
              focus={focus}
              reducedMotion={reducedMotion}
              paused={immersive}
            />
          </div>
          <div className="lg:relative">
            <div className="lg:absolute lg:inset-0">
              <CategoryMenu categories={spec.categories} focus={focus} onFocus={chooseCategory} />
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto mt-14 grid w-full max-w-6xl gap-8 px-4 sm:mt-20 sm:px-6 lg:px-8">
        <AffirmationsSection questionnaireId={world.questionnaireId} />
        <ManifestoSection questionnaireId={world.questionnaireId} />
        <div className="flex flex-col items-center gap-3 text-center">
          <p className="text-ink-muted">Changed your mind about something? Your world can change too.</p>
          <div className="flex flex-wrap justify-center gap-3">
            {/* From the first section: the saved step of a completed questionnaire is its last. */}
            <ButtonLink to="/questionnaire?step=1" variant="secondary">
              Edit your answers
            </ButtonLink>
            <ButtonLink to="/results" variant="ghost">
              Generate a new version
            </ButtonLink>
          </div>
        </div>
      </div>
    </div>
  );
}

function ImmersiveLoading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-night-950/90">
      <Spinner label="Opening 3D mode..." />
    </div>
  );
}
