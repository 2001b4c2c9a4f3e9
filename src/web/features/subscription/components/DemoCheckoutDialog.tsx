import { useId, useState } from 'react';
import type { PaidPlanId } from '#shared/payments';
import { findPlan } from '#shared/plans';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { checkoutTerms, trialEndFromToday } from '#web/lib/payments/planTerms';
import { createDemoCheckout } from '../api/paymentRequests';
import { useCheckoutOffer } from '../api/useCheckoutOffer';

interface DemoCheckoutDialogProps {
  planId: PaidPlanId;
  open: boolean;
  onClose: () => void;
  onApproved: (subscriptionId: string) => Promise<void>;
  onFailed: () => void;
}

/**
 * The demo provider's checkout (the default when PayPal is not configured). It is labelled as a
 * demo everywhere and moves no money; approving creates a DEMO-… subscription that the server
 * then verifies exactly like a PayPal one.
 */
export function DemoCheckoutDialog({ planId, open, onClose, onApproved, onFailed }: DemoCheckoutDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [working, setWorking] = useState(false);
  const plan = findPlan(planId);
  const offer = useCheckoutOffer(true).data;
  // "Free until December 11, then $14.99/month": the trial and the first charge, as this account gets them.
  const terms =
    plan && offer
      ? checkoutTerms(plan, trialEndFromToday(offer.trialDays), Math.round(offer.prices[planId] * 100))
      : plan?.priceText;

  const approve = async () => {
    setWorking(true);
    let subscriptionId: string;
    try {
      subscriptionId = (await createDemoCheckout(planId)).subscriptionId;
    } catch {
      setWorking(false);
      onFailed();
      return;
    }
    await onApproved(subscriptionId);
    setWorking(false);
  };

  return (
    <Dialog
      open={open}
      onClose={working ? () => {} : onClose}
      labelledBy={titleId}
      describedBy={descriptionId}
    >
      <div className="rounded-3xl border border-white/10 bg-night-800 p-6 text-left shadow-glow sm:p-8">
        <p className="font-semibold text-dream-gold text-xs uppercase tracking-[0.2em]">Demo provider</p>
        <h2 id={titleId} className="mt-2 font-display text-2xl font-semibold">
          Demo checkout — no money moves
        </h2>
        <p id={descriptionId} className="mt-3 text-ink-muted text-sm leading-relaxed">
          This app runs with its demo payment provider. Approving creates a demo subscription to{' '}
          <strong className="text-ink">{plan?.name}</strong>; no card is asked for and nothing is charged.
        </p>
        <dl className="mt-5 grid grid-cols-2 gap-3 rounded-2xl bg-night-900/70 p-4 text-sm">
          <dt className="text-ink-subtle">Plan</dt>
          <dd className="text-right font-semibold">{plan?.name}</dd>
          <dt className="text-ink-subtle">Price</dt>
          <dd className="text-right font-semibold" data-testid="checkout-terms">
            {terms}
          </dd>
        </dl>
        <div className="mt-6 flex flex-col gap-3">
          <Button data-autofocus onClick={approve} disabled={working}>
            {working ? 'Processing...' : 'Approve demo payment'}
          </Button>
          <Button variant="secondary" onClick={onFailed} disabled={working}>
            Simulate a declined payment
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={working}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
