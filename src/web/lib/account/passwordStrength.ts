import { authLimits } from '#shared/auth';

export type PasswordStrength = 'too-short' | 'weak' | 'fair' | 'strong';

/**
 * A cheap guess at how hard a new password is to guess, for the hint under the field: length
 * counts most, then the kinds of characters, and repeats or runs count against it. The real rule
 * is the server's, which also checks a list of ~49,000 common and breached passwords (decision
 * 0064); that list is far too large for the first page load, so the hint does without it.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < authLimits.passwordMin) return 'too-short';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  const distinct = new Set(password).size;
  const patterned =
    distinct < password.length / 2 || /(0123|1234|2345|3456|4567|5678|6789|abcd|qwer|asdf)/i.test(password);
  let score = password.length >= 16 ? 3 : password.length >= 12 ? 2 : 1;
  if (kinds >= 3) score += 1;
  if (patterned) score -= 2;
  if (score >= 3) return 'strong';
  return score >= 2 ? 'fair' : 'weak';
}

export const passwordStrengthText: Record<PasswordStrength, string> = {
  'too-short': `Use at least ${authLimits.passwordMin} characters. A few words with spaces work well.`,
  weak: 'Weak: easy to guess. A longer phrase of unrelated words is stronger.',
  fair: 'Fair: longer is stronger.',
  strong: 'Strong password.',
};
