import { useMutation } from '@tanstack/react-query';
import { Button } from '#web/components/ui/Button';
import { showToast } from '#web/components/ui/toastStore';
import { isApiError } from '#web/lib/api/apiError';
import { resendVerification } from '#web/lib/session/resendVerification';

/** Beside 'Not Verified': the way to act on it, instead of a badge with nothing to do. */
export function ResendVerificationLink() {
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: (result) => showToast(result.message, 'success'),
    onError: (error) =>
      showToast(
        isApiError(error) && error.fromServer
          ? error.message
          : 'The email could not be sent. Please try again.',
        'error',
      ),
  });
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={resend.isPending || resend.isSuccess}
      onClick={() => resend.mutate()}
    >
      {resend.isPending
        ? 'Sending...'
        : resend.isSuccess
          ? 'Verification email sent'
          : 'Resend verification email'}
    </Button>
  );
}
