import { PagePlaceholder } from '../../../components/layout/PagePlaceholder';

/** Placeholder until the results page is built (a later issue). */
export function ResultsPage() {
  return <PagePlaceholder title="Creating Your Dream World" documentTitle="Results — Dream Life" />;
}
