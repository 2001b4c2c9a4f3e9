import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The panel the reset-password and verify-email pages share, matching the auth modal's look. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-16 sm:py-24">
      <section className="rounded-3xl border border-white/15 bg-night-800/90 px-6 py-8 shadow-2xl shadow-black/50 sm:px-8">
        <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
        {intro ? <div className="mt-2 text-ink-muted text-sm leading-relaxed">{intro}</div> : null}
        <div className="mt-7">{children}</div>
      </section>
    </div>
  );
}
