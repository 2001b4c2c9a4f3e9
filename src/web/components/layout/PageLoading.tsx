import { Spinner } from '../ui/Spinner';
import { PageShell } from './PageShell';

/** Shown in the page area while a route's code arrives on the first visit. */
export function PageLoading() {
  return (
    <PageShell>
      <Spinner label="Loading..." />
    </PageShell>
  );
}
