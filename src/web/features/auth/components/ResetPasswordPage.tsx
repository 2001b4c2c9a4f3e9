import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/Button';
import { FormMessage } from '#web/components/ui/FormMessage';
import { Spinner } from '#web/components/ui/Spinner';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { useAuthModalStore } from '#web/lib/session/authModalStore';
import { useCurrentUser } from '#web/lib/session/currentUser';
import { AuthCard } from './AuthCard';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignedInMovesOn } from './SignedInMovesOn';

/** Where the reset mail's link lands: /reset-password?token=… */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token')?.trim() ?? '';
  const openAuthModal = useAuthModalStore((state) => state.open);
  const { user, isChecking } = useCurrentUser();
  const [resetMessage, setResetMessage] = useState<string | null>(null);
  const [spentWhileSignedIn, setSpentWhileSignedIn] = useState(false);

  if (resetMessage) {
    // Signing in reloads the page (docs/product.md §4): "Sign in" leaves for the home page first,
    // and the address no longer holds the spent token, so a sign-in from the header lands here
    // without it and moves on.
    return (
      <AuthCard title="Reset Password">
        <div className="space-y-6">
          <FormMessage tone="success">{resetMessage}</FormMessage>
          <Button
            size="lg"
            className="w-full"
            onClick={() => {
              navigate('/', { replace: true });
              openAuthModal('login');
            }}
          >
            Sign in
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (isChecking) {
    return (
      <AuthCard title="Reset Password">
        <Spinner label="Checking your session..." />
      </AuthCard>
    );
  }

  // Signed in, with no link or a spent one (the reset done, then a sign-in): nothing to reset here.
  if (user && (!token || spentWhileSignedIn)) return <SignedInMovesOn email={user.email} />;

  if (!token) {
    return (
      <AuthCard title="Reset Password">
        <div className="space-y-6">
          <FormMessage tone="error">
            This reset link is incomplete: it has no token. Please use the full link from your email, or
            request a new one.
          </FormMessage>
          <Button size="lg" className="w-full" onClick={() => openAuthModal('forgot-password')}>
            Request a new link
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" intro="Choose a new password for your account.">
      <ResetPasswordForm
        token={token}
        onReset={(message) => {
          // The token is spent: out of the address bar (and so out of a reload or a shared screen).
          navigate({ search: '' }, { replace: true });
          setResetMessage(message);
        }}
        onSpentLink={() => {
          if (!user) return false;
          setSpentWhileSignedIn(true);
          return true;
        }}
      />
    </AuthCard>
  );
}
