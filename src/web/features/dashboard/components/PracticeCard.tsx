import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type WorldCategory, worldCategories } from '#shared/worldSpec';
import { categoryNames } from '#web/components/practice/categoryNames';
import { IfThenLine } from '#web/components/practice/IfThenLine';
import { PlanButton } from '#web/components/practice/PlanButton';
import { usePlans } from '#web/components/practice/usePlans';
import { WoopPlanDialog } from '#web/components/practice/WoopPlanDialog';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { categoryIcons } from '#web/components/ui/categoryIcons';
import { todayQueryOptions } from '#web/lib/practice/practiceRequests';

/**
 * The daily practice at a glance (docs/decisions/0075-daily-practice-web.md): the streak, the way to
 * today's minute, and a WOOP plan beside each of the five dreams, editable here.
 */
export function PracticeCard() {
  const today = useQuery(todayQueryOptions());
  const plans = usePlans();
  const [editing, setEditing] = useState<WorldCategory | null>(null);
  // A failed read leaves the rest of the dashboard alone, like the world card.
  if (today.isPending || today.isError) return null;
  const { streak, checkIn } = today.data;

  return (
    <section aria-labelledby="practice-card-heading" className="surface-card mt-6 p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="practice-card-heading" className="font-display font-semibold text-xl">
            Your daily practice
          </h2>
          <p className="mt-1 text-ink-muted text-sm">
            {streak.current > 0
              ? `${streak.current}-day streak · longest ${streak.longest}`
              : 'One minute a day with your world, your words and one plan.'}
            {checkIn ? ' · checked in today' : ''}
          </p>
        </div>
        <ButtonLink to="/today" variant={checkIn ? 'secondary' : 'primary'} className="shrink-0">
          {checkIn ? 'See today' : 'Today’s minute'}
        </ButtonLink>
      </div>
      {plans.loaded ? (
        <ul className="mt-5 grid gap-2.5 sm:grid-cols-2 lg:grid-cols-3">
          {worldCategories.map((category) => {
            const plan = plans.byCategory[category] ?? null;
            const Icon = categoryIcons[category];
            return (
              <li
                key={category}
                className="flex gap-3 rounded-2xl border border-white/10 bg-night-900/50 p-3.5"
              >
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-white/5 text-dream-violet"
                >
                  <Icon className="size-5" />
                </span>
                <div className="min-w-0 text-sm">
                  <h3 className="font-semibold">{categoryNames[category]}</h3>
                  {plan ? (
                    <IfThenLine plan={plan} className="mt-0.5 text-ink-muted" />
                  ) : (
                    <p className="mt-0.5 text-ink-subtle">No plan yet.</p>
                  )}
                  <PlanButton
                    hasPlan={plan !== null}
                    dream={categoryNames[category]}
                    onClick={() => setEditing(category)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <WoopPlanDialog
        category={editing}
        plan={editing ? (plans.byCategory[editing] ?? null) : null}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
