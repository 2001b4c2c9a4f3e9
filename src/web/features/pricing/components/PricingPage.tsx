import { PagePlaceholder } from '../../../components/layout/PagePlaceholder';

/** Placeholder until the pricing page is built (a later issue). */
export function PricingPage() {
  return <PagePlaceholder title="Pricing" />;
}
