import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginBodySchema } from '#shared/auth';
import { FormMessage } from '#web/components/ui/FormMessage';
import { PasswordField } from '#web/components/ui/PasswordField';
import { SubmitButton } from '#web/components/ui/SubmitButton';
import { TextField } from '#web/components/ui/TextField';
import { applyServerFieldErrors } from '#web/lib/api/applyServerFieldErrors';
import { login } from '../api/authRequests';
import { loginErrorMessage } from './authErrorMessages';
import type { FormNotice } from './formMessage';
import { useCompleteSignIn } from './useCompleteSignIn';

type LoginInput = z.input<typeof loginBodySchema>;
type LoginOutput = z.output<typeof loginBodySchema>;

export function LoginForm() {
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: LoginOutput) => {
    setNotice(null);
    try {
      const { token } = await login(values);
      completeSignIn(token);
    } catch (error) {
      // A refusal the server pinned to a field is said once, under that field.
      if (!applyServerFieldErrors(error, ['email', 'password'], setError)) {
        setNotice({ tone: 'error', text: loginErrorMessage(error) });
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
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={isSubmitting}>Sign In</SubmitButton>
    </form>
  );
}
