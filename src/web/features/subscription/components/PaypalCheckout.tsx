import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useQuery } from '@tanstack/react-query';
import type { PaidPlanId } from '#shared/payments';
import { Spinner } from '#web/components/ui/Spinner';
import { paypalCustomIdQueryOptions } from '../api/paymentRequests';

interface PaypalCheckoutProps {
  clientId: string;
  /** Our plan: the server names the PayPal plan this account may buy (trial once, student price). */
  planId: PaidPlanId;
  /** Whose checkout this is: the signed custom_id fetched for them is sent to PayPal. */
  userId: string;
  onApproved: (subscriptionId: string) => Promise<void>;
  onCancel: () => void;
  onError: () => void;
}

/**
 * The PayPal button (docs/product.md §4: the provider script loaded at runtime in vault and subscription
 * mode). Loaded lazily, and only when PayPal is the configured provider.
 */
export default function PaypalCheckout({
  clientId,
  planId,
  userId,
  onApproved,
  onCancel,
  onError,
}: PaypalCheckoutProps) {
  // custom_id is the user's id signed by the server: the server only records a subscription for
  // the user whose signature it carries, so nobody can buy a plan "for" someone else.
  const customId = useQuery(paypalCustomIdQueryOptions(userId));
  if (customId.isPending) return <Spinner label="Loading PayPal..." />;
  if (customId.isError) {
    return (
      <p role="alert" className="text-danger-ink text-sm">
        The checkout could not be loaded. Please try again.
      </p>
    );
  }
  const signedCustomId = customId.data.customId;
  const paypalPlanId = customId.data.planIds[planId];
  return (
    <PayPalScriptProvider options={{ clientId, vault: true, intent: 'subscription', components: 'buttons' }}>
      <PayPalButtons
        style={{ layout: 'vertical', label: 'subscribe', shape: 'pill' }}
        createSubscription={(_data, actions) =>
          actions.subscription.create({ plan_id: paypalPlanId, custom_id: signedCustomId })
        }
        onApprove={async (data) => {
          if (data.subscriptionID) await onApproved(data.subscriptionID);
          else onError();
        }}
        onCancel={onCancel}
        onError={onError}
      />
    </PayPalScriptProvider>
  );
}
