import { useSearchParams } from 'react-router';
import { errorCodes } from '#shared/api';
import { Button } from '#web/components/ui/Button';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { FormMessage } from '#web/components/ui/FormMessage';
import { Spinner } from '#web/components/ui/Spinner';
import { isApiError } from '#web/lib/api/apiError';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { useAuthModalStore } from '#web/lib/session/authModalStore';
import { useCurrentUser } from '#web/lib/session/currentUser';
import { useActivation, useActivationWithPassword } from '../api/useActivation';
import { AuthCard } from './AuthCard';
import { unexpectedErrorMessage } from './authErrorMessages';
import { ChooseSignUpPasswordForm } from './ChooseSignUpPasswordForm';
import { SignedInMovesOn } from './SignedInMovesOn';

/** After a link that did not work: a new sign-up mails a new link (decision 0069). */
function SignUpAgain() {
  const openAuthModal = useAuthModalStore((state) => state.open);
  return (
    <div className="space-y-3">
      <p className="text-ink-muted text-sm">
        Links work once and for 24 hours. If you already opened this one, your account is ready: sign in.
      </p>
      <Button size="lg" className="w-full" onClick={() => openAuthModal('register')}>
        Create Account
      </Button>
      <Button size="lg" variant="secondary" className="w-full" onClick={() => openAuthModal('login')}>
        Sign in
      </Button>
    </div>
  );
}

/**
 * Where the sign-up mail's link lands: /activate?token=… makes the account and signs in. In the
 * browser that signed up that is all; anywhere else the page asks for the password (decision 0105).
 */
export function ActivatePage() {
  useDocumentTitle('Create Account');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const opened = useActivation(token);
  const withPassword = useActivationWithPassword(token);
  const activation = withPassword.isSuccess ? withPassword : opened;
  const asksForPassword =
    opened.isError && isApiError(opened.error) && opened.error.code === errorCodes.passwordRequired;
  const { user: signedInUser, isChecking } = useCurrentUser();

  if (!token) {
    return (
      <AuthCard title="Create your account">
        <div className="space-y-6">
          <FormMessage tone="error">
            This sign-up link is incomplete: it has no token. Please use the full link from your email.
          </FormMessage>
          <SignUpAgain />
        </div>
      </AuthCard>
    );
  }

  if (activation.isPending || (activation.isError && isChecking)) {
    return (
      <AuthCard title="Create your account">
        <Spinner label="Creating your account..." />
      </AuthCard>
    );
  }

  if (asksForPassword && !withPassword.isSuccess) {
    return (
      <AuthCard title="Create your account">
        <ChooseSignUpPasswordForm activation={withPassword} />
      </AuthCard>
    );
  }

  // The link was used (or expired) but this browser is signed in: nothing is wrong for them.
  if (activation.isError && signedInUser) return <SignedInMovesOn email={signedInUser.email} />;

  if (activation.isError || !activation.data) {
    return (
      <AuthCard title="Create your account">
        <div className="space-y-6">
          <FormMessage tone="error">{unexpectedErrorMessage(opened.error)}</FormMessage>
          <SignUpAgain />
        </div>
      </AuthCard>
    );
  }

  const { user, returnTo } = activation.data;
  const name = user.firstName ? `, ${user.firstName}` : '';
  return (
    <AuthCard title={`Welcome to Dream Life${name}!`}>
      <div className="space-y-6">
        <FormMessage tone="success">Your account is ready and you are signed in as {user.email}.</FormMessage>
        <ButtonLink to={returnTo ?? '/questionnaire'} size="lg" className="w-full">
          {returnTo ? 'Continue where you left off' : 'Start Creating Your Dream Life'}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
