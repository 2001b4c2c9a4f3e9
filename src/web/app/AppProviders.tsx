import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { createQueryClient } from './queryClient';

/** What wraps the routes in the browser and in the build's prerender alike. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    // Loaded after the first render: the service worker and the check-in queue bring the API
    // client along, which a first visit to the landing page must not wait for (docs/architecture.md §6).
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('#web/lib/offline/startOfflineSupport').then(({ startOfflineSupport }) => {
      if (!cancelled) stop = startOfflineSupport(queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
