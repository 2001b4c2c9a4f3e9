import type { ReactNode } from 'react';
import type { Plan } from '../../../shared/plans';

interface PlanCardProps {
  plan: Plan;
  /** The card's call to action: a link on /pricing, the subscribe flow's button on /subscribe. */
  action: ReactNode;
  /** A note above the name, e.g. "Your current plan". */
  badge?: ReactNode;
}

/**
 * One plan of the shared plan table, shown the same way on /pricing and /subscribe. Issue 3 owns
 * its look; keep the props stable, /subscribe renders it too.
 */
export function PlanCard({ plan, action, badge }: PlanCardProps) {
  const headingId = `plan-${plan.planId}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-3xl border p-6 sm:p-8 ${
        plan.featured ? 'border-dream-violet/60 bg-night-800 shadow-glow' : 'border-white/10 bg-night-800/70'
      }`}
    >
      {badge ? <div className="mb-3 text-dream-gold text-sm font-semibold">{badge}</div> : null}
      <p className="text-ink-subtle text-xs font-semibold uppercase tracking-[0.2em]">{plan.tier}</p>
      <h3 id={headingId} className="mt-2 font-display text-2xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 text-ink-muted text-sm">{plan.tagline}</p>
      <p className="mt-5 font-display text-4xl font-semibold">
        {plan.planType === 'free' ? 'Free' : `$${plan.price.toFixed(2)}`}
        {plan.planType === 'paid' ? (
          <span className="text-ink-muted text-base font-normal">/month</span>
        ) : null}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-ink-muted text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-dream-violet">
              ✦
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </article>
  );
}
