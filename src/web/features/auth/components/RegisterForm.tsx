import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { registerBodySchema } from '#shared/auth';
import { FormMessage } from '#web/components/ui/FormMessage';
import { PasswordField } from '#web/components/ui/PasswordField';
import { PasswordStrengthHint } from '#web/components/ui/PasswordStrengthHint';
import { SubmitButton } from '#web/components/ui/SubmitButton';
import { TextField } from '#web/components/ui/TextField';
import { applyServerFieldErrors } from '#web/lib/api/applyServerFieldErrors';
import { signUpKey } from '#web/lib/session/signUpKey';
import { rememberSignUpReturn } from '#web/lib/session/signUpReturn';
import { register as registerAccount } from '../api/authRequests';
import { registerErrorMessage } from './authErrorMessages';
import type { FormNotice } from './formMessage';

type RegisterInput = z.input<typeof registerBodySchema>;
type RegisterOutput = z.output<typeof registerBodySchema>;

/** Names are optional (docs/product.md §5): a blank one is left out rather than stored as "". */
const blankToUndefined = (value: string | undefined) => (value ? value : undefined);

export function RegisterForm() {
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const strengthHintId = useId();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = async (values: RegisterOutput) => {
    setNotice(null);
    try {
      // The same answer for every address (decision 0069): the account is made, and the user
      // signed in, by the link this mails; the activation page offers to come back here.
      const { message } = await registerAccount({
        ...values,
        firstName: blankToUndefined(values.firstName),
        lastName: blankToUndefined(values.lastName),
        // What was typed here counts only where this key is (decision 0105).
        browserKey: signUpKey(),
      });
      rememberSignUpReturn(window.location.pathname + window.location.search);
      resetField('password');
      setNotice({ tone: 'success', text: `${message} It went to ${values.email}.` });
    } catch (error) {
      // A refusal the server pinned to a field ("This password is too common…") is said once, in
      // words, under that field; the box above would repeat it with the field's code name.
      if (!applyServerFieldErrors(error, ['email', 'password', 'firstName', 'lastName'], setError)) {
        setNotice({ tone: 'error', text: registerErrorMessage(error) });
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          data-autofocus
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        aria-describedby={strengthHintId}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrengthHint id={strengthHintId} password={watch('password')} />
      <SubmitButton pending={isSubmitting}>Create Account</SubmitButton>
    </form>
  );
}
