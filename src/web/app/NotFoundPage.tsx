import { useLocation } from 'react-router';
import { PageShell } from '../components/layout/PageShell';
import { ButtonLink } from '../components/ui/ButtonLink';
import { useDocumentTitle } from '../lib/hooks/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <PageShell>
      <p className="font-display text-7xl font-semibold text-dream-violet sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
        This dream hasn&apos;t been dreamt yet
      </h1>
      <p className="mt-5 max-w-xl text-ink-muted text-lg leading-relaxed">
        We couldn&apos;t find <span className="break-all font-mono text-base text-ink">{pathname}</span>. It
        may have moved, or the link may be mistyped.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" size="lg">
          Back to Home
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary" size="lg">
          Contact Us
        </ButtonLink>
      </div>
    </PageShell>
  );
}
