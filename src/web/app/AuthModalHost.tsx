import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { showToast } from '../components/ui/toastStore';
import { authModalLinkParam, authModalModeOf, useAuthModalStore } from '../lib/session/authModalStore';

// The forms (react-hook-form, zod, the API client) load when the modal first opens, not with
// every page. Not React.lazy: a Suspense boundary holds revealed content back for ~300 ms (React's
// fallback throttle), which made the first 'Get Started' feel sluggish although the chunk arrives
// in a few milliseconds. Kept at module level, so later opens render at once.
let loadedAuthModal: ComponentType | null = null;
const loadAuthModal = () =>
  import('../features/auth/components/AuthModal').then(({ AuthModal }) => {
    loadedAuthModal = AuthModal;
    return AuthModal;
  });

export function AuthModalHost() {
  const isOpen = useAuthModalStore((state) => state.mode !== null);
  const closeAuthModal = useAuthModalStore((state) => state.close);
  const [AuthModal, setAuthModal] = useState<ComponentType | null>(() => loadedAuthModal);
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedMode = authModalModeOf(searchParams.get(authModalLinkParam));

  // A mailed link that opens the modal: open it once, and drop the parameter so a reload or the
  // back button does not open it again.
  useEffect(() => {
    if (!linkedMode) return;
    useAuthModalStore.getState().open(linkedMode);
    setSearchParams(
      (params) => {
        params.delete(authModalLinkParam);
        return params;
      },
      { replace: true },
    );
  }, [linkedMode, setSearchParams]);

  useEffect(() => {
    if (!isOpen || AuthModal) return;
    let active = true;
    loadAuthModal().then(
      (Modal) => {
        if (active) setAuthModal(() => Modal);
      },
      () => {
        // Usually offline: close again, so the next press of the button tries anew.
        if (!active) return;
        closeAuthModal();
        showToast('Sign-in could not be opened. Please check your connection and try again.', 'error');
      },
    );
    return () => {
      active = false;
    };
  }, [isOpen, AuthModal, closeAuthModal]);

  return isOpen && AuthModal ? <AuthModal /> : null;
}
