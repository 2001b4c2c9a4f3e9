import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type DeleteAccountBody, deleteAccountBodySchema } from '#shared/dashboard';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { FormMessage } from '#web/components/ui/FormMessage';
import { PasswordField } from '#web/components/ui/PasswordField';
import { SubmitButton } from '#web/components/ui/SubmitButton';
import { showToast } from '#web/components/ui/toastStore';
import { isApiError } from '#web/lib/api/apiError';
import { useCurrentUser } from '#web/lib/session/currentUser';
import { reloadPageSoon } from '#web/lib/session/reloadPage';
import { clearStoredToken } from '#web/lib/session/tokenStorage';
import { deleteAccount } from '../api/dashboardRequests';

/** Past the spec (docs/architecture.md §5 "Privacy"): delete the account after confirming the password. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { user } = useCurrentUser();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });

  const close = () => {
    reset();
    setFailure(null);
    onClose();
  };

  const onSubmit = async ({ password }: DeleteAccountBody) => {
    setFailure(null);
    try {
      await deleteAccount(password);
    } catch (error) {
      const passwordError =
        isApiError(error) && error.fieldErrors.find((field) => field.field === 'password');
      if (passwordError) setError('password', { message: passwordError.message });
      else
        setFailure(
          isApiError(error) && error.fromServer
            ? error.message
            : 'Your account could not be deleted. Please try again.',
        );
      return;
    }
    // The voice recordings live only in this browser (decision 0029): they go with the account.
    // Best effort: a browser that blocks IndexedDB has none to delete.
    if (user) {
      await import('#web/lib/browser/recordingsStore')
        .then((store) => store.deleteAllRecordings(user._id))
        .catch(() => undefined);
    }
    showToast('Your account and all its data have been deleted.', 'success');
    clearStoredToken();
    window.history.replaceState(null, '', '/');
    reloadPageSoon();
  };

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? () => {} : close}
      labelledBy={titleId}
      describedBy={descriptionId}
    >
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="rounded-3xl border border-danger-border/50 bg-night-800 p-6 sm:p-8"
      >
        <h2 id={titleId} className="font-display text-2xl font-semibold">
          Delete your account?
        </h2>
        <p id={descriptionId} className="mt-3 text-ink-muted text-sm leading-relaxed">
          This removes your answers, plans and payment history for good and cancels any active subscription.
          Enter your password to confirm.
        </p>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          data-autofocus
          error={errors.password?.message}
          className="mt-5"
          {...register('password')}
        />
        {failure ? (
          <FormMessage tone="error" className="mt-4">
            {failure}
          </FormMessage>
        ) : null}
        <div className="mt-6 flex flex-col gap-3">
          <SubmitButton pending={isSubmitting} variant="danger">
            Delete my account
          </SubmitButton>
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            Keep my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
