import type { AnchorHTMLAttributes } from 'react';

/**
 * Spec §2: every footer link points to '#' until the pages behind them exist. One place for the
 * lint exception, and one place to change when they get real addresses.
 */
export function HashLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  // biome-ignore lint/a11y/useValidAnchor: '#' is the specified target for these links.
  return <a href="#" {...props} />;
}
