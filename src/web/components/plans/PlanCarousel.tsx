import type { ReactNode } from 'react';

interface PlanCarouselProps {
  /** Names the list for assistive technology, e.g. "Plans". */
  label: string;
  /** One PlanCard per plan, in the plan table's order. */
  children: ReactNode[];
}

/**
 * The three plan cards: a carousel on small screens (spec §9: 1.2 slides per view, 1.5 from
 * 640 px), side by side from 768 px with the middle card raised. Issue 3 owns its behaviour;
 * /subscribe renders it too, so keep the props stable.
 */
export function PlanCarousel({ label, children }: PlanCarouselProps) {
  return (
    <ul aria-label={label} className="grid gap-6 md:grid-cols-3 md:items-center">
      {children.map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cards are a fixed list in table order
        <li key={index}>{card}</li>
      ))}
    </ul>
  );
}
