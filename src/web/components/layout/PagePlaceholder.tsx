import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { PageShell } from './PageShell';

interface PagePlaceholderProps {
  /** The page's heading; the tab reads "<title> — Dream Life" unless `documentTitle` is given. */
  title: string;
  /** A complete tab title, for pages whose heading is too long or too wordy for a tab. */
  documentTitle?: string;
  /** Extra content under the note, e.g. the landing page's call to action. */
  children?: ReactNode;
}

/** Stands in for screens whose real content arrives in a later issue, inside the real layout. */
export function PagePlaceholder({ title, documentTitle, children }: PagePlaceholderProps) {
  useDocumentTitle(documentTitle ?? title, { full: documentTitle !== undefined });
  return (
    <PageShell>
      <p className="rounded-full border border-dream-violet/40 bg-dream-violet/10 px-4 py-1.5 font-medium text-dream-pink text-xs uppercase tracking-[0.2em]">
        Coming soon
      </p>
      <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
        {title}
      </h1>
      <p className="mt-5 max-w-xl text-ink-muted text-lg leading-relaxed">
        We are still building this page. Check back soon.
      </p>
      {children ? <div className="mt-10">{children}</div> : null}
    </PageShell>
  );
}
