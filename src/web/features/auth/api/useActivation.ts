import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authQueryKey } from '#web/lib/session/currentUser';
import { takeSignUpReturn } from '#web/lib/session/signUpReturn';
import { storeToken } from '#web/lib/session/tokenStorage';
import { activate } from './authRequests';
import { oneUseLinkQuery } from './oneUseLinkQuery';

/**
 * Opens the emailed sign-up link once (decision 0069) and signs in with the session it starts. A
 * query, not an effect, for the reason useEmailVerification gives: the link works only once, so
 * StrictMode's second mount must not send it again.
 */
export function useActivation(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['activation', token],
    queryFn: async () => {
      const result = await activate({ token });
      storeToken(result.token);
      void queryClient.invalidateQueries({ queryKey: authQueryKey });
      return { user: result.user, returnTo: takeSignUpReturn() };
    },
    enabled: token.length > 0,
    ...oneUseLinkQuery,
  });
}
