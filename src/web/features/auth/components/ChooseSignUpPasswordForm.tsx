import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authMessages, registerBodySchema } from '#shared/auth';
import { FormMessage } from '#web/components/ui/FormMessage';
import { PasswordField } from '#web/components/ui/PasswordField';
import { PasswordStrengthHint } from '#web/components/ui/PasswordStrengthHint';
import { SubmitButton } from '#web/components/ui/SubmitButton';
import { TextField } from '#web/components/ui/TextField';
import { applyServerFieldErrors } from '#web/lib/api/applyServerFieldErrors';
import type { useActivationWithPassword } from '../api/useActivation';
import { unexpectedErrorMessage } from './authErrorMessages';

const choiceSchema = registerBodySchema.pick({ password: true, firstName: true, lastName: true });
type ChoiceInput = z.input<typeof choiceSchema>;
type ChoiceOutput = z.output<typeof choiceSchema>;

interface ChooseSignUpPasswordFormProps {
  activation: ReturnType<typeof useActivationWithPassword>;
}

/**
 * A sign-up link opened where the sign-up was not typed (another browser, a phone): whoever opened
 * it proved the mailbox, so they choose the password and names now (decision 0105).
 */
export function ChooseSignUpPasswordForm({ activation }: ChooseSignUpPasswordFormProps) {
  const strengthHintId = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ChoiceInput, unknown, ChoiceOutput>({
    resolver: zodResolver(choiceSchema),
    defaultValues: { firstName: '', lastName: '', password: '' },
  });

  const onSubmit = async (values: ChoiceOutput) => {
    try {
      await activation.mutateAsync({
        password: values.password,
        firstName: values.firstName || undefined,
        lastName: values.lastName || undefined,
      });
    } catch (error) {
      applyServerFieldErrors(error, ['password', 'firstName', 'lastName'], setError);
    }
  };

  const failed = activation.error;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <p className="text-ink-muted text-sm leading-relaxed">{authMessages.choosePassword}</p>
      {failed && !errors.password ? (
        <FormMessage tone="error">{unexpectedErrorMessage(failed)}</FormMessage>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
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
      <PasswordField
        label="Password"
        autoComplete="new-password"
        data-autofocus
        aria-describedby={strengthHintId}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrengthHint id={strengthHintId} password={watch('password') ?? ''} />
      <SubmitButton pending={isSubmitting}>Create Account</SubmitButton>
    </form>
  );
}
