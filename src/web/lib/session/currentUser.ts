import { useQuery } from '@tanstack/react-query';
import { useStoredToken } from './useStoredToken';

/** Everything under ['auth'] is invalidated together after sign-in, sign-out or verification. */
export const authQueryKey = ['auth'] as const;
export const currentUserQueryKey = ['auth', 'profile'] as const;

/**
 * docs/product.md §6: signed in means a stored token plus a successful current-user lookup. The profile is
 * only requested when a token is stored. The request code (API client and its zod validators) is
 * imported on demand, so a signed-out visitor's first page load does not carry it (docs/architecture.md §6
 * budget for the landing page).
 */
export function useCurrentUser() {
  const token = useStoredToken();
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }) => {
      const { fetchCurrentUser } = await import('./fetchCurrentUser');
      return fetchCurrentUser(signal);
    },
    enabled: token !== null,
    staleTime: 60_000,
  });
  const user = token !== null ? (query.data ?? null) : null;
  return {
    user,
    /** True while a stored token is still being checked, so the header can hold its space. */
    isChecking: token !== null && query.isPending,
  };
}
