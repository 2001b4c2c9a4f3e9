import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '#server/http-errors';
import { errorCodes } from '#shared/api';
import { commonPasswordMessage } from '#shared/auth';

/**
 * The ~49,000 most common passwords of public breach corpora, as shipped (MIT) by the maintained
 * @zxcvbn-ts/language-common package, lower-cased (decision 0064). Loaded on the server only: the
 * forms hint at strength without it, so it never weighs on the first page load.
 */
const commonPasswords = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/** Fewer different characters than this is a pattern ("aaaaaaaa", "        ", "abababab"). */
const MIN_DISTINCT_CHARACTERS = 3;

/** Why `password` may not be chosen by the owner of `email`, or null when it may. */
export function weakPasswordReason(password: string, email: string): string | null {
  const folded = password.toLowerCase();
  const trimmed = folded.trim();
  if (commonPasswords.has(folded) || commonPasswords.has(trimmed)) return commonPasswordMessage;
  if (new Set(password).size < MIN_DISTINCT_CHARACTERS) return commonPasswordMessage;
  const mailbox = email.toLowerCase().split('@')[0] ?? '';
  if (trimmed === email.toLowerCase() || (mailbox.length >= 4 && trimmed === mailbox)) {
    return 'Your password must not be your email address.';
  }
  return null;
}

/** Throws the 400 naming `field` that a schema failure would give, when the password is refused. */
export function assertAcceptablePassword(password: string, email: string, field = 'password'): void {
  const reason = weakPasswordReason(password, email);
  if (reason) {
    throw new HttpError(400, errorCodes.validation, `${field}: ${reason}`, [{ field, message: reason }]);
  }
}
