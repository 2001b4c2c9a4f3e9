import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { CallToActionSection } from './CallToActionSection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { ManifestoSection } from './ManifestoSection';
import { MirrorSection } from './MirrorSection';
import { PromiseSection } from './PromiseSection';
import { StatsSection } from './StatsSection';

/** docs/product.md §2 "Landing page": the sections in the spec's order. */
export function LandingPage() {
  useDocumentTitle('Dream Life — your future, visualised', { full: true });
  return (
    <>
      <HeroSection />
      <ManifestoSection />
      <HowItWorksSection />
      <MirrorSection />
      <PromiseSection />
      <CallToActionSection />
      <StatsSection />
    </>
  );
}
