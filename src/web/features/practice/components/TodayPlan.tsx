import { useState } from 'react';
import type { WoopPlan } from '#shared/practice';
import { type WorldCategory, worldCategories } from '#shared/worldSpec';
import { categoryNames } from '#web/components/practice/categoryNames';
import { IfThenLine } from '#web/components/practice/IfThenLine';
import { WoopPlanDialog } from '#web/components/practice/WoopPlanDialog';
import { categoryIcons } from '#web/components/ui/categoryIcons';

/**
 * Today's if-then plan to act on, with its wish and obstacle as a reminder of why. Before the first
 * plan: the five dreams to choose one from, each opening the WOOP editor.
 */
export function TodayPlan({ plan }: { plan: WoopPlan | null }) {
  const [editing, setEditing] = useState<WorldCategory | null>(null);
  return (
    <div>
      {plan ? (
        <div className="grid gap-3">
          <p className="text-ink-subtle text-xs uppercase tracking-[0.2em]">{categoryNames[plan.category]}</p>
          <IfThenLine plan={plan} className="font-display text-xl sm:text-2xl" />
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-ink-subtle">Your wish</dt>
              <dd className="text-ink-muted">{plan.wish}</dd>
            </div>
            <div>
              <dt className="text-ink-subtle">What may get in the way</dt>
              <dd className="text-ink-muted">{plan.obstacle}</dd>
            </div>
          </dl>
          <button
            type="button"
            onClick={() => setEditing(plan.category)}
            className="justify-self-start rounded-md font-medium text-dream-violet text-sm underline underline-offset-4 hover:text-dream-pink"
          >
            Edit this plan
          </button>
        </div>
      ) : (
        <div>
          <p className="text-ink-muted leading-relaxed">
            A dream needs a plan to live on. Pick one dream and write it as “If …, then …”: the moment, and
            the small step you take in it.
          </p>
          <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {worldCategories.map((category) => {
              const Icon = categoryIcons[category];
              return (
                <li key={category}>
                  <button
                    type="button"
                    onClick={() => setEditing(category)}
                    className="flex min-h-11 w-full items-center gap-2 rounded-xl border border-white/15 bg-night-900/50 px-3 py-2 text-left text-sm hover:border-dream-violet/60 hover:bg-dream-violet/10"
                  >
                    <Icon className="size-4 text-dream-violet" />
                    <span>
                      <span className="sr-only">Make a plan for </span>
                      {categoryNames[category]}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <WoopPlanDialog
        category={editing}
        plan={plan && editing === plan.category ? plan : null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
