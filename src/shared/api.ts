import { z } from 'zod';

/**
 * The response envelope every API call answers with (docs/architecture.md §4):
 * `{ success: true, data }` or `{ success: false, message, code }` with a real HTTP status.
 */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  /** Present on 400 validation errors: one entry per failing field. */
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Machine-readable error codes; the web maps some of them to the spec's texts. */
export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  /** 403: the signed-in user's plan does not include the feature; the web offers an upgrade. */
  planRequired: 'PLAN_REQUIRED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidToken: 'INVALID_TOKEN',
  /**
   * 400 on a sign-up link opened where the password was not typed (another browser or device):
   * the person who opened it chooses the password now (decision 0105).
   */
  passwordRequired: 'PASSWORD_REQUIRED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** 502/503/504: the AI provider failed; the message is one of the spec's texts (shared/ai.ts). */
  aiProvider: 'AI_PROVIDER_ERROR',
  /** 422: the AI provider's safety filters refused the text. */
  contentBlocked: 'CONTENT_BLOCKED',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export const messageSchema = z.object({ message: z.string() });
