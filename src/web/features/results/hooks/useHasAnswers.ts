import { useQuery } from '@tanstack/react-query';
import { dashboardQueryOptions } from '#web/lib/account/accountRequests';
import { useStoredToken } from '#web/lib/session/useStoredToken';

/**
 * Whether the signed-in user has answered anything yet (any questionnaire, finished or not), or
 * undefined while unknown. Reuses the dashboard's cached query: it lists every questionnaire with
 * its answered count, which the in-progress questionnaire endpoint alone cannot tell.
 */
export function useHasAnswers(): boolean | undefined {
  const token = useStoredToken();
  const dashboard = useQuery({
    ...dashboardQueryOptions(),
    enabled: token !== null,
  });
  if (!token || !dashboard.data) return undefined;
  return dashboard.data.questionnaires.some((questionnaire) => questionnaire.answeredCount > 0);
}
