export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  // Night-blue text on the light violet→pink gradient keeps contrast well above 7:1.
  primary:
    'bg-linear-to-r from-dream-violet to-dream-pink text-night-950 shadow-glow ' +
    'hover:brightness-110 active:brightness-95',
  secondary: 'border border-white/30 bg-white/5 text-ink hover:border-white/60 hover:bg-white/10',
  ghost: 'text-ink hover:bg-white/10',
  // Irreversible actions (cancel a plan, delete the account) must not look like the happy path.
  // Light red text on the dark red surface keeps contrast above 7:1.
  danger:
    'border border-danger-border bg-danger-surface text-danger-ink hover:bg-red-900/60 active:brightness-95',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-4 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-13 px-7 text-base',
};

/** Shared by <Button> and <ButtonLink> so a link that looks like a button matches exactly. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '') {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
