import type { AuthModalMode } from '#web/lib/session/authModalStore';

/** Titles are the spec's (§2); the register and reset subtitles are ours. */
export const authModalCopy: Record<AuthModalMode, { title: string; subtitle: string }> = {
  login: { title: 'Welcome Back', subtitle: 'Sign in to your account' },
  register: { title: 'Create Account', subtitle: 'Start shaping the life you dream of' },
  'forgot-password': {
    title: 'Reset Password',
    subtitle: "Enter your email and we'll send you a link to choose a new password",
  },
};
