import { errorCodes } from '#shared/api';
import { authMessages } from '#shared/auth';
import { isApiError } from '#web/lib/api/apiError';

/*
 * docs/product.md §8 turned into rules. A message the server wrote (rate limits, "email already
 * registered") is shown as is; otherwise the spec's fixed texts apply.
 */

/** Any thrown auth error: the server's message, else 'An unexpected error occurred'. */
export function unexpectedErrorMessage(error: unknown): string {
  return isApiError(error) && error.fromServer ? error.message : authMessages.unexpected;
}

export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 401 || error.code === errorCodes.invalidCredentials)) {
    return authMessages.loginFailed;
  }
  return unexpectedErrorMessage(error);
}

export function registerErrorMessage(error: unknown): string {
  if (!isApiError(error)) return authMessages.unexpected;
  if (error.fromServer) return error.message;
  // No answer at all is a connection problem, not a problem with what the user typed.
  return error.status === 0 ? authMessages.unexpected : authMessages.registerFailed;
}

export function forgotPasswordErrorMessage(error: unknown): string {
  if (!isApiError(error)) return authMessages.unexpected;
  if (error.status === 429 && error.fromServer) return error.message;
  return error.status === 0 ? authMessages.unexpected : authMessages.forgotFailed;
}
