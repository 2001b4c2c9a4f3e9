import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthModalStore } from '#web/lib/session/authModalStore';
import { authQueryKey } from '#web/lib/session/currentUser';
import { reloadPageSoon } from '#web/lib/session/reloadPage';
import { storeToken } from '#web/lib/session/tokenStorage';

/**
 * docs/product.md §4: store the token, invalidate auth data, close the modal, reload after ~100 ms. The
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
