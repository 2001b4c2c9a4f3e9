import { Button } from '#web/components/ui/Button';
import { useAuthModalStore } from '#web/lib/session/authModalStore';
import { ResendVerificationButton } from './ResendVerificationButton';

/** After a failed verification: resend when signed in, otherwise sign in first (resend needs it). */
export function VerificationRecovery({ signedIn }: { signedIn: boolean }) {
  const openAuthModal = useAuthModalStore((state) => state.open);
  if (signedIn) return <ResendVerificationButton />;
  return (
    <div className="space-y-3">
      <p className="text-ink-muted text-sm">Sign in to have a new verification link sent to you.</p>
      <Button size="lg" className="w-full" onClick={() => openAuthModal('login')}>
        Sign in
      </Button>
    </div>
  );
}
