import { create } from 'zustand';

export type AuthModalMode = 'login' | 'register' | 'forgot-password';

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
