import { Button } from '#web/components/ui/Button';
import { SparklesIcon } from '#web/components/ui/icons';

interface VisionHeroProps {
  /** One line under the title about this world. */
  lead: string;
  onEnter: () => void;
}

/**
 * docs/product.md §2's hero. 'Enter 3D Mode' (no behaviour in the spec) opens the full-screen 3D
 * mode. On a wide screen the hero is one compact row (title and line on the left, the button on
 * the right) so the world below starts high enough to be seen at once: centred and tall, it
 * pushed the world below the fold of a 1280 × 800 screen.
 */
export function VisionHero({ lead, onEnter }: VisionHeroProps) {
  return (
    <div className="relative mx-auto w-full max-w-4xl px-4 pt-12 pb-8 text-center sm:px-6 sm:pt-20 sm:pb-12 lg:flex lg:max-w-6xl lg:items-end lg:justify-between lg:gap-10 lg:px-8 lg:pt-8 lg:pb-6 lg:text-left">
      <div
        aria-hidden="true"
        className="-z-10 -translate-x-1/2 pointer-events-none absolute top-0 left-1/2 h-72 w-[min(40rem,100%)] rounded-full bg-[radial-gradient(closest-side,rgb(167_139_250/0.28),transparent)] lg:left-1/3"
      />
      <div>
        <p className="inline-flex rounded-full border border-dream-violet/40 bg-dream-violet/10 px-4 py-1.5 font-medium text-dream-pink text-xs uppercase tracking-[0.2em]">
          Your dream world
        </p>
        <h1 className="mt-6 font-display font-semibold text-4xl tracking-tight text-balance sm:text-6xl lg:mt-3 lg:text-5xl">
          Welcome to Your <span className="text-dream-gradient">Vision Realized</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-ink-muted text-lg leading-relaxed text-pretty sm:text-xl lg:mx-0 lg:mt-2 lg:text-lg">
          {lead}
        </p>
      </div>
      <Button size="lg" className="mt-8 shrink-0 lg:mt-0" onClick={onEnter} aria-haspopup="dialog">
        <SparklesIcon />
        Enter 3D Mode
      </Button>
    </div>
  );
}
