import { type ErrorCode, errorCodes, type FieldError } from '#shared/api';

/**
 * An error a route or service throws on purpose. The errors plugin turns it into the envelope
 * `{ success: false, message, code }` with this status; anything else becomes a generic 500.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = errorCodes.validation) =>
  new HttpError(400, code, message);
export const unauthorized = (
  message = 'Please sign in to continue.',
  code: ErrorCode = errorCodes.unauthorized,
) => new HttpError(401, code, message);
export const forbidden = (message: string, code: ErrorCode = errorCodes.forbidden) =>
  new HttpError(403, code, message);
export const notFound = (message = 'Not found.') => new HttpError(404, errorCodes.notFound, message);
export const conflict = (message: string) => new HttpError(409, errorCodes.conflict, message);
export const tooManyRequests = (message: string) => new HttpError(429, errorCodes.rateLimited, message);
