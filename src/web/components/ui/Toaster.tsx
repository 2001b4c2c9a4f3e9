import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ToastItem } from './ToastItem';
import { useToastStore } from './toastStore';

interface ToastRegionProps {
  /** The modal dialog this region sits in, or undefined for the page's own region. */
  modalId?: string;
}

/**
 * Where toasts are drawn. A modal <dialog> lives in the browser's top layer and makes the page
 * behind it inert, so a toast in the page would sit under the dimmed backdrop and be hidden from
 * screen readers. Each modal therefore carries a region of its own, and only the region of the
 * innermost open modal (or, with none open, the page's) shows the toasts. Every region is in the
 * document from the start (even empty), so screen readers are already listening when a toast
 * arrives.
 */
export function ToastRegion({ modalId }: ToastRegionProps) {
  const toasts = useToastStore((state) => state.toasts);
  const dismissToast = useToastStore((state) => state.dismissToast);
  const active = useToastStore((state) => (state.modalStack.at(-1) ?? undefined) === modalId);
  return (
    <section
      // Only one region is shown at a time (the others are inert behind a modal, or idle in one).
      hidden={!active}
      aria-label="Notifications"
      // On a phone at the top: a page's main action sits at the foot of a short screen (the
      // success page's "Go to Dashboard"), and a toast there covered it (decision 0105, item 12).
      className="pointer-events-none fixed inset-x-4 top-4 z-[60] flex justify-center sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-6"
    >
      <ol aria-live="polite" aria-relevant="additions text" className="flex w-full max-w-sm flex-col gap-3">
        {active
          ? toasts.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={dismissToast} />)
          : null}
      </ol>
    </section>
  );
}

/** The page's toast region; toasts belong to the page that raised them and go when it is left. */
export function Toaster() {
  const { pathname } = useLocation();
  const pageChanged = useToastStore((state) => state.pageChanged);
  useEffect(() => pageChanged(pathname), [pathname, pageChanged]);
  return <ToastRegion />;
}
