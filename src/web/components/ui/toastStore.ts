import { create } from 'zustand';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
  /** The page the toast belongs to: leaving it dismisses the toast. */
  path: string;
  /** Raised just before a navigation it announces: it moves to the next page once. */
  followsNavigation: boolean;
}

export interface ShowToastOptions {
  /**
   * The toast announces the page the code is about to open ("Welcome to the free plan!" then the
   * dashboard), so it belongs to that page, not to the one that raised it.
   */
  afterNavigation?: boolean;
}

interface ToastState {
  toasts: Toast[];
  /** Open modal dialogs, innermost last: toasts are drawn inside the innermost (see Toaster). */
  modalStack: string[];
  showToast: (message: string, tone?: ToastTone, options?: ShowToastOptions) => void;
  dismissToast: (id: number) => void;
  /** The router moved to `path`: toasts of other pages go (a stale "Payment failed" stays behind). */
  pageChanged: (path: string) => void;
  modalOpened: (id: string) => void;
  modalClosed: (id: string) => void;
}

/** More than this and the oldest goes: a pile of notifications helps nobody. */
const maxVisibleToasts = 4;
let nextToastId = 1;

const currentPath = () => (typeof window === 'undefined' ? '/' : window.location.pathname);

/** Replaces the spec's alert() calls: any code can show a toast without a React context. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  modalStack: [],
  showToast: (message, tone = 'info', options = {}) =>
    set((state) => ({
      toasts: [
        ...state.toasts,
        {
          id: nextToastId++,
          tone,
          message,
          path: currentPath(),
          followsNavigation: options.afterNavigation === true,
        },
      ].slice(-maxVisibleToasts),
    })),
  dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  pageChanged: (path) =>
    set((state) => ({
      toasts: state.toasts.flatMap((toast) => {
        if (toast.path === path) return [toast];
        return toast.followsNavigation ? [{ ...toast, path, followsNavigation: false }] : [];
      }),
    })),
  modalOpened: (id) =>
    set((state) => ({ modalStack: [...state.modalStack.filter((open) => open !== id), id] })),
  modalClosed: (id) => set((state) => ({ modalStack: state.modalStack.filter((open) => open !== id) })),
}));

/** For code outside components (mutation callbacks, event handlers). */
export const showToast = (message: string, tone?: ToastTone, options?: ShowToastOptions) =>
  useToastStore.getState().showToast(message, tone, options);
