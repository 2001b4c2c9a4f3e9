import { plans } from '#shared/plans';
import { PageHero } from '#web/components/marketing/PageHero';
import { Section } from '#web/components/marketing/Section';
import { PlanCard } from '#web/components/plans/PlanCard';
import { PlanCarousel } from '#web/components/plans/PlanCarousel';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { SparklesIcon } from '#web/components/ui/icons';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { PricingFaq } from './PricingFaq';

/** Where a plan's button goes: the subscribe page starts that plan's flow. */
const subscribeLink = (planId: string) => `/subscribe?plan=${encodeURIComponent(planId)}`;

/** docs/product.md §2 "Pricing": three plan cards, an FAQ of six, and 'Start Free Today'. */
export function PricingPage() {
  useDocumentTitle('Pricing');
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title={
          <>
            Choose the plan for <span className="text-dream-gradient">your dream</span>
          </>
        }
        lead="Join over 10,000 dreamers. Start free, and upgrade whenever you want to see more of your future."
      />

      <section aria-labelledby="plans-heading" className="mx-auto w-full max-w-6xl px-4 pb-8 sm:px-6 lg:px-8">
        <h2 id="plans-heading" className="sr-only">
          Plans
        </h2>
        <PlanCarousel label="Plans">
          {plans.map((plan) => (
            <PlanCard
              key={plan.planId}
              plan={plan}
              action={
                <ButtonLink
                  to={subscribeLink(plan.planId)}
                  variant={plan.featured ? 'primary' : 'secondary'}
                  size="lg"
                  className="w-full"
                  aria-label={`${plan.buttonText}: ${plan.name} plan`}
                >
                  {plan.buttonText}
                </ButtonLink>
              }
            />
          ))}
        </PlanCarousel>
        <p className="mt-8 text-center text-ink-subtle text-sm">
          Paid plans start with a 14-day free trial. Cancel any time from your dashboard.
        </p>
      </section>

      <PricingFaq />

      <Section labelledBy="start-free-heading" width="narrow" className="text-center">
        <div className="surface-card px-6 py-12 sm:px-12">
          <h2
            id="start-free-heading"
            className="font-display font-semibold text-3xl tracking-tight sm:text-4xl"
          >
            Not sure yet? Start with Explorer.
          </h2>
          <p className="mx-auto mt-4 max-w-lg text-ink-muted text-lg leading-relaxed">
            Answer the questionnaire, see your basic dream world and read your daily affirmations, free.
          </p>
          <ButtonLink to={subscribeLink('free-plan')} size="lg" className="mt-8">
            <SparklesIcon />
            Start Free Today
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
