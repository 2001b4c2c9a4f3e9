import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ContactBody, type ContactBodyInput, contactBodySchema, contactLimits } from '#shared/contact';
import { Button } from '#web/components/ui/Button';
import { FormField } from '#web/components/ui/FormField';
import { FormMessage } from '#web/components/ui/FormMessage';
import { inputClasses } from '#web/components/ui/fieldStyles';
import { SubmitButton } from '#web/components/ui/SubmitButton';
import { TextField } from '#web/components/ui/TextField';
import { isApiError } from '#web/lib/api/apiError';
import { applyServerFieldErrors } from '#web/lib/api/applyServerFieldErrors';
import { useCurrentUser } from '#web/lib/session/currentUser';
import { sendContactMessage } from '../api/sendContactMessage';

const emptyForm: ContactBodyInput = { firstName: '', lastName: '', email: '', phone: '', message: '' };
const fields = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;

function failureText(error: unknown): string {
  const reason = isApiError(error) ? error.message : 'Something went wrong.';
  return `Your message could not be sent. ${reason} Everything you wrote is still here, so you can try again.`;
}

/**
 * docs/product.md §2/§5 contact form, past the spec: it really sends (POST /api/contact). Validation is the
 * shared zod schema the server uses; a failed send keeps every field as typed.
 */
export function ContactForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ContactBodyInput, unknown, ContactBody>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: emptyForm,
    // Errors appear on submit, then update as the visitor fixes each field.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const messageLength = watch('message')?.length ?? 0;

  // A signed-in user is not asked who they are again: their name and email are filled in (the
  // profile may arrive after the form), never over anything already typed.
  const { user } = useCurrentUser();
  useEffect(() => {
    if (!user) return;
    const known = { firstName: user.firstName, lastName: user.lastName, email: user.email } as const;
    for (const [field, value] of Object.entries(known) as [keyof typeof known, string | null][]) {
      if (value && !getValues(field)) setValue(field, value);
    }
  }, [user, getValues, setValue]);

  const onSubmit = async (values: ContactBody) => {
    setFailure(null);
    try {
      const result = await sendContactMessage(values);
      reset(emptyForm);
      setSent(result.message);
    } catch (error) {
      // A refusal the server pinned to a field is said once, under that field.
      if (!applyServerFieldErrors(error, fields, setError)) setFailure(failureText(error));
    }
  };

  if (sent) {
    return (
      <div className="flex flex-col items-center py-10 text-center">
        <FormMessage tone="success" className="w-full text-base">
          <p className="font-semibold">Message sent</p>
          <p className="mt-1">{sent}</p>
        </FormMessage>
        <Button variant="secondary" className="mt-6" onClick={() => setSent(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="contact-form-heading"
      className="space-y-5"
    >
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          maxLength={contactLimits.nameMax}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          maxLength={contactLimits.nameMax}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={contactLimits.emailMax}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        maxLength={contactLimits.phoneMax}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <FormField label="Message" error={errors.message?.message}>
        {(control) => (
          <textarea
            rows={6}
            required
            maxLength={contactLimits.messageMax}
            className={`${inputClasses} resize-y`}
            {...control}
            {...register('message')}
          />
        )}
      </FormField>
      <p className="-mt-3 text-right text-ink-subtle text-xs" aria-live="off">
        {messageLength.toLocaleString('en-US')} / {contactLimits.messageMax.toLocaleString('en-US')}
      </p>
      <SubmitButton pending={isSubmitting}>Send Message</SubmitButton>
    </form>
  );
}
