import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PaidPlanId } from '#shared/payments';
import { type Plan, plans, trialDays } from '#shared/plans';
import { ChangePlanDialog } from '#web/components/plans/ChangePlanDialog';
import { PlanCard } from '#web/components/plans/PlanCard';
import { PlanCarousel } from '#web/components/plans/PlanCarousel';
import { Button } from '#web/components/ui/Button';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { formatDay, formatMoney } from '#web/lib/display/format';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { useHydrated } from '#web/lib/hooks/useHydrated';
import { checkoutTerms, isKeptUntilEnd, trialEndFromToday } from '#web/lib/payments/planTerms';
import { useMySubscription } from '#web/lib/payments/subscriptions';
import { planReturnOf, planReturnParam, planReturnReasons } from '#web/lib/session/afterPlanReturn';
import { useCheckoutOffer } from '../api/useCheckoutOffer';
import { ProviderCheckout } from './ProviderCheckout';
import { useSubscribeFlow } from './useSubscribeFlow';

/** /subscribe (not shown in the spec): the plan cards, each starting the subscribe flow of §4. */
export function SubscribePage() {
  useDocumentTitle('Choose your plan');
  const flow = useSubscribeFlow();
  const mine = useMySubscription();
  // A plan cancelled in its trial is still the user's until the trial ends, but can be bought again.
  const kept = mine && isKeptUntilEnd(mine) ? mine : null;
  const active = mine && !kept ? mine : null;
  const currentPlanId = active?.planId ?? null;
  const [searchParams] = useSearchParams();
  const planReturn = planReturnOf(searchParams.get(planReturnParam));
  const offer = useCheckoutOffer(Boolean(flow.user));
  const hasPaidPlan = active !== null && active.provider !== 'free';
  const [changingTo, setChangingTo] = useState<PaidPlanId | null>(null);
  const hydrated = useHydrated();

  /**
   * The server's offer for this account, saying whether a free trial remains: "Free until
   * December 11, then $14.99/month", or that the trial was used and the first month is charged today.
   */
  const offerText = (plan: Plan) => {
    if (plan.planType !== 'paid') return null;
    const data = offer.data;
    if (!data) return `${trialDays} days free, then ${formatMoney(plan.price, plan.currency)} a month.`;
    const cents = Math.round(data.prices[plan.planId as PaidPlanId] * 100);
    const student = data.priceKind === 'student' ? ' (student price)' : '';
    if (data.trialDays > 0)
      return `${checkoutTerms(plan, trialEndFromToday(data.trialDays), cents)}${student}.`;
    const keptNote = kept ? ` You keep ${kept.planName} until ${formatDay(kept.endDate)} either way.` : '';
    return `Your free trial has been used: ${checkoutTerms(plan, null, cents)}${student}.${keptNote}`;
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
              // One subscription per account: another paid plan is a change, made from here in one
              // click (the dialog says when it applies and what it unlocks then).
              action = (
                <Button
                  className="w-full"
                  variant={plan.featured ? 'primary' : 'secondary'}
                  onClick={() => setChangingTo(plan.planId as PaidPlanId)}
                >
                  Change to {plan.name}
                </Button>
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
                badge={
                  isCurrent
                    ? 'Your current plan'
                    : kept?.planId === plan.planId
                      ? `Yours until ${formatDay(kept.endDate)}`
                      : undefined
                }
              />
            );
          })}
        </PlanCarousel>
      </section>
      <ChangePlanDialog
        subscription={changingTo ? active : null}
        target={changingTo}
        onClose={() => setChangingTo(null)}
      />
    </div>
  );
}
