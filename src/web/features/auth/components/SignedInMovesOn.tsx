import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '#web/components/ui/Spinner';
import { showToast } from '#web/components/ui/toastStore';
import { AuthCard } from './AuthCard';

/**
 * A mailed link that has done its work (the sign-up link once the account exists, a reset link
 * once used), opened again by someone who is signed in — from the history with Back, a reload,
 * the mail — is no error for them: they are told they are signed in and taken on to their
 * dashboard, and the spent link leaves the history. A red "invalid or expired" used to greet them.
 */
export function SignedInMovesOn({ email }: { email: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    showToast(`You’re signed in as ${email}.`, 'info', { afterNavigation: true });
    navigate('/dashboard', { replace: true });
  }, [email, navigate]);
  return (
    <AuthCard title="You’re signed in">
      <Spinner label="Taking you to your dashboard..." />
    </AuthCard>
  );
}
