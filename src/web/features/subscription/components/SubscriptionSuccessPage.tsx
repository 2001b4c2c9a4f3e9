import { PagePlaceholder } from '../../../components/layout/PagePlaceholder';

/** Placeholder until the subscription success page is built (a later issue). */
export function SubscriptionSuccessPage() {
  return <PagePlaceholder title="Subscription Confirmed" documentTitle="Subscription — Dream Life" />;
}
