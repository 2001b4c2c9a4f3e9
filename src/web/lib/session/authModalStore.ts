import { create } from 'zustand';

const authModalModes = ['login', 'register', 'forgot-password'] as const;
export type AuthModalMode = (typeof authModalModes)[number];

/**
 * `?auth=login` (or another mode) in a link opens the modal in that mode: our mails link to sign
 * in and to "forgot password" this way (decision 0069). Anything else is no mode.
 */
export const authModalLinkParam = 'auth';
export const authModalModeOf = (value: string | null): AuthModalMode | null =>
  authModalModes.find((mode) => mode === value) ?? null;

interface AuthModalState {
  /** The open mode, or null when the modal is closed. */
  mode: AuthModalMode | null;
  open: (mode: AuthModalMode) => void;
  close: () => void;
}

/** Lets any screen (header, reset page, subscribe flow) open the one auth modal in a mode. */
export const useAuthModalStore = create<AuthModalState>()((set) => ({
  mode: null,
  open: (mode) => set({ mode }),
  close: () => set({ mode: null }),
}));
