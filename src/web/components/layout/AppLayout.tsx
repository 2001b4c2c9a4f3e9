import type { ReactNode } from 'react';
import { DreamGlow } from './DreamGlow';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

/** Header, page and footer of spec §2. The main area is padded by the fixed header's height. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      <DreamGlow />
      <SkipLink />
      <Header />
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 flex-col pt-(--header-height) outline-none"
      >
        {children}
      </main>
      <Footer />
    </div>
  );
}
