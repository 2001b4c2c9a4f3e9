import { z } from 'zod';
import { isStorableText } from './storable-text';

/**
 * Password rules of decision 0064 (at least 8 characters, any characters, up to 128) plus caps
 * that keep absurd input out of argon2 and the database.
 */
export const authLimits = {
  passwordMin: 8,
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

/**
 * A password as typed to prove who you are (sign in, confirm a deletion): any length up to the
 * cap, since accounts made under older rules keep their shorter passwords.
 */
export const passwordSchema = z
  .string({ error: requiredText('Password') })
  .min(1, 'Password is required')
  .max(authLimits.passwordMax, `Password must be at most ${authLimits.passwordMax} characters`);

/**
 * A password being chosen (register, reset, change). Any characters count, spaces and emoji
 * included; the server also refuses common and breached passwords (decision 0064).
 */
export const newPasswordSchema = (label = 'Password') =>
  z
    .string({ error: requiredText(label) })
    .min(1, `${label} is required`)
    .min(authLimits.passwordMin, `${label} must be at least ${authLimits.passwordMin} characters`)
    .max(authLimits.passwordMax, `${label} must be at most ${authLimits.passwordMax} characters`);

/** The message when the server finds a new password on its list of common and breached ones. */
export const commonPasswordMessage =
  'This password is too common. Please choose one that is harder to guess.';

/**
 * Line breaks, tabs and other control characters, and the bidirectional overrides that make text
 * display in another order than it reads: a name is one line of printable text, so it cannot add
 * lines (a fake "Reset your password: …" line) to a mail. Joiners stay (emoji, Persian names).
 */
const notOneLine = /[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/u;
export const isOneLineName = (value: string) => isStorableText(value) && !notOneLine.test(value);

const optionalName = (label: string) =>
  z
    .string({ error: requiredText(label) })
    .trim()
    .max(authLimits.nameMax, `${label} must be at most ${authLimits.nameMax} characters`)
    // Without this check a NUL byte or a lone surrogate in a name reached the INSERT and failed
    // there with a 500 instead of a 400 naming the field; a line break reached mail texts.
    .refine(isOneLineName, `${label} contains a character that is not allowed`)
    .optional();

const tokenSchema = z
  .string({ error: requiredText('Token') })
  .trim()
  .min(1, 'Token is required')
  .max(authLimits.tokenMax, 'Token is invalid');

export const loginBodySchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * A random key the browser that signs up keeps (32 bytes, base64url). The password and names
 * typed at sign-up are used only when the emailed link is opened where that key is: a stranger
 * who signs up with someone else's address never decides that account's password (decision 0105).
 */
const browserKeySchema = z
  .string({ error: requiredText('Browser key') })
  .regex(/^[\w-]{43}$/, 'Browser key is invalid')
  .optional();

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema(),
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
  browserKey: browserKeySchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({ token: tokenSchema, password: newPasswordSchema() });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const verifyEmailBodySchema = z.object({ token: tokenSchema });

/**
 * The emailed sign-up link's token (decision 0069), and the key of the browser that signed up; or,
 * opened elsewhere, the password (and names) the person who opened it chooses (decision 0105).
 */
export const activateBodySchema = z.object({
  token: tokenSchema,
  browserKey: browserKeySchema,
  password: newPasswordSchema().optional(),
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
});
export type ActivateBody = z.infer<typeof activateBodySchema>;
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

/** Change the password while signed in: the current one proves it is you (decision 0061). */
export const changePasswordBodySchema = z.object({
  currentPassword: passwordSchema,
  newPassword: newPasswordSchema('New password'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** One signed-in session as the account settings list it. */
export const activeSessionSchema = z.object({
  _id: z.string(),
  /** "Firefox on Linux", from the browser's User-Agent; "Unknown device" without one. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessions = z.infer<typeof activeSessionsSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid('Session id must be a UUID') });

/** The spec's texts for the auth modal (docs/product.md §8), used verbatim by the web. */
export const authMessages = {
  loginFailed: 'Invalid email or password',
  registerFailed: 'Registration failed. Please check your information.',
  /** Registering answers this for every address, new or not (decision 0069). */
  registerCheckEmail: 'Check your email: we sent you a link to finish creating your account.',
  /** A sign-up link opened where the password was not typed (decision 0105). */
  choosePassword: 'Choose a password to finish creating your account.',
  forgotSuccess: 'Password reset instructions sent to your email',
  forgotFailed: 'Failed to send reset instructions',
  unexpected: 'An unexpected error occurred',
} as const;
