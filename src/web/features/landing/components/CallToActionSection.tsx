import { ArrowRightIcon } from '#web/components/marketing/marketingIcons';
import { Section } from '#web/components/marketing/Section';
import { ButtonLink } from '#web/components/ui/ButtonLink';

export function CallToActionSection() {
  return (
    <Section labelledBy="cta-heading">
      <div className="relative overflow-hidden rounded-[2rem] border border-white/10 bg-linear-to-br from-[#2a2363] via-night-800 to-[#4a2a6b] px-6 py-16 text-center shadow-glow-strong sm:px-12">
        <div
          aria-hidden="true"
          className="-top-32 -translate-x-1/2 absolute left-1/2 h-64 w-[36rem] max-w-full rounded-full bg-[radial-gradient(closest-side,rgb(252_211_77/0.25),transparent)]"
        />
        <h2
          id="cta-heading"
          className="relative font-display font-semibold text-3xl tracking-tight text-balance sm:text-5xl"
        >
          Your dream life is waiting for you
        </h2>
        <p className="relative mx-auto mt-5 max-w-xl text-ink-muted text-lg leading-relaxed">
          It takes about fifteen minutes to describe it, and a moment to see it. Start free today.
        </p>
        <div className="relative mt-9 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ButtonLink to="/questionnaire" size="lg">
            Begin my dream world
            <ArrowRightIcon />
          </ButtonLink>
          <ButtonLink to="/pricing" size="lg" variant="secondary">
            Compare plans
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
