import { useId } from 'react';
import { Link } from 'react-router';

/** The brand mark; always a link home (docs/product.md §2). */
export function Logo({ className = '' }: { className?: string }) {
  // The logo appears in header and footer; a unique gradient id keeps the document's ids unique.
  const gradientId = useId();
  return (
    <Link
      to="/"
      className={`inline-flex shrink-0 items-center gap-2.5 whitespace-nowrap rounded-lg ${className}`}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="size-9 shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a78bfa" />
            <stop offset="1" stopColor="#f0abfc" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="#121a3a" />
        <path d="M32 12l5 13 13 1-10 9 3 14-11-7-11 7 3-14-10-9 13-1z" fill={`url(#${gradientId})`} />
      </svg>
      <span className="font-display text-xl font-semibold tracking-tight text-ink">Dream Life</span>
    </Link>
  );
}
