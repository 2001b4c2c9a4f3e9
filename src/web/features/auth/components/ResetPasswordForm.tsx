import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorCodes } from '#shared/api';
import { Button } from '#web/components/ui/Button';
import { FormMessage } from '#web/components/ui/FormMessage';
import { PasswordField } from '#web/components/ui/PasswordField';
import { PasswordStrengthHint } from '#web/components/ui/PasswordStrengthHint';
import { SubmitButton } from '#web/components/ui/SubmitButton';
import { isApiError } from '#web/lib/api/apiError';
import { applyServerFieldErrors } from '#web/lib/api/applyServerFieldErrors';
import { useAuthModalStore } from '#web/lib/session/authModalStore';
import { resetPassword } from '../api/authRequests';
import { unexpectedErrorMessage } from './authErrorMessages';
import type { ResetPasswordFormValues } from './resetPasswordFormSchema';
import { resetPasswordFormSchema } from './resetPasswordFormSchema';

type Outcome = { kind: 'invalid-token'; message: string } | { kind: 'error'; message: string };

interface ResetPasswordFormProps {
  token: string;
  /** The password was set: the page takes the spent token out of the address. */
  onReset: (message: string) => void;
  /** The link no longer works: a signed-in reader is moved on instead of shown the error. */
  onSpentLink: () => boolean;
}

export function ResetPasswordForm({ token, onReset, onSpentLink }: ResetPasswordFormProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const openAuthModal = useAuthModalStore((state) => state.open);
  const strengthHintId = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async ({ password }: ResetPasswordFormValues) => {
    setOutcome(null);
    try {
      const { message } = await resetPassword({ token, password });
      onReset(message);
    } catch (error) {
      if (isApiError(error) && error.code === errorCodes.invalidToken) {
        if (onSpentLink()) return;
        setOutcome({ kind: 'invalid-token', message: error.message });
        return;
      }
      // A refusal the server pinned to a field is said once, under that field.
      if (!applyServerFieldErrors(error, ['password'], setError)) {
        setOutcome({ kind: 'error', message: unexpectedErrorMessage(error) });
      }
    }
  };

  if (outcome?.kind === 'invalid-token') {
    return (
      <div className="space-y-6">
        <FormMessage tone="error">{outcome.message}</FormMessage>
        <Button size="lg" className="w-full" onClick={() => openAuthModal('forgot-password')}>
          Request a new link
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {outcome ? <FormMessage tone="error">{outcome.message}</FormMessage> : null}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        aria-describedby={strengthHintId}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrengthHint id={strengthHintId} password={watch('password')} />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={isSubmitting}>Set New Password</SubmitButton>
    </form>
  );
}
