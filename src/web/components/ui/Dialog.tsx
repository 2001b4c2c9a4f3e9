import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { getFocusableElements, keepTabInside } from './focusable';
import { ToastRegion } from './Toaster';
import { useToastStore } from './toastStore';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal built on the native <dialog> and showModal(): the browser puts it in the top layer and
 * makes the page behind it inert. On top of that: Tab wraps inside, Escape and a backdrop click
 * close through `onClose` (React owns the open state), the page cannot scroll underneath, and
 * focus goes back to whatever opened it.
 */
export function Dialog({ open, onClose, labelledBy, describedBy, children, className = '' }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const modalId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    // Toasts raised while the dialog is open are drawn inside it, above its backdrop (Toaster.tsx).
    const { modalOpened, modalClosed } = useToastStore.getState();
    modalOpened(modalId);
    const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? getFocusableElements(dialog)[0])?.focus();
    return () => {
      modalClosed(modalId);
      document.documentElement.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, modalId]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (dialogRef.current) keepTabInside(event, dialogRef.current);
  };

  // Clicks on the ::backdrop target the <dialog> itself; the content sits in an inner panel.
  // Both press and release must be on the backdrop, so selecting text and releasing outside
  // does not close the form.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: let React decide, instead of the browser closing behind its back.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-3xl bg-transparent p-0 text-ink backdrop:bg-night-950/75 backdrop:backdrop-blur-sm ${className}`}
    >
      {children}
      <ToastRegion modalId={modalId} />
    </dialog>
  );
}
