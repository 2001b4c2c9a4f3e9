import { useEffect, useState } from 'react';
import { CloseIcon } from './icons';
import type { Toast } from './toastStore';

/** Long enough to read a sentence twice; paused while hovered or focused (WCAG 2.2.1). */
const autoDismissMs = 6000;

const toneStyles: Record<Toast['tone'], string> = {
  info: 'border-dream-violet/60',
  success: 'border-success-border',
  error: 'border-danger-border',
};

const toneLabels: Record<Toast['tone'], string> = {
  info: 'Notice',
  success: 'Success',
  error: 'Error',
};

interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: number) => void;
}

export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), autoDismissMs);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, onDismiss]);

  return (
    <li
      className={`pointer-events-auto flex w-full animate-toast-in items-start gap-3 rounded-2xl border bg-night-800 px-4 py-3 text-sm text-ink shadow-xl shadow-black/40 ${toneStyles[toast.tone]}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="flex-1 leading-relaxed">
        <span className="sr-only">{toneLabels[toast.tone]}: </span>
        {toast.message}
      </p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss notification"
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-white/10 hover:text-ink"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}
