import { PagePlaceholder } from '../../../components/layout/PagePlaceholder';

/** Placeholder until the subscription cancel page is built (a later issue). */
export function SubscriptionCancelPage() {
  return <PagePlaceholder title="Payment Cancelled" />;
}
