import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { type PaidPlanId, paymentMessages, type Subscription } from '#shared/payments';
import { findPlan, plans } from '#shared/plans';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { showToast } from '#web/components/ui/toastStore';
import { invalidateAccountData } from '#web/lib/account/accountQueryKeys';
import { formatDate } from '#web/lib/display/format';
import { changePlan } from '../api/dashboardRequests';

interface ChangePlanDialogProps {
  subscription: Subscription | null;
  onClose: () => void;
}

/**
 * Change a paid plan from the next billing cycle (docs/decisions/0057-*.md): one subscription,
 * revised. PayPal asks the buyer to approve the revision on its own page; the demo applies it here.
 */
export function ChangePlanDialog({ subscription, onClose }: ChangePlanDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ id, planId }: { id: string; planId: PaidPlanId }) => changePlan(id, planId),
    onSuccess: (result) => {
      if (result.approveUrl) {
        window.location.assign(result.approveUrl);
        return;
      }
      const { pendingPlanId, pendingPlanAt } = result.subscription;
      const plan = pendingPlanId ? findPlan(pendingPlanId) : undefined;
      if (plan && pendingPlanAt)
        showToast(paymentMessages.changeBooked(plan.name, formatDate(pendingPlanAt)), 'success');
      onClose();
    },
    onError: () => showToast(paymentMessages.changeFailed, 'error'),
    onSettled: () => invalidateAccountData(queryClient),
  });
  const current = subscription?.pendingPlanId ?? subscription?.planId;
  const choices = plans.filter((plan) => plan.planType === 'paid' && plan.planId !== current);
  const when = formatDate(subscription?.nextBillingTime);

  return (
    <Dialog open={subscription !== null} onClose={onClose} labelledBy={titleId}>
      <div className="rounded-3xl border border-white/10 bg-night-800 p-6 sm:p-8">
        <h2 id={titleId} className="font-display text-2xl font-semibold">
          Change your plan
        </h2>
        <p className="mt-3 text-ink-muted text-sm leading-relaxed">
          The change applies at your next billing cycle, on {when}. Until then you keep your{' '}
          {subscription?.planName} plan, and nothing more is charged today.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          {choices.map((plan) => (
            <Button
              key={plan.planId}
              variant="primary"
              disabled={change.isPending}
              onClick={() => {
                if (subscription) change.mutate({ id: subscription._id, planId: plan.planId as PaidPlanId });
              }}
            >
              Change to {plan.name}
            </Button>
          ))}
          <Button variant="secondary" data-autofocus onClick={onClose}>
            Keep my plan
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
