import { NavLink } from 'react-router';

interface NavItemLinkProps {
  to: string;
  label: string;
  /** 'bar' for the desktop header, 'menu' for the hamburger panel over the cube. */
  variant: 'bar' | 'menu';
  onNavigate?: () => void;
}

const variantClasses = {
  bar: {
    base: 'rounded-full px-4 py-2 text-sm',
    active: 'bg-white/10 text-dream-gold',
    idle: 'text-ink-muted hover:bg-white/5 hover:text-ink',
  },
  menu: {
    base: 'flex min-h-11 items-center justify-center rounded-full px-5 text-base backdrop-blur-sm',
    active: 'bg-night-700/90 text-dream-gold',
    idle: 'bg-night-950/80 text-ink hover:bg-night-800/90',
  },
} as const;

/**
 * NavLink marks the current path with aria-current="page"; `end` keeps Home from matching every
 * path. The highlight is a colour plus an underline, so it does not rely on colour alone.
 */
export function NavItemLink({ to, label, variant, onNavigate }: NavItemLinkProps) {
  const styles = variantClasses[variant];
  return (
    <NavLink
      to={to}
      end
      onClick={onNavigate}
      className={({ isActive }) =>
        `${styles.base} font-medium transition-colors ${
          isActive ? `${styles.active} underline decoration-2 underline-offset-6` : styles.idle
        }`
      }
    >
      {label}
    </NavLink>
  );
}
