import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

interface PaypalCheckoutProps {
  clientId: string;
  /** PayPal's billing-plan id for the chosen plan. */
  paypalPlanId: string;
  /** Sent as custom_id: the server checks that the subscription belongs to this user. */
  userId: string;
  onApproved: (subscriptionId: string) => Promise<void>;
  onCancel: () => void;
  onError: () => void;
}

/**
 * The PayPal button (spec §4: the provider script loaded at runtime in vault and subscription
 * mode). Loaded lazily, and only when PayPal is the configured provider.
 */
export default function PaypalCheckout({
  clientId,
  paypalPlanId,
  userId,
  onApproved,
  onCancel,
  onError,
}: PaypalCheckoutProps) {
  return (
    <PayPalScriptProvider options={{ clientId, vault: true, intent: 'subscription', components: 'buttons' }}>
      <PayPalButtons
        style={{ layout: 'vertical', label: 'subscribe', shape: 'pill' }}
        createSubscription={(_data, actions) =>
          actions.subscription.create({ plan_id: paypalPlanId, custom_id: userId })
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
