import type { ReactNode } from 'react';

interface VisionStatePanelProps {
  title: string;
  children: ReactNode;
  /** The panel's call to action. */
  action?: ReactNode;
}

/** The vision page when there is no world to show yet (signed out, none, still generating). */
export function VisionStatePanel({ title, children, action }: VisionStatePanelProps) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-4 py-16 sm:px-6 sm:py-24">
      <section className="surface-card px-6 py-10 text-center sm:rounded-[2rem] sm:px-12 sm:py-14">
        <p className="font-semibold text-dream-pink text-xs uppercase tracking-[0.2em]">
          Your Vision Realized
        </p>
        <h1 className="mt-3 font-display font-semibold text-3xl tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        <div className="mx-auto mt-4 max-w-md text-ink-muted leading-relaxed">{children}</div>
        {action ? <div className="mt-8 flex flex-wrap justify-center gap-3">{action}</div> : null}
      </section>
    </div>
  );
}
