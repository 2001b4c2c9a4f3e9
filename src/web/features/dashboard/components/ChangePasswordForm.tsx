import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ChangePasswordBody, changePasswordBodySchema } from '#shared/auth';
import { FormMessage } from '#web/components/ui/FormMessage';
import { PasswordField } from '#web/components/ui/PasswordField';
import { PasswordStrengthHint } from '#web/components/ui/PasswordStrengthHint';
import { SubmitButton } from '#web/components/ui/SubmitButton';
import { isApiError } from '#web/lib/api/apiError';
import { applyServerFieldErrors } from '#web/lib/api/applyServerFieldErrors';
import { changePassword, sessionsQuery } from '../api/dashboardRequests';

/** Change the password: the current one proves it is you; every other device is signed out. */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const hintId = useId();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = async (body: ChangePasswordBody) => {
    setOutcome(null);
    try {
      const { message } = await changePassword(body);
      reset();
      setOutcome({ tone: 'success', text: message });
      await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['currentPassword', 'newPassword'], setError)) {
        setOutcome({
          tone: 'error',
          text:
            isApiError(error) && error.fromServer
              ? error.message
              : 'Your password could not be changed. Please try again.',
        });
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid max-w-md gap-4">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        aria-describedby={hintId}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordStrengthHint id={hintId} password={watch('newPassword')} />
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      <SubmitButton pending={isSubmitting} className="justify-self-start">
        Change password
      </SubmitButton>
    </form>
  );
}
