import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthModalStore } from '../../../lib/authModalStore';
import { authQueryKey } from '../../../lib/currentUser';
import { reloadPageSoon } from '../../../lib/reloadPage';
import { storeToken } from '../../../lib/tokenStorage';

/**
 * Spec §4: store the token, invalidate auth data, close the modal, reload after ~100 ms. The
 * signed-in header appears once, after the reload, instead of flashing in just before it.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const closeModal = useAuthModalStore((state) => state.close);
  return useCallback(
    (token: string) => {
      storeToken(token, { notify: false });
      void queryClient.invalidateQueries({ queryKey: authQueryKey });
      closeModal();
      reloadPageSoon();
    },
    [queryClient, closeModal],
  );
}
