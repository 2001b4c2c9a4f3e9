import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/Button';
import { FormMessage } from '#web/components/ui/FormMessage';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { useAuthModalStore } from '#web/lib/session/authModalStore';
import { AuthCard } from './AuthCard';
import { ResetPasswordForm } from './ResetPasswordForm';

/** Where the reset mail's link lands: /reset-password?token=… */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const openAuthModal = useAuthModalStore((state) => state.open);

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
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
