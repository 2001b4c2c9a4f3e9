import { z } from 'zod';
import { affirmationLineMax } from './ai';
import { isStorableText } from './storable-text';

/**
 * The person's own affirmations (decision 0118): lines they write, and generated lines they keep
 * to favourite or hide. Favourites lead /today, its read-aloud and the reminders; a hidden line
 * leaves the daily rotation. Stored on the server, exported, deleted with the account.
 */

export const ownAffirmationLimits = {
  /** One line, like a generated one (the read-aloud and the reminder carry it whole). */
  textMax: affirmationLineMax,
  /** Lines an Explorer keeps: enough to try it, a reason to grow. */
  explorerLines: 5,
  /** Lines a Visionary or Legend keeps: far above what a person says in a morning. */
  paidLines: 50,
  /** Favourites /today shows at most, before the day's rotation fills the rest. */
  todayFavourites: 5,
} as const;

/** Where a line came from: written by the person, or a generated line they kept. */
export const ownAffirmationOrigins = ['own', 'generated'] as const;

const lineText = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(ownAffirmationLimits.textMax, `must be at most ${ownAffirmationLimits.textMax} characters`)
  .refine(isStorableText, { message: 'must be readable text' });

export const ownAffirmationSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  origin: z.enum(ownAffirmationOrigins),
  favourite: z.boolean(),
  hidden: z.boolean(),
  /** 0-based place in the person's order. */
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnAffirmation = z.infer<typeof ownAffirmationSchema>;

export const ownAffirmationListSchema = z.object({
  lines: z.array(ownAffirmationSchema),
  /** How many lines the person's plan keeps. */
  limit: z.number().int(),
});
export type OwnAffirmationList = z.infer<typeof ownAffirmationListSchema>;

/** POST /api/affirmations: a new line at the end of the list. */
export const ownAffirmationCreateSchema = z.strictObject({
  text: lineText,
  origin: z.enum(ownAffirmationOrigins, { error: 'must be own or generated' }).default('own'),
  favourite: z.boolean({ error: 'must be true or false' }).default(false),
  hidden: z.boolean({ error: 'must be true or false' }).default(false),
});
export type OwnAffirmationCreate = z.input<typeof ownAffirmationCreateSchema>;

/** PATCH /api/affirmations/{id}: any of the text, the favourite mark, the hidden mark. */
export const ownAffirmationPatchSchema = z
  .strictObject({
    text: lineText.optional(),
    favourite: z.boolean({ error: 'must be true or false' }).optional(),
    hidden: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, {
    message: 'must change text, favourite or hidden',
    path: ['text'],
  });
export type OwnAffirmationPatch = z.infer<typeof ownAffirmationPatchSchema>;

/** PUT /api/affirmations/order: every one of the person's line ids, in the new order. */
export const ownAffirmationOrderSchema = z.strictObject({
  ids: z
    .array(z.uuid('must be line ids'), { error: 'must be a list of line ids' })
    .max(ownAffirmationLimits.paidLines, `must be at most ${ownAffirmationLimits.paidLines} ids`)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'must not repeat a line' }),
});

export const ownAffirmationParamsSchema = z.object({ id: z.uuid('must be a line id') });
