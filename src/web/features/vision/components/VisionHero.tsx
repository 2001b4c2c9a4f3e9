import { Button } from '#web/components/ui/Button';
import { SparklesIcon } from '#web/components/ui/icons';

interface VisionHeroProps {
  /** One line under the title about this world. */
  lead: string;
  onEnter: () => void;
}

/** docs/product.md §2's hero. 'Enter 3D Mode' (no behaviour in the spec) opens the full-screen 3D mode. */
export function VisionHero({ lead, onEnter }: VisionHeroProps) {
  return (
    <div className="relative mx-auto w-full max-w-4xl px-4 pt-12 pb-8 text-center sm:px-6 sm:pt-20 sm:pb-12">
      <div
        aria-hidden="true"
        className="-z-10 -translate-x-1/2 pointer-events-none absolute top-0 left-1/2 h-72 w-[min(40rem,100%)] rounded-full bg-[radial-gradient(closest-side,rgb(167_139_250/0.28),transparent)]"
      />
      <p className="inline-flex rounded-full border border-dream-violet/40 bg-dream-violet/10 px-4 py-1.5 font-medium text-dream-pink text-xs uppercase tracking-[0.2em]">
        Your dream world
      </p>
      <h1 className="mt-6 font-display font-semibold text-4xl tracking-tight text-balance sm:text-6xl">
        Welcome to Your <span className="text-dream-gradient">Vision Realized</span>
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-ink-muted text-lg leading-relaxed text-pretty sm:text-xl">
        {lead}
      </p>
      <Button size="lg" className="mt-8" onClick={onEnter} aria-haspopup="dialog">
        <SparklesIcon />
        Enter 3D Mode
      </Button>
    </div>
  );
}
