import type { ReactNode } from 'react';

/**
 * The centred column most simple pages sit in, in the middle of the screen. A page whose content
 * grows after it shows (an answer arriving) sits at the top instead: centred, everything above
 * the growth would move up by half of it (a layout shift).
 */
export function PageShell({
  children,
  className = '',
  placement = 'middle',
}: {
  children: ReactNode;
  className?: string;
  placement?: 'middle' | 'top';
}) {
  return (
    <div
      className={`mx-auto flex w-full max-w-3xl flex-1 flex-col items-center ${placement === 'middle' ? 'justify-center' : 'justify-start'} px-4 py-20 text-center sm:px-6 sm:py-28 ${className}`}
    >
      {children}
    </div>
  );
}
