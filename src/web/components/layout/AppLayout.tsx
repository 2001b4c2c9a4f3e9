import type { ReactNode } from 'react';
import { AppUpdateNotice } from './AppUpdateNotice';
import { DreamGlow } from './DreamGlow';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineNotice } from './OfflineNotice';
import { SkipLink } from './SkipLink';

/**
 * Header, page and footer of docs/product.md §2. The main area is padded by the fixed header's height and
 * fills at least the screen, so the footer starts below the fold on every page: a page that
 * changes height by itself (an answer arriving, the success page's redirect after 3 s, a guard
 * sending a visitor home) moves nothing the reader can see (Lighthouse CLS, decision 0036).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      <DreamGlow />
      <SkipLink />
      <Header />
      <main
        id="main-content"
        tabIndex={-1}
        className="flex min-h-dvh flex-1 flex-col pt-(--header-height) outline-none"
      >
        <OfflineNotice />
        <AppUpdateNotice />
        {children}
      </main>
      <Footer />
    </div>
  );
}
