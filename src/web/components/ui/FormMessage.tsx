import type { ReactNode } from 'react';

interface FormMessageProps {
  tone: 'error' | 'success';
  children: ReactNode;
  className?: string;
}

/** The red error box / green success box of docs/product.md §2; announced as alert or status. */
export function FormMessage({ tone, children, className = '' }: FormMessageProps) {
  const styles =
    tone === 'error'
      ? 'border-danger-border bg-danger-surface text-danger-ink'
      : 'border-success-border bg-success-surface text-success-ink';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm leading-relaxed wrap-break-word ${styles} ${className}`}
    >
      {children}
    </div>
  );
}
