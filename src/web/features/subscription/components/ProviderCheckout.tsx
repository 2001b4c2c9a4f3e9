import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PaidPlanId } from '#shared/payments';
import { Button } from '#web/components/ui/Button';
import { Spinner } from '#web/components/ui/Spinner';
import { usePaymentsConfig } from '../api/usePaymentsConfig';
import { DemoCheckoutDialog } from './DemoCheckoutDialog';

const PaypalCheckout = lazy(() => import('./PaypalCheckout'));

interface ProviderCheckoutProps {
  planId: PaidPlanId;
  userId: string;
  onApproved: (subscriptionId: string) => Promise<void>;
  onCancel: () => void;
  onError: () => void;
}

/** The payment provider's button for one paid plan: PayPal's, or the demo checkout's. */
export function ProviderCheckout({ planId, userId, onApproved, onCancel, onError }: ProviderCheckoutProps) {
  const config = usePaymentsConfig();
  const [demoOpen, setDemoOpen] = useState(false);
  const demoButton = useRef<HTMLButtonElement>(null);

  // The button replaces the one just pressed: keep keyboard focus on it.
  useEffect(() => {
    if (config.data?.provider === 'demo') demoButton.current?.focus();
  }, [config.data?.provider]);

  if (config.isPending) return <Spinner label="Loading checkout..." />;
  if (config.isError) {
    return (
      <p role="alert" className="text-danger-ink text-sm">
        The checkout could not be loaded. Please try again.
      </p>
    );
  }

  if (config.data.provider === 'paypal') {
    const paypalPlanId = config.data.planIds?.[planId];
    if (!config.data.clientId || !paypalPlanId) {
      // docs/product.md §4: an unknown plan id is only logged.
      console.error('No PayPal plan is configured for', planId);
      return null;
    }
    return (
      <Suspense fallback={<Spinner label="Loading PayPal..." />}>
        <div className="rounded-2xl bg-white p-3">
          <PaypalCheckout
            clientId={config.data.clientId}
            planId={planId}
            userId={userId}
            onApproved={onApproved}
            onCancel={onCancel}
            onError={onError}
          />
        </div>
      </Suspense>
    );
  }

  return (
    <div className="space-y-2">
      <Button ref={demoButton} className="w-full" onClick={() => setDemoOpen(true)}>
        Pay with demo checkout
      </Button>
      <p className="text-center text-ink-subtle text-xs">Demo provider: no money moves.</p>
      <DemoCheckoutDialog
        planId={planId}
        open={demoOpen}
        onClose={() => {
          setDemoOpen(false);
          onCancel();
        }}
        onApproved={onApproved}
        onFailed={() => {
          setDemoOpen(false);
          onError();
        }}
      />
    </div>
  );
}
