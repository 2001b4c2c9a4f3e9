import { useEffect, useId, useRef } from 'react';
import { Dialog } from '#web/components/ui/Dialog';
import { CloseIcon } from '#web/components/ui/icons';
import { useAuthModalStore } from '#web/lib/session/authModalStore';
import { AuthModeSwitch } from './AuthModeSwitch';
import { authModalCopy } from './authModalCopy';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/** The one auth modal (docs/product.md §2); opened from anywhere through useAuthModalStore. */
export function AuthModal() {
  const mode = useAuthModalStore((state) => state.mode);
  const open = useAuthModalStore((state) => state.open);
  const close = useAuthModalStore((state) => state.close);
  const titleId = useId();
  const subtitleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // Switching mode mounts a fresh form (cleared fields and messages, docs/product.md §2), which removes the
  // link that was pressed; move focus to the new form's first field instead of losing it.
  useEffect(() => {
    if (mode) panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [mode]);

  const copy = mode ? authModalCopy[mode] : null;

  return (
    <Dialog open={mode !== null} onClose={close} labelledBy={titleId} describedBy={subtitleId}>
      {mode && copy ? (
        <div
          ref={panelRef}
          className="relative rounded-3xl border border-white/15 bg-night-800 px-6 pt-8 pb-7 shadow-2xl shadow-black/60 sm:px-8"
        >
          <button
            type="button"
            onClick={close}
            aria-label="Close"
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-white/10 hover:text-ink"
          >
            <CloseIcon />
          </button>
          <div className="mb-7 pr-8">
            <h2 id={titleId} className="font-display text-3xl font-semibold tracking-tight">
              {copy.title}
            </h2>
            <p id={subtitleId} className="mt-2 text-ink-muted text-sm">
              {copy.subtitle}
            </p>
          </div>
          {mode === 'login' ? <LoginForm key="login" /> : null}
          {mode === 'register' ? <RegisterForm key="register" /> : null}
          {mode === 'forgot-password' ? <ForgotPasswordForm key="forgot-password" /> : null}
          <div className="mt-6 border-white/10 border-t pt-5">
            <AuthModeSwitch mode={mode} onSwitch={open} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
