import type { ReactNode } from 'react';

interface SectionProps {
  /** The id of the section's heading; the section is named by it for assistive technology. */
  labelledBy: string;
  children: ReactNode;
  className?: string;
  /** Narrower column for text-led sections. */
  width?: 'wide' | 'narrow';
  /** An anchor other pages link to (`/#how-it-works`); the fixed header is scrolled clear of it. */
  id?: string;
}

/** One marketing section: the shared width, gutters and vertical rhythm. */
export function Section({ labelledBy, children, className = '', width = 'wide', id }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`mx-auto w-full scroll-mt-20 px-4 py-16 sm:px-6 sm:py-(--spacing-section) lg:px-8 ${
        width === 'wide' ? 'max-w-6xl' : 'max-w-3xl'
      } ${className}`}
    >
      {children}
    </section>
  );
}
