import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { FormMessage } from '#web/components/ui/FormMessage';
import { Spinner } from '#web/components/ui/Spinner';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { useCurrentUser } from '#web/lib/session/currentUser';
import { useStoredToken } from '#web/lib/session/useStoredToken';
import { useEmailVerification } from '../api/useEmailVerification';
import { AuthCard } from './AuthCard';
import { unexpectedErrorMessage } from './authErrorMessages';
import { VerificationRecovery } from './VerificationRecovery';

/** Where the verification mail's link lands: /verify-email?token=… */
export function VerifyEmailPage() {
  useDocumentTitle('Verify Email');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const signedIn = useStoredToken() !== null;
  const { user, isChecking } = useCurrentUser();
  const verification = useEmailVerification(token);

  if (!token) {
    return (
      <AuthCard title="Verify your email">
        <div className="space-y-6">
          <FormMessage tone="error">
            This verification link is incomplete: it has no token. Please use the full link from your email.
          </FormMessage>
          <VerificationRecovery signedIn={signedIn} />
        </div>
      </AuthCard>
    );
  }

  // On a failure, wait for the account too: it decides between the two answers below.
  if (verification.isPending || (verification.isError && isChecking)) {
    return (
      <AuthCard title="Verify your email">
        <Spinner label="Verifying your email..." />
      </AuthCard>
    );
  }

  // A spent link opened again by someone already verified: nothing failed that needs fixing, and
  // a resend would only be refused with "already verified".
  if (verification.isError && user?.isEmailVerified) {
    return (
      <AuthCard title="Your email is verified">
        <div className="space-y-6">
          <FormMessage tone="success">
            {user.email} is already confirmed, so your account is all set.
          </FormMessage>
          <ButtonLink to="/dashboard" size="lg" className="w-full">
            Go to Dashboard
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (verification.isError) {
    return (
      <AuthCard title="Verify your email">
        <div className="space-y-6">
          <FormMessage tone="error">{unexpectedErrorMessage(verification.error)}</FormMessage>
          <VerificationRecovery signedIn={signedIn} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Your email is verified">
      <div className="space-y-6">
        <FormMessage tone="success">
          Thank you! {verification.data.email} is confirmed, so your account is all set.
        </FormMessage>
        <ButtonLink to={signedIn ? '/dashboard' : '/'} size="lg" className="w-full">
          {signedIn ? 'Go to Dashboard' : 'Back to Home'}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
