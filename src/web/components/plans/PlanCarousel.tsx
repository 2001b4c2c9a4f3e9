import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '#web/lib/hooks/useHydrated';
import { prefersReducedMotion } from '#web/lib/hooks/usePrefersReducedMotion';
import { ChevronLeftIcon, ChevronRightIcon } from '../marketing/marketingIcons';

interface PlanCarouselProps {
  /** Names the list for assistive technology, e.g. "Plans". */
  label: string;
  /** One PlanCard per plan, in the plan table's order. */
  children: ReactNode[];
}

/**
 * The plan cards: a scroll-snap carousel on small screens (docs/product.md §9: 1.2 slides per view, 1.5 from
 * 640 px), side by side from 768 px with the middle card raised. Native horizontal scrolling does
 * the work (touch, trackpad, and focus moving into a card scrolls it into view); the previous/next
 * buttons and the dots make it usable by keyboard and show where you are. The controls row is
 * always rendered on small screens, so nothing shifts once the page is interactive.
 */
export function PlanCarousel({ label, children }: PlanCarouselProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const count = children.length;
  const middle = Math.floor(count / 2);
  // On the prerendered page the buttons exist before their code: until hydration they say they
  // are unavailable (swiping works meanwhile), rather than ignore a tap.
  const inert = useHydrated() ? undefined : true;

  const slides = useCallback(() => Array.from(listRef.current?.children ?? []) as HTMLElement[], []);

  // Which slide sits at the start of the viewport; the last one once scrolled to the end.
  const updateActive = useCallback(() => {
    const list = listRef.current;
    const items = slides();
    if (!list || items.length === 0) return;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 2;
    if (atEnd && list.scrollLeft > 0) return setActive(items.length - 1);
    const start = items[0]?.offsetLeft ?? 0;
    let nearest = 0;
    items.forEach((item, index) => {
      const distance = Math.abs(item.offsetLeft - start - list.scrollLeft);
      const best = Math.abs((items[nearest]?.offsetLeft ?? 0) - start - list.scrollLeft);
      if (distance < best) nearest = index;
    });
    setActive(nearest);
  }, [slides]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.addEventListener('scroll', updateActive, { passive: true });
    return () => list.removeEventListener('scroll', updateActive);
  }, [updateActive]);

  const goTo = (index: number) => {
    const list = listRef.current;
    const items = slides();
    const target = items[Math.max(0, Math.min(index, items.length - 1))];
    if (!list || !target || !items[0]) return;
    list.scrollTo({
      left: target.offsetLeft - items[0].offsetLeft,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    setActive(Math.max(0, Math.min(index, items.length - 1)));
  };

  return (
    <div>
      <ul
        ref={listRef}
        aria-label={label}
        data-testid="plan-carousel"
        className={
          // Small screens: one row that scrolls and snaps; the vertical padding keeps the cards'
          // glow from being clipped by the scroll container.
          // The row bleeds to the screen edges (negative margin, equal padding) so the next card
          // peeks in from the edge of the screen rather than from the page gutter.
          'relative -mx-4 -my-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto overscroll-x-contain px-4 py-6 ' +
          'sm:-mx-6 sm:scroll-px-6 sm:px-6 ' +
          '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden ' +
          // From 768 px: three columns, no scrolling.
          'md:mx-0 md:my-0 md:grid md:snap-none md:px-0 md:grid-cols-3 md:gap-6 md:overflow-visible md:py-0 lg:gap-8'
        }
      >
        {children.map((card, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the cards are a fixed list in table order
            key={index}
            data-slide={index}
            className={`shrink-0 basis-[calc((100%-1rem)/1.2)] snap-start sm:basis-[calc((100%-1rem)/1.5)] md:basis-auto ${
              index === middle ? 'md:mb-10' : 'md:mt-10'
            }`}
          >
            {card}
          </li>
        ))}
      </ul>

      <div className="mt-8 flex items-center justify-center gap-4 md:hidden">
        <button
          type="button"
          onClick={() => goTo(active - 1)}
          disabled={active === 0}
          aria-disabled={inert}
          aria-label="Previous plan"
          className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 bg-white/5 text-ink transition hover:bg-white/10 disabled:opacity-40"
        >
          <ChevronLeftIcon />
        </button>
        <div className="flex items-center gap-1">
          {children.map((_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per fixed card
              key={index}
              type="button"
              onClick={() => goTo(index)}
              aria-disabled={inert}
              aria-label={`Show plan ${index + 1} of ${count}`}
              aria-current={index === active ? 'true' : undefined}
              className="group inline-flex size-6 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2 rounded-full transition-all ${
                  index === active ? 'w-6 bg-dream-pink' : 'w-2 bg-white/35 group-hover:bg-white/60'
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => goTo(active + 1)}
          disabled={active === count - 1}
          aria-disabled={inert}
          aria-label="Next plan"
          className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 bg-white/5 text-ink transition hover:bg-white/10 disabled:opacity-40"
        >
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  );
}
