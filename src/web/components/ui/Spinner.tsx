interface SpinnerProps {
  /** Announced to screen readers; the ring itself is decorative. */
  label: string;
  className?: string;
}

export function Spinner({ label, className = '' }: SpinnerProps) {
  return (
    <span role="status" className={`inline-flex items-center gap-3 text-ink-muted ${className}`}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-white/25 border-t-dream-violet motion-reduce:animate-none"
      />
      <span>{label}</span>
    </span>
  );
}
