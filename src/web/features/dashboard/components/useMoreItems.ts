import { useState } from 'react';
import type { DashboardListName } from '#shared/dashboard';
import { showToast } from '#web/components/ui/toastStore';
import { fetchPage } from '../api/dashboardRequests';

/**
 * A list of the dashboard: its first page comes with the dashboard, "Show more" adds the next
 * ones by cursor. A refetched dashboard (new first page) starts the list over.
 */
export function useMoreItems<T>(list: DashboardListName, firstPage: T[], firstCursor: string | null) {
  const [state, setState] = useState({
    source: firstPage,
    extra: [] as T[],
    cursor: firstCursor,
    loading: false,
  });
  const current =
    state.source === firstPage
      ? state
      : { source: firstPage, extra: [], cursor: firstCursor, loading: false };
  if (current !== state) setState(current);

  const loadMore = async () => {
    if (!current.cursor) return;
    setState({ ...current, loading: true });
    try {
      const page = await fetchPage(list, current.cursor);
      setState({
        source: firstPage,
        extra: [...current.extra, ...(page.items as T[])],
        cursor: page.nextCursor,
        loading: false,
      });
    } catch {
      setState({ ...current, loading: false });
      showToast('Could not load more. Please try again.', 'error');
    }
  };

  return {
    items: [...firstPage, ...current.extra],
    hasMore: current.cursor !== null,
    loading: current.loading,
    loadMore,
  };
}
