import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsList } from './SessionsList';

/** Account security: the password and the signed-in devices (decision 0061). */
export function SecurityPanel() {
  return (
    <div className="space-y-8 rounded-3xl border border-white/10 bg-night-800/70 p-6">
      <section aria-labelledby="change-password-heading">
        <h2 id="change-password-heading" className="font-semibold">
          Change password
        </h2>
        <p className="mt-1 mb-4 text-ink-muted text-sm">
          Every other device signed in to your account will be signed out.
        </p>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="sessions-heading" className="border-white/10 border-t pt-6">
        <h2 id="sessions-heading" className="font-semibold">
          Signed-in devices
        </h2>
        <p className="mt-1 mb-4 text-ink-muted text-sm">
          A device unused for two days is signed out by itself.
        </p>
        <SessionsList />
      </section>
    </div>
  );
}
