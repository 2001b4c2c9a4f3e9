import { z } from 'zod';
import { emailSchema } from './auth';
import { isStorableText } from './storable-text';

/**
 * The contact form (docs/product.md §5: firstName, lastName, email and message required, phone optional),
 * validated by the web form and by `POST /api/contact` alike. The caps keep a spammer's megabyte
 * out of the database and the support inbox.
 */
export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  messageMax: 5000,
} as const;

/** "X is required" when the field is missing, "X must be text" when it has another type. */
const requiredText = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`;

/** C0 control characters (NUL breaks Postgres text; the rest only hide things in a mail header). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: line breaks and tabs stay allowed in a message
const controlCharactersExceptWhitespace = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const name = (label: string) =>
  z
    .string({ error: requiredText(label) })
    .trim()
    .min(1, `${label} is required`)
    .max(contactLimits.nameMax, `${label} must be at most ${contactLimits.nameMax} characters`)
    .refine(
      (value) => !controlCharacters.test(value) && isStorableText(value),
      `${label} contains a character that is not allowed`,
    );

/** Digits with the usual separators: "+1 (555) 010-2030", "0171 555 0199", "555.010.2030". */
const phonePattern = /^\+?[0-9 ()./-]*$/;

export const contactBodySchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailSchema,
  phone: z
    .string({ error: 'Phone must be text' })
    .trim()
    .max(contactLimits.phoneMax, `Phone must be at most ${contactLimits.phoneMax} characters`)
    .refine(
      (value) => value === '' || (phonePattern.test(value) && /\d{3}/.test(value.replace(/\D/g, ''))),
      'Please enter a valid phone number',
    )
    // The form sends '' for an empty optional field: store that as "no phone".
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  message: z
    .string({ error: requiredText('Message') })
    .trim()
    .min(1, 'Message is required')
    .max(contactLimits.messageMax, `Message must be at most ${contactLimits.messageMax} characters`)
    .refine(
      (value) => !controlCharactersExceptWhitespace.test(value) && isStorableText(value),
      'Message contains a character that is not allowed',
    ),
});
export type ContactBodyInput = z.input<typeof contactBodySchema>;
export type ContactBody = z.output<typeof contactBodySchema>;

export const contactResultSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** A Legend member's message: marked priority, answered in under 4 hours. */
  priority: z.boolean(),
});
export type ContactResult = z.infer<typeof contactResultSchema>;

/** What the form shows after a message was received. */
export const contactMessages = {
  received: 'Thank you! Your message is on its way to our team. We usually reply within 24 hours.',
  receivedPriority:
    'Thank you! As a Legend member your message has priority: our team will reply within 4 hours.',
} as const;

/**
 * The public ways to reach the team (`GET /api/contact/details`), from the server's configuration
 * (CONTACT_PHONE, CONTACT_EMAIL, CONTACT_ADDRESS, CONTACT_HOURS); null where not configured, and
 * then not shown.
 */
export const contactDetailsSchema = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  hours: z.string().nullable(),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
