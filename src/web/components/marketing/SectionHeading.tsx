import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  /** A short label above the heading. */
  eyebrow?: string;
  children: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'start';
}

/** The eyebrow, h2 and lead every marketing section opens with. */
export function SectionHeading({ id, eyebrow, children, lead, align = 'center' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? (
        <p className="font-semibold text-dream-pink text-xs uppercase tracking-[0.22em]">{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className="mt-3 font-display font-semibold text-3xl tracking-tight text-balance sm:text-4xl"
      >
        {children}
      </h2>
      {lead ? <p className="mt-4 text-ink-muted text-lg leading-relaxed text-pretty">{lead}</p> : null}
    </div>
  );
}
