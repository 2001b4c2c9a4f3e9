import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { PaidPlanId } from '#shared/payments';
import { type Plan, plans, trialDays } from '#shared/plans';
import { PlanCard } from '#web/components/plans/PlanCard';
import { PlanCarousel } from '#web/components/plans/PlanCarousel';
import { Button } from '#web/components/ui/Button';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { formatMoney } from '#web/lib/display/format';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { useHydrated } from '#web/lib/hooks/useHydrated';
import { planReturnOf, planReturnParam, planReturnReasons } from '#web/lib/session/afterPlanReturn';
import { useCheckoutOffer } from '../api/useCheckoutOffer';
import { useCurrentPlanId } from '../api/useCurrentPlan';
import { ProviderCheckout } from './ProviderCheckout';
import { useSubscribeFlow } from './useSubscribeFlow';

/** /subscribe (not shown in the spec): the plan cards, each starting the subscribe flow of §4. */
export function SubscribePage() {
  useDocumentTitle('Choose your plan');
  const flow = useSubscribeFlow();
  const currentPlanId = useCurrentPlanId();
  const [searchParams] = useSearchParams();
  const planReturn = planReturnOf(searchParams.get(planReturnParam));
  const offer = useCheckoutOffer(Boolean(flow.user));
  const hasPaidPlan = currentPlanId === 'visionary-plan' || currentPlanId === 'legend-plan';
  const hydrated = useHydrated();

  /** "14 days free, then $14.99 USD a month": the server's offer for this account. */
  const offerText = (plan: Plan) => {
    if (plan.planType !== 'paid') return null;
    const data = offer.data;
    const price = data ? data.prices[plan.planId as PaidPlanId] : plan.price;
    const days = data ? data.trialDays : trialDays;
    const student = data?.priceKind === 'student' ? ' (student price)' : '';
    const then = `${formatMoney(price, plan.currency)} a month${student}`;
    return days > 0 ? `${days} days free, then ${then}.` : `${then}, charged today.`;
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <header className="mx-auto max-w-2xl text-center">
        <p className="font-semibold text-dream-pink text-xs uppercase tracking-[0.2em]">Plans</p>
        <h1 className="mt-3 font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          Choose the plan for your dream life
        </h1>
        <p className="mt-4 text-ink-muted text-lg leading-relaxed">
          Start free, or unlock your full dream world. Change or cancel any time from your dashboard.
        </p>
        {planReturn ? (
          <p className="mx-auto mt-6 max-w-xl rounded-2xl border border-dream-violet/50 bg-dream-violet/10 px-5 py-3 text-ink text-sm leading-relaxed">
            {planReturnReasons[planReturn]}
          </p>
        ) : null}
      </header>
      {/* The plan cards' names are h3: this h2 keeps the heading order (as on /pricing). */}
      <section aria-labelledby="subscribe-plans-heading" className="mt-12 sm:mt-16">
        <h2 id="subscribe-plans-heading" className="sr-only">
          Plans
        </h2>
        <PlanCarousel label="Plans">
          {plans.map((plan) => {
            const isCurrent = plan.planId === currentPlanId;
            const inCheckout = flow.checkoutPlanId === plan.planId;
            let action: ReactNode;
            if (isCurrent) {
              action = (
                <ButtonLink to="/dashboard" variant="secondary" className="w-full">
                  Manage in dashboard
                </ButtonLink>
              );
            } else if (hasPaidPlan && plan.planType === 'paid') {
              // One subscription per account: another paid plan is a change, from the next cycle.
              action = (
                <ButtonLink to="/dashboard" variant="secondary" className="w-full">
                  Change plan in your dashboard
                </ButtonLink>
              );
            } else if (inCheckout && flow.user) {
              action = (
                <ProviderCheckout
                  planId={plan.planId as PaidPlanId}
                  userId={flow.user._id}
                  onApproved={(subscriptionId) =>
                    flow.completeApproval(plan.planId as PaidPlanId, subscriptionId)
                  }
                  onCancel={flow.providerCancelled}
                  onError={flow.providerFailed}
                />
              );
            } else {
              action = (
                <Button
                  className="w-full"
                  variant={plan.featured ? 'primary' : 'secondary'}
                  disabled={flow.busy}
                  // Prerendered, the button exists before its code (docs/decisions/0097): until
                  // hydration it says it is unavailable rather than ignore a tap.
                  aria-disabled={hydrated ? undefined : true}
                  aria-label={`${plan.buttonText}: ${plan.name} plan, ${plan.priceText}`}
                  onClick={() => flow.start(plan.planId)}
                >
                  {plan.buttonText}
                </Button>
              );
            }
            const terms = offerText(plan);
            return (
              <PlanCard
                key={plan.planId}
                plan={plan}
                action={
                  terms && !isCurrent && !hasPaidPlan ? (
                    <div className="space-y-3">
                      <p className="text-center text-ink-muted text-sm">{terms}</p>
                      {action}
                    </div>
                  ) : (
                    action
                  )
                }
                badge={isCurrent ? 'Your current plan' : undefined}
              />
            );
          })}
        </PlanCarousel>
      </section>
    </div>
  );
}
