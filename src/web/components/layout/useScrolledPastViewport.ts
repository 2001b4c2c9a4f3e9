import { useEffect, useState } from 'react';

/** True once the page is scrolled more than one viewport height (docs/product.md §2, §9). */
export function useScrolledPastViewport(): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return scrolledPast;
}
