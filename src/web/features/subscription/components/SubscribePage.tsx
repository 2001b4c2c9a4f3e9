import { PagePlaceholder } from '../../../components/layout/PagePlaceholder';

/** Placeholder until the subscribe page is built (a later issue). */
export function SubscribePage() {
  return <PagePlaceholder title="Subscribe" />;
}
