import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { type PaidPlanId, paymentMessages, type Subscription } from '#shared/payments';
import { findPlan, type Plan, plans } from '#shared/plans';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { showToast } from '#web/components/ui/toastStore';
import { invalidateAccountData } from '#web/lib/account/accountQueryKeys';
import { formatDay } from '#web/lib/display/format';
import { type PlanChangeTerms, planChangeTerms } from '#web/lib/payments/planTerms';
import { changePlan } from '#web/lib/payments/subscriptions';

/** When the change applies, what it brings or takes then, and what it costs. */
function ChangeTerms({ terms }: { terms: PlanChangeTerms }) {
  return (
    <div className="space-y-2 text-ink-muted text-sm leading-relaxed" data-testid="change-terms">
      <p>{terms.opening}</p>
      {terms.listLabel ? (
        <>
          <p>{terms.listLabel}</p>
          <ul className="list-disc space-y-1 pl-5">
            {terms.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>{terms.closing}</p>
    </div>
  );
}

interface ChangePlanDialogProps {
  subscription: Subscription | null;
  /** The plan chosen where the dialog was opened (pricing, subscribe); else every other paid plan. */
  target?: PaidPlanId | null;
  onClose: () => void;
}

/**
 * Change a paid plan (decisions 0057, 0105): one subscription, revised. Each choice says exactly
 * when it applies and what it unlocks or takes away then: at once in the free trial, else at the
 * next billing cycle. PayPal asks the buyer to approve the revision on its own page; the demo
 * applies it here. Opened from the dashboard, and in one click from /pricing and /subscribe.
 */
export function ChangePlanDialog({ subscription, target = null, onClose }: ChangePlanDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ id, planId }: { id: string; planId: PaidPlanId }) => changePlan(id, planId),
    onSuccess: (result) => {
      if (result.approveUrl) {
        window.location.assign(result.approveUrl);
        return;
      }
      const { planId, pendingPlanId, pendingPlanAt } = result.subscription;
      const booked = pendingPlanId ? findPlan(pendingPlanId) : undefined;
      if (booked && pendingPlanAt)
        showToast(paymentMessages.changeBooked(booked.name, formatDay(pendingPlanAt)), 'success');
      else showToast(paymentMessages.changedNow(findPlan(planId)?.name ?? planId), 'success');
      onClose();
    },
    onError: () => showToast(paymentMessages.changeFailed, 'error'),
    onSettled: () => invalidateAccountData(queryClient),
  });
  const current = subscription?.pendingPlanId ?? subscription?.planId;
  const choices: Plan[] = plans.filter(
    (plan) =>
      plan.planType === 'paid' && plan.planId !== current && (target === null || plan.planId === target),
  );

  return (
    <Dialog open={subscription !== null} onClose={onClose} labelledBy={titleId}>
      <div className="rounded-3xl border border-white/10 bg-night-800 p-6 sm:p-8">
        <h2 id={titleId} className="font-display text-2xl font-semibold">
          Change your plan
        </h2>
        <div className="mt-6 flex flex-col gap-5">
          {subscription
            ? choices.map((plan) => (
                <div key={plan.planId} className="space-y-3">
                  <ChangeTerms terms={planChangeTerms(subscription, plan)} />
                  <Button
                    variant="primary"
                    className="w-full"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ id: subscription._id, planId: plan.planId as PaidPlanId })}
                  >
                    Change to {plan.name}
                  </Button>
                </div>
              ))
            : null}
          <Button variant="secondary" data-autofocus onClick={onClose}>
            Keep my plan
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
