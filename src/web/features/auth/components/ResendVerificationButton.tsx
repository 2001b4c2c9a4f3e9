import { useMutation } from '@tanstack/react-query';
import { Button } from '#web/components/ui/Button';
import { FormMessage } from '#web/components/ui/FormMessage';
import { resendVerification } from '#web/lib/session/resendVerification';
import { unexpectedErrorMessage } from './authErrorMessages';

/** For a signed-in visitor whose link failed: mails a fresh verification link. */
export function ResendVerificationButton() {
  const resend = useMutation({ mutationFn: resendVerification });
  return (
    <div className="space-y-4">
      {resend.isSuccess ? <FormMessage tone="success">{resend.data.message}</FormMessage> : null}
      {resend.isError ? <FormMessage tone="error">{unexpectedErrorMessage(resend.error)}</FormMessage> : null}
      <Button
        size="lg"
        className="w-full"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Processing...' : 'Send a new verification email'}
      </Button>
    </div>
  );
}
