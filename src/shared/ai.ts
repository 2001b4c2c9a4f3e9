import { z } from 'zod';

/** Rephrase options (docs/product.md §3). */
export const rephraseTones = ['inspiring', 'professional', 'casual', 'creative', 'concise'] as const;
export const rephraseStyles = ['detailed', 'brief', 'poetic', 'straightforward'] as const;
export type RephraseTone = (typeof rephraseTones)[number];
export type RephraseStyle = (typeof rephraseStyles)[number];

/** docs/product.md §3 "Answers read for affirmations": the questionnaire keys affirmations are written from. */
export const affirmationAnswerKeys = [
  'name',
  'dream_sentence',
  'core_values',
  'dream_location',
  'perfect_day',
  'fulfillment',
  'financial_reality',
  'legacy',
] as const;

export const aiLimits = {
  /** The longest text sent for rephrasing (the same cap as an answer). */
  rephraseTextMax: 2000,
} as const;

/** The spec's user-visible texts (§5, §8), kept word for word; the web shows them as given. */
export const aiMessages = {
  emptyText: 'Text cannot be empty',
  invalidKey: 'Invalid API key. Please check your Gemini API configuration.',
  modelNotFound: 'Model not found. The Gemini model may not be available or the model name is incorrect.',
  quota: 'API quota exceeded. Please wait before trying again or check your billing settings.',
  blocked: 'Content was blocked by safety filters.',
  network: 'Network error. Please check your internet connection.',
  failedWith: (message: string) => `Failed to rephrase text: ${message}`,
  allModelsFailed: 'All Gemini models failed to rephrase text',
  fallback: 'Failed to rephrase text. Please try again later.',
  /** A rephrase that could not change the text in the asked tone and style says so (decision 0109). */
  unchanged: 'This already reads well in that tone.',
} as const;

export const rephraseBodySchema = z.strictObject({
  text: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, aiMessages.emptyText)
    .max(aiLimits.rephraseTextMax, `must be at most ${aiLimits.rephraseTextMax} characters`),
  tone: z.enum(rephraseTones, { error: `must be one of ${rephraseTones.join(', ')}` }),
  style: z.enum(rephraseStyles, { error: `must be one of ${rephraseStyles.join(', ')}` }),
});
export type RephraseBody = z.input<typeof rephraseBodySchema>;

/** Which generator wrote a text: the configured provider, or the defaults (affirmations only). */
export const aiSourceSchema = z.enum(['offline', 'gemini', 'openai', 'default']);

export const rephraseResultSchema = z.object({
  text: z.string(),
  source: aiSourceSchema,
  /**
   * True when the writer could not change the text in that tone and style: `text` is the text as
   * sent, and the popup says so (aiMessages.unchanged) instead of offering it as a rewrite.
   */
  unchanged: z.boolean(),
});
export type RephraseResult = z.infer<typeof rephraseResultSchema>;

/** Optional: which of the user's questionnaires to read (default: the latest one). */
export const aiAnswersBodySchema = z.strictObject({
  questionnaireId: z.uuid('must be a questionnaire id').optional(),
});

export const affirmationCount = 8;

export const affirmationsResultSchema = z.object({
  affirmations: z.array(z.string()).length(affirmationCount),
  /**
   * Which lines are the gentler version the user asked for ("I don't believe this yet"), kept in
   * place of the line they marked (decision 0051).
   */
  gentler: z.array(z.boolean()).length(affirmationCount),
  /**
   * True when the lines come from the user's answers (spec's "personalised from the dream
   * vision" subtitle); false for the universal defaults.
   */
  personalised: z.boolean(),
  source: aiSourceSchema,
});
export type AffirmationsResult = z.infer<typeof affirmationsResultSchema>;

export const manifestoResultSchema = z.object({
  manifesto: z.string(),
  source: aiSourceSchema,
});
export type ManifestoResult = z.infer<typeof manifestoResultSchema>;

/** docs/product.md §9: the default list of 8 universal affirmations. */
export const defaultAffirmations = [
  'I am worthy of the life I dream of, and I welcome it with an open heart.',
  'Every day I take one more step towards the life I want.',
  'I trust myself to make choices that honour who I am.',
  'My home is a place of peace, warmth and belonging.',
  'I am grateful for the abundance that flows into my life.',
  'My body is strong, healthy and full of energy.',
  'I surround myself with people who love and inspire me.',
  'I am creating a legacy that makes the world a little brighter.',
] as const;

/** Longest affirmation line the server keeps (an AI line is cut there too). */
export const affirmationLineMax = 300;

/** POST /ai/affirmations/doubts: "I don't believe this yet" on the line at `position`. */
export const affirmationDoubtBodySchema = z.strictObject({
  questionnaireId: z.uuid('must be a questionnaire id').optional(),
  position: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(affirmationCount - 1, `must be at most ${affirmationCount - 1}`),
  text: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(affirmationLineMax, `must be at most ${affirmationLineMax} characters`),
});

export const affirmationDoubtResultSchema = z.object({
  position: z.number().int(),
  /** The gentler, process-based line now kept in that place. */
  text: z.string(),
});
export type AffirmationDoubtResult = z.infer<typeof affirmationDoubtResultSchema>;
