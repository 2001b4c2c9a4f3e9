import { z } from 'zod';
import { newPasswordSchema } from '#shared/auth';

/** The new password follows the server's rule; the confirmation only has to match it. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema(),
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;
