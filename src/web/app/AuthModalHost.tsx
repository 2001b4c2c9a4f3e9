import { lazy, Suspense } from 'react';
import { useAuthModalStore } from '../lib/authModalStore';

// The forms (react-hook-form, zod, the API client) load when the modal first opens, not with
// every page.
const AuthModal = lazy(() =>
  import('../features/auth/components/AuthModal').then((module) => ({ default: module.AuthModal })),
);

export function AuthModalHost() {
  const isOpen = useAuthModalStore((state) => state.mode !== null);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
