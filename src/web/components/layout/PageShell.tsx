import type { ReactNode } from 'react';

/** The centred column most simple pages sit in. */
export function PageShell({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-4 py-20 text-center sm:px-6 sm:py-28 ${className}`}
    >
      {children}
    </div>
  );
}
