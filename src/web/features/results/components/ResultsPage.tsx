import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dreamWorldMessages } from '#shared/dreamWorld';
import { latestDreamWorldQueryOptions } from '#web/lib/dream-world/dreamWorldRequests';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { useHydrated } from '#web/lib/hooks/useHydrated';
import { useStoredToken } from '#web/lib/session/useStoredToken';
import { useHasAnswers } from '../hooks/useHasAnswers';
import { useWorldGeneration } from '../hooks/useWorldGeneration';
import { GenerationControls } from './GenerationControls';
import { WorldSeedArt } from './WorldSeedArt';

/** /results (docs/product.md §2): the 'Creating Your Dream World' panel that generates the user's world. */
export function ResultsPage() {
  useDocumentTitle('Results — Dream Life', { full: true });
  const token = useStoredToken();
  const latest = useQuery({
    ...latestDreamWorldQueryOptions(),
    enabled: token !== null,
    staleTime: 0,
  });
  // Unknown (undefined) while the prerendered page hydrates, whose token reads as absent
  // (docs/decisions/0097): a signed-in visitor's running job is still picked up right after.
  const hydrated = useHydrated();
  const generation = useWorldGeneration(
    !hydrated ? undefined : token === null ? null : latest.isSuccess ? latest.data : undefined,
  );
  const hasAnswers = useHasAnswers();
  const working = generation.state.kind === 'working';
  const hasReadyWorld = latest.data?.generationStatus === 'completed';

  return (
    // At the top of the page, not centred: the notes a signed-in visitor gets once the account's
    // answers arrive then grow the card downwards instead of moving it up (CLS 0.06–0.08 when
    // centred). The card's padding leaves the heading room to stay on one line on a desktop in the
    // fallback font too, which paints first on the prerendered page (docs/decisions/0097).
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 py-14 sm:px-6 sm:py-20">
      <section
        aria-labelledby="results-heading"
        className="surface-card relative overflow-hidden px-5 py-10 text-center sm:rounded-[2rem] sm:px-10 sm:py-14"
      >
        <div
          aria-hidden="true"
          className="-translate-x-1/2 pointer-events-none absolute top-0 left-1/2 h-56 w-[36rem] max-w-full rounded-full bg-[radial-gradient(closest-side,rgb(167_139_250/0.22),transparent)]"
        />
        <div className="relative">
          <WorldSeedArt active={working} />
          <p className="mt-6 font-semibold text-dream-pink text-xs uppercase tracking-[0.2em]">
            Your answers, brought to life
          </p>
          <h1
            id="results-heading"
            className="mt-3 font-display font-semibold text-3xl tracking-tight text-balance sm:text-5xl"
          >
            {dreamWorldMessages.title}
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-ink-muted leading-relaxed text-pretty sm:text-lg">
            We turn what you wrote into a living 3D world: the home you described, the landscape you wake up
            to, and a place for each part of your vision.
          </p>

          <GenerationControls generation={generation} />

          {token !== null && hasAnswers === false && !working ? (
            <p className="mx-auto mt-8 max-w-md rounded-2xl border border-white/10 bg-white/5 px-4 py-3 text-ink-muted text-sm leading-relaxed">
              You have not answered the questionnaire yet. Your world can start from gentle defaults, or{' '}
              <Link
                to="/questionnaire"
                className="font-medium text-dream-violet underline underline-offset-4 hover:text-dream-pink"
              >
                describe your dream life first
              </Link>{' '}
              to make it truly yours.
            </p>
          ) : null}

          {hasReadyWorld && !working ? (
            <p className="mt-6 text-ink-muted text-sm">
              Your latest world is ready.{' '}
              <Link
                to="/vision-realized"
                className="font-medium text-dream-violet underline underline-offset-4 hover:text-dream-pink"
              >
                Visit your current dream world
              </Link>
            </p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
