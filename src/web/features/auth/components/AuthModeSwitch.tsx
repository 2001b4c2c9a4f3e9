import { TextButton } from '#web/components/ui/TextButton';
import type { AuthModalMode } from '#web/lib/session/authModalStore';

interface AuthModeSwitchProps {
  mode: AuthModalMode;
  onSwitch: (mode: AuthModalMode) => void;
}

/** The mode links of docs/product.md §2/§4: login ↔ register, login → forgot-password → login. */
export function AuthModeSwitch({ mode, onSwitch }: AuthModeSwitchProps) {
  if (mode === 'login') {
    return (
      <div className="space-y-3 text-center text-ink-muted text-sm">
        <p>
          <TextButton onClick={() => onSwitch('forgot-password')}>Forgot your password?</TextButton>
        </p>
        <p>
          Don&apos;t have an account? <TextButton onClick={() => onSwitch('register')}>Sign up</TextButton>
        </p>
      </div>
    );
  }
  return (
    <p className="text-center text-ink-muted text-sm">
      {mode === 'register' ? 'Already have an account?' : 'Remember your password?'}{' '}
      <TextButton onClick={() => onSwitch('login')}>Sign in</TextButton>
    </p>
  );
}
