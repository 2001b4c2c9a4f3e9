import { createContext, useContext, useEffect } from 'react';

export const appName = 'Dream Life';

/**
 * Given by the build's prerender (prerender.tsx) to learn each page's title, which effects never
 * run there to set. Null in the browser.
 */
export const PrerenderTitleContext = createContext<((title: string) => void) | null>(null);

/** Sets the tab title to "<page> — Dream Life", or a given full title for the home page. */
export function useDocumentTitle(pageTitle: string, { full = false }: { full?: boolean } = {}) {
  const title = full ? pageTitle : `${pageTitle} — ${appName}`;
  useContext(PrerenderTitleContext)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
