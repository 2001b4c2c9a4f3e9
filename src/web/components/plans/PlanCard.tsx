import type { ReactNode } from 'react';
import type { Plan } from '#shared/plans';
import { CheckIcon } from '../marketing/marketingIcons';

interface PlanCardProps {
  plan: Plan;
  /** The card's call to action: a link on /pricing, the subscribe flow's button on /subscribe. */
  action: ReactNode;
  /** A note above the name, e.g. "Your current plan". */
  badge?: ReactNode;
}

/**
 * One plan of the shared plan table, shown the same way on /pricing and /subscribe. Everything it
 * says comes from src/shared/plans.ts. Keep the props stable: /subscribe renders it too.
 */
export function PlanCard({ plan, action, badge }: PlanCardProps) {
  const headingId = `plan-${plan.planId}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col rounded-3xl border p-6 sm:p-8 ${
        plan.featured
          ? 'border-dream-violet/70 bg-linear-to-b from-[#2a2363] to-night-800 shadow-glow-strong'
          : 'border-white/10 bg-night-800/80 shadow-card'
      }`}
    >
      <div className="flex min-h-7 flex-wrap items-center gap-2">
        <p className="text-ink-subtle text-xs font-semibold uppercase tracking-[0.2em]">{plan.tier}</p>
        {plan.featured ? (
          <p className="rounded-full bg-linear-to-r from-dream-violet to-dream-pink px-3 py-1 font-semibold text-night-950 text-xs">
            Most popular
          </p>
        ) : null}
      </div>
      {badge ? <div className="mt-3 text-dream-gold text-sm font-semibold">{badge}</div> : null}
      <h3 id={headingId} className="mt-3 font-display text-3xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-2 min-h-12 text-ink-muted text-sm leading-relaxed">{plan.tagline}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-1 font-display text-4xl font-semibold lg:text-5xl">
        {plan.planType === 'free' ? 'Free' : `$${plan.price.toFixed(2)}`}
        {plan.planType === 'paid' ? (
          <span className="font-sans text-ink-muted text-base font-normal">{plan.currency}/month</span>
        ) : (
          <span className="font-sans text-ink-muted text-base font-normal">forever</span>
        )}
      </p>
      <ul className="mt-7 flex-1 space-y-3.5 border-white/10 border-t pt-7 text-ink-muted text-sm leading-relaxed">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon
              className={`mt-0.5 size-4 shrink-0 ${plan.featured ? 'text-dream-pink' : 'text-dream-violet'}`}
            />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </article>
  );
}
