import type { ReactNode } from 'react';
import { screenBelowHeader } from '#web/components/layout/PageLoading';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The panel the reset-password and verify-email pages share, matching the auth modal's look.
 *
 * Its states differ in height (a spinner, then the server's answer; the route's loading screen
 * before either), so nothing on the page may depend on the card's height: the area is at least a
 * screen tall, which keeps the footer below the fold in every state, and the card hangs from a
 * fixed distance below the header instead of being centred, so a taller answer only grows it
 * downwards. Centred, on a phone, the footer moved down when the answer replaced the spinner
 * (Lighthouse CLS 0.088 on /verify-email with an invalid token), and on a desktop the card's top
 * moved up.
 */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <div
      className={`mx-auto flex w-full max-w-md flex-1 flex-col px-4 pt-12 pb-16 sm:pt-[max(6rem,16dvh)] sm:pb-24 ${screenBelowHeader}`}
    >
      <section className="rounded-3xl border border-white/15 bg-night-800/90 px-6 py-8 shadow-2xl shadow-black/50 sm:px-8">
        <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
        {intro ? <div className="mt-2 text-ink-muted text-sm leading-relaxed">{intro}</div> : null}
        <div className="mt-7">{children}</div>
      </section>
    </div>
  );
}
