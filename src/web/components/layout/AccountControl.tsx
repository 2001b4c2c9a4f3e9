import { useAuthModalStore } from '../../lib/authModalStore';
import { useCurrentUser } from '../../lib/currentUser';
import { Button } from '../ui/Button';
import { ProfileMenu } from './ProfileMenu';

/** Signed out: 'Get Started' opens the login modal. Signed in: the profile menu (spec §2). */
export function AccountControl() {
  const { user, isChecking } = useCurrentUser();
  const openAuthModal = useAuthModalStore((state) => state.open);

  // Hold the button's space while a stored token is checked, so the header does not jump.
  if (isChecking)
    return <span aria-hidden="true" className="inline-block h-11 w-28 rounded-full bg-white/5" />;
  if (user) return <ProfileMenu firstName={user.firstName} />;
  return (
    <Button variant="primary" onClick={() => openAuthModal('login')}>
      Get Started
    </Button>
  );
}
