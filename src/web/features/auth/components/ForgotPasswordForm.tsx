import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authMessages, forgotPasswordBodySchema } from '#shared/auth';
import { FormMessage } from '#web/components/ui/FormMessage';
import { SubmitButton } from '#web/components/ui/SubmitButton';
import { TextField } from '#web/components/ui/TextField';
import { applyServerFieldErrors } from '#web/lib/api/applyServerFieldErrors';
import { forgotPassword } from '../api/authRequests';
import { forgotPasswordErrorMessage } from './authErrorMessages';
import type { FormNotice } from './formMessage';

type ForgotInput = z.input<typeof forgotPasswordBodySchema>;
type ForgotOutput = z.output<typeof forgotPasswordBodySchema>;

export function ForgotPasswordForm() {
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, ForgotOutput>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: ForgotOutput) => {
    setNotice(null);
    try {
      await forgotPassword(values);
      setNotice({ tone: 'success', text: authMessages.forgotSuccess });
    } catch (error) {
      // A refusal the server pinned to a field is said once, under that field.
      if (!applyServerFieldErrors(error, ['email'], setError)) {
        setNotice({ tone: 'error', text: forgotPasswordErrorMessage(error) });
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        data-autofocus
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={isSubmitting}>Send Reset Link</SubmitButton>
    </form>
  );
}
