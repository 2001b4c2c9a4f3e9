import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { dashboardMessages } from '#shared/dashboard';
import { paymentMessages, type Subscription } from '#shared/payments';
import { findPlan } from '#shared/plans';
import { ChangePlanDialog } from '#web/components/plans/ChangePlanDialog';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { showToast } from '#web/components/ui/toastStore';
import { invalidateAccountData } from '#web/lib/account/accountQueryKeys';
import { formatDate, formatDay } from '#web/lib/display/format';
import { cancelTerms, isInTrial, isKeptUntilEnd } from '#web/lib/payments/planTerms';
import { cancelSubscription } from '../api/dashboardRequests';
import { EmptyList, ListFooter, rowClasses } from './ListFooter';
import { StatusBadge } from './StatusBadge';
import { useMoreItems } from './useMoreItems';

interface SubscriptionsPanelProps {
  subscriptions: Subscription[];
  nextCursor: string | null;
}

/** The billing lines of an active subscription: trial end, next charge, a booked plan change. */
function BillingDetails({ subscription }: { subscription: Subscription }) {
  if (subscription.status !== 'active' || subscription.provider === 'free') return null;
  const pending = subscription.pendingPlanId ? findPlan(subscription.pendingPlanId) : undefined;
  return (
    <>
      {subscription.status === 'active' && isInTrial(subscription) ? (
        <>
          <dt className="text-ink-subtle">Free trial</dt>
          <dd>Ends {formatDate(subscription.trialEndsAt)}, nothing charged until then</dd>
        </>
      ) : null}
      {subscription.nextBillingTime ? (
        <>
          <dt className="text-ink-subtle">Next billing</dt>
          <dd>{formatDate(subscription.nextBillingTime)}</dd>
        </>
      ) : null}
      {pending ? (
        <>
          <dt className="text-ink-subtle">Plan change</dt>
          <dd data-testid="pending-plan">
            Changes to {pending.name} on {formatDate(subscription.pendingPlanAt)}
          </dd>
        </>
      ) : null}
    </>
  );
}

/**
 * docs/product.md §2: plan, dates, provider id, badge, and Cancel (with a confirm dialog) on active ones; past
 * the spec, the trial, the next billing and a plan change (docs/decisions/0057-*.md).
 */
export function SubscriptionsPanel({ subscriptions, nextCursor }: SubscriptionsPanelProps) {
  const list = useMoreItems('subscriptions', subscriptions, nextCursor);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Subscription | null>(null);
  const [changing, setChanging] = useState<Subscription | null>(null);
  const titleId = useId();
  const cancel = useMutation({
    mutationFn: (id: string) => cancelSubscription(id),
    onSuccess: () => showToast(paymentMessages.cancelled, 'success'),
    onError: () => showToast(paymentMessages.cancelFailed, 'error'),
    onSettled: () => invalidateAccountData(queryClient),
  });

  const requestCancel = (subscription: Subscription) => {
    if (!subscription._id) {
      showToast(paymentMessages.missingSubscriptionId, 'error');
      return;
    }
    setConfirming(subscription);
  };

  if (list.items.length === 0) return <EmptyList>{dashboardMessages.noSubscriptions}</EmptyList>;

  return (
    <>
      <ul className="space-y-3">
        {list.items.map((subscription) => {
          const cancelling = cancel.isPending && cancel.variables === subscription._id;
          return (
            <li key={subscription._id} className={rowClasses}>
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-3">
                  <h3 className="font-display text-xl font-semibold">{subscription.planName}</h3>
                  <StatusBadge status={subscription.status} />
                  {subscription.status === 'active' && isInTrial(subscription) ? (
                    <StatusBadge status="trial" label="Free trial" />
                  ) : null}
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink-muted text-sm">
                  <dt className="text-ink-subtle">Started</dt>
                  <dd>{formatDate(subscription.startDate)}</dd>
                  {isKeptUntilEnd(subscription) ? (
                    <>
                      <dt className="text-ink-subtle">Yours until</dt>
                      <dd data-testid="kept-until">
                        {formatDay(subscription.endDate)}, cancelled in the free trial: nothing will be
                        charged
                      </dd>
                    </>
                  ) : subscription.endDate ? (
                    <>
                      <dt className="text-ink-subtle">Ended</dt>
                      <dd>{formatDate(subscription.endDate)}</dd>
                    </>
                  ) : null}
                  <BillingDetails subscription={subscription} />
                  {subscription.paypalSubscriptionId ? (
                    <>
                      <dt className="text-ink-subtle">Subscription ID</dt>
                      <dd className="break-all font-mono text-xs leading-5">
                        {subscription.paypalSubscriptionId}
                      </dd>
                    </>
                  ) : null}
                </dl>
              </div>
              {subscription.status === 'active' ? (
                <div className="flex shrink-0 flex-wrap gap-2">
                  {subscription.provider !== 'free' ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Change ${subscription.planName} plan`}
                      onClick={() => setChanging(subscription)}
                    >
                      Change plan
                    </Button>
                  ) : null}
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={cancelling}
                    aria-label={`Cancel ${subscription.planName} subscription`}
                    onClick={() => requestCancel(subscription)}
                  >
                    {cancelling ? 'Cancelling...' : 'Cancel'}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ListFooter hasMore={list.hasMore} loading={list.loading} onMore={list.loadMore} />
      <ChangePlanDialog subscription={changing} onClose={() => setChanging(null)} />
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} labelledBy={titleId}>
        <div className="rounded-3xl border border-white/10 bg-night-800 p-6 sm:p-8">
          <h2 id={titleId} className="font-display text-2xl font-semibold">
            {paymentMessages.cancelConfirm}
          </h2>
          <p className="mt-3 text-ink-muted text-sm leading-relaxed" data-testid="cancel-terms">
            {confirming ? cancelTerms(confirming) : null}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" data-autofocus onClick={() => setConfirming(null)}>
              Keep subscription
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (confirming) cancel.mutate(confirming._id);
                setConfirming(null);
              }}
            >
              Cancel subscription
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
