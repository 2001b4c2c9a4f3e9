import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Scroll positions by history entry, kept for this tab so a reload can return to its place. */
const storageKey = 'dreamlife:scroll-positions';
const positions = readStoredPositions();

function readStoredPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(window.sessionStorage.getItem(storageKey) ?? '[]'));
  } catch {
    // Unreadable or disabled storage: start afresh.
    return new Map();
  }
}

function storePositions() {
  try {
    // Only recent pages matter: entries are re-added on every visit, so the oldest come first.
    window.sessionStorage.setItem(storageKey, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage full or disabled: back/forward within this page still works from memory.
  }
}

/** The first page of a document is restored only when the browser came back to it. */
function documentWasRevisited() {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
}

/**
 * A new page starts at the top (or at its #target); back and forward return to where that page
 * was left. Changes of only the hash (the skip link, '#' links) leave the scroll to the browser.
 * The browser's own restoration is switched off: it would run before the page it belongs to has
 * rendered. Rendered inside the page area's Suspense boundary, so it acts once the page is there.
 */
export function PageScroll() {
  const { pathname, hash, key } = useLocation();
  // History entries of a first page load all share the key 'default'; the path tells them apart.
  const entryKey = `${key}:${pathname}`;
  const currentEntry = useRef(entryKey);
  const shownPathname = useRef<string | null>(null);

  useEffect(() => {
    const { history } = window;
    const previousMode = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const remember = () => positions.set(currentEntry.current, window.scrollY);
    const rememberAndStore = () => {
      remember();
      storePositions();
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', rememberAndStore);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', rememberAndStore);
      history.scrollRestoration = previousMode;
    };
  }, []);

  useLayoutEffect(() => {
    currentEntry.current = entryKey;
    const previousPathname = shownPathname.current;
    shownPathname.current = pathname;
    if (previousPathname !== pathname) {
      const isFirstPage = previousPathname === null;
      const saved = positions.get(entryKey);
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (saved !== undefined && (!isFirstPage || documentWasRevisited())) window.scrollTo(0, saved);
      else if (target) target.scrollIntoView();
      else if (!isFirstPage) window.scrollTo(0, 0);
    }
    // Recorded at once, so a position left over from an earlier visit never comes back.
    positions.delete(entryKey);
    positions.set(entryKey, window.scrollY);
  }, [entryKey, pathname, hash]);

  return null;
}
