import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from '#web/lib/hooks/useHydrated';
import { useAuthModalStore } from '#web/lib/session/authModalStore';
import { useCurrentUser } from '#web/lib/session/currentUser';
import { Button } from '../ui/Button';

// Only signed-in visitors see the profile menu, so its code is not part of every first load.
const loadProfileMenu = () => import('./ProfileMenu');
const ProfileMenu = lazy(() => loadProfileMenu().then((module) => ({ default: module.ProfileMenu })));

/** Holds the button's space while the account state is settled, so the header does not jump. */
const placeholder = <span aria-hidden="true" className="inline-block h-11 w-28 rounded-full bg-white/5" />;

/** Signed out: 'Get Started' opens the login modal. Signed in: the profile menu (docs/product.md §2). */
export function AccountControl() {
  const { user, isChecking } = useCurrentUser();
  const openAuthModal = useAuthModalStore((state) => state.open);
  // A prerendered page cannot know who visits: it holds the space, as while a token is checked,
  // and hydration shows 'Get Started' or the menu, never one and then the other.
  const hydrated = useHydrated();

  // A stored token is being checked: fetch the menu's code alongside, not after, the profile.
  useEffect(() => {
    if (isChecking) void loadProfileMenu();
  }, [isChecking]);

  if (!hydrated || isChecking) return placeholder;
  if (user)
    return (
      <Suspense fallback={placeholder}>
        <ProfileMenu firstName={user.firstName} />
      </Suspense>
    );
  return (
    <Button variant="primary" onClick={() => openAuthModal('login')}>
      Get Started
    </Button>
  );
}
