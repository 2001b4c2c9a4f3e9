import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivateBody, AuthResult } from '#shared/auth';
import { authQueryKey } from '#web/lib/session/currentUser';
import { forgetSignUpKey, storedSignUpKey } from '#web/lib/session/signUpKey';
import { takeSignUpReturn } from '#web/lib/session/signUpReturn';
import { storeToken } from '#web/lib/session/tokenStorage';
import { activate } from './authRequests';
import { oneUseLinkQuery } from './oneUseLinkQuery';

/** Signed in with the session the link started; the page the sign-up came from, once. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (result: AuthResult) => {
    storeToken(result.token);
    forgetSignUpKey();
    void queryClient.invalidateQueries({ queryKey: authQueryKey });
    return { user: result.user, returnTo: takeSignUpReturn() };
  };
}

/**
 * Opens the emailed sign-up link once (decision 0069) with this browser's sign-up key: in the
 * browser that signed up, the password typed there makes the account. Anywhere else the server
 * answers PASSWORD_REQUIRED and leaves the link working (decision 0105). A query, not an effect,
 * for the reason useEmailVerification gives: StrictMode's second mount must not send it again.
 */
export function useActivation(token: string) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ['activation', token],
    queryFn: async () => signedIn(await activate({ token, browserKey: storedSignUpKey() })),
    enabled: token.length > 0,
    ...oneUseLinkQuery,
  });
}

/** The same link with the password (and names) chosen on the activation page. */
export function useActivationWithPassword(token: string) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async (choice: Omit<ActivateBody, 'token' | 'browserKey'>) =>
      signedIn(await activate({ token, ...choice })),
  });
}
