import { useQuery } from '@tanstack/react-query';
import type { WoopPlan } from '#shared/practice';
import type { WorldCategory } from '#shared/worldSpec';
import { plansQueryOptions } from '#web/lib/practice/practiceRequests';
import { useStoredToken } from '#web/lib/session/useStoredToken';

/** The user's WOOP plans by category (empty while loading, signed out, or when the read failed). */
export function usePlans(): { byCategory: Partial<Record<WorldCategory, WoopPlan>>; loaded: boolean } {
  const token = useStoredToken();
  const plans = useQuery({ ...plansQueryOptions(), enabled: token !== null });
  const byCategory: Partial<Record<WorldCategory, WoopPlan>> = {};
  for (const plan of plans.data ?? []) byCategory[plan.category] = plan;
  return { byCategory, loaded: plans.isSuccess };
}
