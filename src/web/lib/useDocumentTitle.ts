import { useEffect } from 'react';

export const appName = 'Dream Life';

/** Sets the tab title to "<page> — Dream Life", or a given full title for the home page. */
export function useDocumentTitle(pageTitle: string, { full = false }: { full?: boolean } = {}) {
  useEffect(() => {
    document.title = full ? pageTitle : `${pageTitle} — ${appName}`;
  }, [pageTitle, full]);
}
