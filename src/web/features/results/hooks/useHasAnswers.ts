import { useQuery } from '@tanstack/react-query';
import { dashboardQueryKey } from '#web/lib/account/accountQueryKeys';
import { fetchDashboard } from '#web/lib/account/accountRequests';
import { useStoredToken } from '#web/lib/session/useStoredToken';

/**
 * Whether the signed-in user has answered anything yet (any questionnaire, finished or not), or
 * undefined while unknown. Reuses the dashboard's cached query: it lists every questionnaire with
 * its answered count, which the in-progress questionnaire endpoint alone cannot tell.
 */
export function useHasAnswers(): boolean | undefined {
  const token = useStoredToken();
  const dashboard = useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => fetchDashboard(signal),
    enabled: token !== null,
  });
  if (!token || !dashboard.data) return undefined;
  return dashboard.data.questionnaires.some((questionnaire) => questionnaire.answeredCount > 0);
}
