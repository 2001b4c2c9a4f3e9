import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '#server/http-errors';
import { errorCodes } from '#shared/api';
import { commonPasswordMessage } from '#shared/auth';

/**
 * The ~49,000 most common passwords of public breach corpora, as shipped (MIT) by the maintained
 * @zxcvbn-ts/language-common package, lower-cased (decision 0064). Loaded on the server only: the
 * forms hint at strength without it, so it never weighs on the first page load. No maintained
 * package ships a larger list (decision 0105), so the derivations below stretch this one.
 */
const commonPasswords = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/** Words anyone guessing a Dream Life password tries first: the product's own name and plans. */
const productWords = new Set(['dreamlife', 'dream', 'dreams', 'dreamer', 'visionary', 'explorer', 'legend']);

/** Fewer different characters than this is a pattern ("aaaaaaaa", "        ", "abababab"). */
const MIN_DISTINCT_CHARACTERS = 3;

/**
 * What people add to a listed word to pass a rule (decision 0105): up to six digits and symbols
 * after it ("Password123!", "Summer2024!") and up to four before it ("1password"). A longer run
 * carries real entropy of its own, so it is not stripped.
 */
const decoration = /^[\d\W_]{0,4}(.*?)[\d\W_]{0,6}$/su;

/** The usual letter-for-digit swaps ("p@ssw0rd", "dr3aml1fe"), undone. */
const leet: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};
const unleet = (text: string) => text.replace(/[@431!0$57]/g, (char) => leet[char] ?? char);

/** Shorter cores than this are not judged: "cat" plus six digits is not "a listed word". */
const MIN_CORE_LENGTH = 4;

/**
 * The words a password is built on: the whole of it, and the part left once the decoration at
 * either end is taken off, each as typed and with the letter swaps undone, and each also without
 * spaces and punctuation ("Dream Life 2026" is built on "dreamlife").
 */
function coresOf(folded: string): string[] {
  const core = decoration.exec(folded)?.[1] ?? folded;
  const cores = new Set([folded, core, unleet(folded), unleet(core)]);
  for (const word of [...cores]) cores.add(word.replace(/[\s\W_]+/gu, ''));
  return [...cores].filter((word) => word === folded || word.length >= MIN_CORE_LENGTH);
}

/** Why `password` may not be chosen by the owner of `email`, or null when it may. */
export function weakPasswordReason(password: string, email: string): string | null {
  const folded = password.toLowerCase().trim();
  const cores = coresOf(folded);
  if (cores.some((core) => commonPasswords.has(core) || productWords.has(core))) return commonPasswordMessage;
  if (new Set(password).size < MIN_DISTINCT_CHARACTERS) return commonPasswordMessage;
  const address = email.toLowerCase();
  const mailbox = address.split('@')[0] ?? '';
  if (cores.some((core) => core === address || (mailbox.length >= MIN_CORE_LENGTH && core === mailbox))) {
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
