import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '#web/lib/session/currentUser';
import { getStoredToken } from '#web/lib/session/tokenStorage';
import { verifyEmail } from './authRequests';
import { oneUseLinkQuery } from './oneUseLinkQuery';

/**
 * Verifies the mail link's token once. A query (not an effect) so StrictMode's double mount and
 * remounts share one request: a verification token works only once, so a second POST would turn
 * a success into "invalid token". Deliberately outside the ['auth'] key so signing in/out never
 * re-sends it.
 */
export function useEmailVerification(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['email-verification', token],
    queryFn: async () => {
      const result = await verifyEmail({ token });
      // The header and dashboard show the verified flag; refresh it for a signed-in visitor.
      if (getStoredToken()) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      return result.user;
    },
    enabled: token.length > 0,
    ...oneUseLinkQuery,
  });
}
