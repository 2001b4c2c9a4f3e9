import { PageShell } from '../components/layout/PageShell';
import { Button } from '../components/ui/Button';
import { useDocumentTitle } from '../lib/hooks/useDocumentTitle';
import { reloadPage } from '../lib/session/reloadPage';

/**
 * Shown in place of a page that failed to load or render (see RouteErrorBoundary). The most
 * common cause is a new release replacing the page's code chunk, which a reload fixes, so that is
 * the offered action.
 */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  return (
    <PageShell>
      <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">Something went wrong</h1>
      <p className="mt-5 max-w-xl text-ink-muted text-lg leading-relaxed">
        This page could not be shown. Reloading usually fixes it.
      </p>
      <Button size="lg" className="mt-10" onClick={reloadPage}>
        Reload page
      </Button>
    </PageShell>
  );
}
