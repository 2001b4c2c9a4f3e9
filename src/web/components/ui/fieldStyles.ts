/** Input styling shared by TextField and PasswordField. */
export const inputClasses =
  'block w-full rounded-xl border bg-night-950/60 px-4 py-3 text-base text-ink placeholder:text-ink-subtle ' +
  'transition-colors hover:border-white/40 focus-visible:border-dream-violet ' +
  'aria-invalid:border-danger-border border-white/20';

export const labelClasses = 'mb-1.5 block text-sm font-medium text-ink-muted';

export const fieldErrorClasses = 'mt-1.5 text-sm text-danger-ink';
