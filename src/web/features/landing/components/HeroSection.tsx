import { ButtonLink } from '#web/components/ui/ButtonLink';
import { SparklesIcon } from '#web/components/ui/icons';
import { useHydrated } from '#web/lib/hooks/useHydrated';
import { useCurrentUser } from '#web/lib/session/currentUser';
import { DreamScene } from './DreamScene';

export function HeroSection() {
  // A returning member's way in is their minute for today (docs/decisions/0075-daily-practice-web.md);
  // the prerendered page cannot know who visits, so it shows "See plans" until hydrated.
  const { user } = useCurrentUser();
  const member = useHydrated() && user !== null;
  return (
    <section
      aria-labelledby="hero-heading"
      className="mx-auto grid w-full max-w-6xl items-center gap-12 overflow-x-clip px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:px-8 lg:pt-24"
    >
      <div className="min-w-0 text-center lg:text-left">
        <p className="inline-flex rounded-full border border-dream-violet/40 bg-dream-violet/10 px-4 py-1.5 font-medium text-dream-pink text-xs uppercase tracking-[0.2em]">
          Your future, visualised
        </p>
        <h1
          id="hero-heading"
          className="mt-6 font-display font-semibold text-5xl leading-[1.05] tracking-tight text-balance sm:text-6xl lg:text-7xl"
        >
          Step into the life <span className="text-dream-gradient">you dream of</span>
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-ink-muted text-lg leading-relaxed text-pretty sm:text-xl lg:mx-0">
          Describe your ideal future and watch it become a personal 3D world you can walk through, with
          affirmations written for you. Visualize your dreams, live your future.
        </p>
        <div className="mt-10 flex flex-col items-center gap-4 sm:flex-row sm:justify-center lg:justify-start">
          {/* Wraps on a 320 px screen instead of pushing the page sideways. */}
          <ButtonLink to="/questionnaire" size="lg" className="max-w-full text-center whitespace-normal!">
            <SparklesIcon />
            Start Creating Your Dream Life
          </ButtonLink>
          {member ? (
            <ButtonLink to="/today" size="lg" variant="secondary">
              Your minute for today
            </ButtonLink>
          ) : (
            <ButtonLink to="/pricing" size="lg" variant="secondary">
              See plans
            </ButtonLink>
          )}
        </div>
        <p className="mt-5 text-ink-subtle text-sm">Free to start · No card needed · Private by design</p>
      </div>
      <div className="relative mx-auto w-full max-w-xl">
        <div
          aria-hidden="true"
          className="-inset-6 absolute rounded-[2.5rem] bg-[radial-gradient(closest-side,rgb(240_171_252/0.25),transparent)]"
        />
        <div className="relative aspect-[600/440] overflow-hidden rounded-[1.75rem] shadow-glow-strong ring-1 ring-white/10">
          <DreamScene />
        </div>
      </div>
    </section>
  );
}
