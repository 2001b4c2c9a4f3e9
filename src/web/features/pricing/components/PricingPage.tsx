import { useState } from 'react';
import type { PaidPlanId } from '#shared/payments';
import { type Plan, plans } from '#shared/plans';
import { PageHero } from '#web/components/marketing/PageHero';
import { Section } from '#web/components/marketing/Section';
import { ChangePlanDialog } from '#web/components/plans/ChangePlanDialog';
import { PlanCard } from '#web/components/plans/PlanCard';
import { PlanCarousel } from '#web/components/plans/PlanCarousel';
import { Button } from '#web/components/ui/Button';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { SparklesIcon } from '#web/components/ui/icons';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { isKeptUntilEnd } from '#web/lib/payments/planTerms';
import { useMySubscription } from '#web/lib/payments/subscriptions';
import { PricingFaq } from './PricingFaq';

/** Where a plan's button goes: the subscribe page starts that plan's flow. */
const subscribeLink = (planId: string) => `/subscribe?plan=${encodeURIComponent(planId)}`;

/**
 * docs/product.md §2 "Pricing": three plan cards, an FAQ of six, and 'Start Free Today'. To a
 * subscriber their plan is "Your current plan" (never "Become a Visionary" to a Visionary), and
 * another paid plan is "Change to Legend", which opens the change in one click (decision 0105, item 11).
 */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const mine = useMySubscription();
  const active = mine && !isKeptUntilEnd(mine) ? mine : null;
  const subscriber = active !== null && active.provider !== 'free';
  const [changingTo, setChangingTo] = useState<PaidPlanId | null>(null);

  const actionFor = (plan: Plan) => {
    const size = 'lg' as const;
    const variant = plan.featured ? ('primary' as const) : ('secondary' as const);
    if (active?.planId === plan.planId) {
      return (
        <ButtonLink to="/dashboard" variant="secondary" size={size} className="w-full">
          Manage in dashboard
        </ButtonLink>
      );
    }
    if (subscriber && plan.planType === 'paid') {
      return (
        <Button
          variant={variant}
          size={size}
          className="w-full"
          onClick={() => setChangingTo(plan.planId as PaidPlanId)}
        >
          Change to {plan.name}
        </Button>
      );
    }
    return (
      <ButtonLink
        to={subscribeLink(plan.planId)}
        variant={variant}
        size={size}
        className="w-full"
        aria-label={`${plan.buttonText}: ${plan.name} plan`}
      >
        {plan.buttonText}
      </ButtonLink>
    );
  };

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
              action={actionFor(plan)}
              badge={active?.planId === plan.planId ? 'Your current plan' : undefined}
            />
          ))}
        </PlanCarousel>
        <p className="mt-8 text-center text-ink-subtle text-sm">
          Paid plans start with a 14-day free trial. Cancel any time from your dashboard.
        </p>
      </section>

      <ChangePlanDialog
        subscription={changingTo ? active : null}
        target={changingTo}
        onClose={() => setChangingTo(null)}
      />

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
