import { PagePlaceholder } from '../../../components/layout/PagePlaceholder';

/** Placeholder until the dashboard page is built (a later issue). */
export function DashboardPage() {
  return <PagePlaceholder title="Dashboard" />;
}
