import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
}

/** The opening of the about, pricing and contact pages: one h1 with a soft halo behind it. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <div className="relative mx-auto w-full max-w-4xl px-4 pt-16 pb-10 text-center sm:px-6 sm:pt-24 sm:pb-14">
      <div
        aria-hidden="true"
        className="-z-10 -translate-x-1/2 pointer-events-none absolute top-0 left-1/2 h-72 w-[min(40rem,100%)] rounded-full bg-[radial-gradient(closest-side,rgb(167_139_250/0.28),transparent)]"
      />
      <p className="inline-flex rounded-full border border-dream-violet/40 bg-dream-violet/10 px-4 py-1.5 font-medium text-dream-pink text-xs uppercase tracking-[0.2em]">
        {eyebrow}
      </p>
      <h1 className="mt-6 font-display font-semibold text-4xl tracking-tight text-balance sm:text-6xl">
        {title}
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-ink-muted text-lg leading-relaxed text-pretty sm:text-xl">
        {lead}
      </p>
      {children ? <div className="mt-9">{children}</div> : null}
    </div>
  );
}
