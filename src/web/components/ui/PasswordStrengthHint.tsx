import { passwordStrength, passwordStrengthText } from '#web/lib/account/passwordStrength';

const tone = {
  'too-short': 'text-ink-muted',
  weak: 'text-danger-ink',
  fair: 'text-ink-muted',
  strong: 'text-success-ink',
} as const;

/**
 * The strength hint under a new-password field. A polite live region: a screen reader hears the
 * hint change as the person types, without being interrupted.
 */
export function PasswordStrengthHint({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <p id={id} aria-live="polite" className={`-mt-2 text-sm ${tone[strength]}`}>
      {passwordStrengthText[strength]}
    </p>
  );
}
