import { create } from 'zustand';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  showToast: (message: string, tone?: ToastTone) => void;
  dismissToast: (id: number) => void;
}

/** More than this and the oldest goes: a pile of notifications helps nobody. */
const maxVisibleToasts = 4;
let nextToastId = 1;

/** Replaces the spec's alert() calls: any code can show a toast without a React context. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  showToast: (message, tone = 'info') =>
    set((state) => ({
      toasts: [...state.toasts, { id: nextToastId++, tone, message }].slice(-maxVisibleToasts),
    })),
  dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** For code outside components (mutation callbacks, event handlers). */
export const showToast = (message: string, tone?: ToastTone) =>
  useToastStore.getState().showToast(message, tone);
