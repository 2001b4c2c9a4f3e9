import { z } from 'zod';
import { isStorableText } from './storable-text';

/** Limits from spec §5 plus caps that keep absurd input out of argon2 and the database. */
export const authLimits = {
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 80,
  emailMax: 254,
  tokenMax: 512,
} as const;

/** "X is required" when the field is missing, "X must be text" when it has another type. */
const requiredText = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`;

/** Emails are compared trimmed and lower-cased, so "A@B.com " and "a@b.com" are one account. */
export const emailSchema = z
  .string({ error: requiredText('Email') })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(authLimits.emailMax, `Email must be at most ${authLimits.emailMax} characters`)
  .pipe(z.email('Please enter a valid email address'));

export const passwordSchema = z
  .string({ error: requiredText('Password') })
  .min(1, 'Password is required')
  .min(authLimits.passwordMin, `Password must be at least ${authLimits.passwordMin} characters`)
  .max(authLimits.passwordMax, `Password must be at most ${authLimits.passwordMax} characters`);

const optionalName = (label: string) =>
  z
    .string({ error: requiredText(label) })
    .trim()
    .max(authLimits.nameMax, `${label} must be at most ${authLimits.nameMax} characters`)
    // Without this check a NUL byte or a lone surrogate in a name reached the INSERT and failed
    // there with a 500 instead of a 400 naming the field.
    .refine(isStorableText, `${label} contains a character that is not allowed`)
    .optional();

const tokenSchema = z
  .string({ error: requiredText('Token') })
  .trim()
  .min(1, 'Token is required')
  .max(authLimits.tokenMax, 'Token is invalid');

export const loginBodySchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({ token: tokenSchema, password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const verifyEmailBodySchema = z.object({ token: tokenSchema });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/** The user as the API shows it. `_id` keeps the spec's field name. */
export const publicUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isEmailVerified: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResultSchema = z.object({ token: z.string(), user: publicUserSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

export const profileSchema = z.object({ user: publicUserSchema });
export type Profile = z.infer<typeof profileSchema>;

/** The spec's texts for the auth modal (spec §8), used verbatim by the web. */
export const authMessages = {
  loginFailed: 'Invalid email or password',
  registerFailed: 'Registration failed. Please check your information.',
  forgotSuccess: 'Password reset instructions sent to your email',
  forgotFailed: 'Failed to send reset instructions',
  unexpected: 'An unexpected error occurred',
} as const;
