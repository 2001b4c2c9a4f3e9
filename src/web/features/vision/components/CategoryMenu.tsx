import { useState } from 'react';
import { Link } from 'react-router';
import type { WoopPlan } from '#shared/practice';
import type { CategoryView, WorldCategory } from '#shared/worldSpec';
import { IfThenLine } from '#web/components/practice/IfThenLine';
import { PlanButton } from '#web/components/practice/PlanButton';
import { usePlans } from '#web/components/practice/usePlans';
import { WoopPlanDialog } from '#web/components/practice/WoopPlanDialog';
import { categoryIcons, LockIcon } from '#web/components/ui/categoryIcons';

interface CategoryMenuProps {
  categories: readonly CategoryView[];
  focus: WorldCategory | null;
  onFocus: (category: WorldCategory | null) => void;
}

/** Where a locked category sends the user: the plan that unlocks the full world. */
export const unlockHref = '/subscribe?plan=visionary-plan';

/**
 * docs/product.md §2's side menu: the five categories in `worldCategories` order (the spec keeps them in that
 * order), each a toggle button. Pressed = the camera shows that category's viewpoint; pressing it
 * again returns to the arrival view. A locked category (basic world) is not a button: it says it
 * is part of Visionary and links to the upgrade.
 */
export function CategoryMenu({ categories, focus, onFocus }: CategoryMenuProps) {
  // The WOOP plan beside each dream (docs/decisions/0075-daily-practice-web.md), edited in a dialog.
  const plans = usePlans();
  const [editing, setEditing] = useState<WorldCategory | null>(null);
  return (
    <section aria-labelledby="vision-categories-heading" className="flex flex-col lg:h-full">
      <h3
        id="vision-categories-heading"
        className="font-semibold text-ink-subtle text-xs uppercase tracking-[0.2em]"
      >
        Explore your vision
      </h3>
      <ul className="mt-3 grid gap-2.5 sm:grid-cols-2 sm:max-lg:[&>li:nth-child(odd):last-child]:col-span-2 lg:min-h-0 lg:flex-1 lg:grid-cols-1 lg:content-start lg:overflow-y-auto lg:overscroll-contain lg:pr-1 lg:pb-8 lg:[mask-image:linear-gradient(to_bottom,black_calc(100%-2.5rem),transparent)]">
        {categories.map((view) => (
          <li key={view.category}>
            {view.unlocked ? (
              <CategoryToggle
                view={view}
                pressed={focus === view.category}
                onToggle={() => onFocus(focus === view.category ? null : view.category)}
                plan={plans.loaded ? (plans.byCategory[view.category] ?? null) : undefined}
                onEditPlan={() => setEditing(view.category)}
              />
            ) : (
              <LockedCategory view={view} />
            )}
          </li>
        ))}
      </ul>
      {focus !== null ? (
        <button
          type="button"
          onClick={() => onFocus(null)}
          className="mt-3 self-start rounded-md text-dream-violet text-sm underline underline-offset-4 hover:text-dream-pink"
        >
          Back to the arrival view
        </button>
      ) : null}
      <WoopPlanDialog
        category={editing}
        plan={editing ? (plans.byCategory[editing] ?? null) : null}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}

function CategoryToggle({
  view,
  pressed,
  onToggle,
  plan,
  onEditPlan,
}: {
  view: CategoryView;
  pressed: boolean;
  onToggle: () => void;
  /** The saved plan, null without one, undefined while not known (nothing is offered then). */
  plan: WoopPlan | null | undefined;
  onEditPlan: () => void;
}) {
  const Icon = categoryIcons[view.category];
  const descriptionId = `category-${view.category}-description`;
  return (
    <div
      className={`relative flex gap-3 rounded-2xl border p-3.5 transition ${
        pressed
          ? 'border-dream-violet/70 bg-dream-violet/15 shadow-glow'
          : 'border-white/10 bg-night-800/70 hover:border-white/25 hover:bg-night-700/60'
      }`}
    >
      <span
        aria-hidden="true"
        className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${
          pressed
            ? 'bg-linear-to-br from-dream-violet to-dream-pink text-night-950'
            : 'bg-white/5 text-dream-violet'
        }`}
      >
        <Icon />
      </span>
      <div className="min-w-0">
        {/* The button's ::after covers the whole card, so the card is the click target while the
            accessible name stays the title and the description is its description. */}
        <button
          type="button"
          aria-pressed={pressed}
          aria-describedby={descriptionId}
          onClick={onToggle}
          className="text-left font-semibold leading-snug after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-dream-gold focus-visible:after:outline-offset-2"
        >
          {view.title}
        </button>
        <p id={descriptionId} className="mt-1 text-ink-muted text-sm leading-relaxed">
          {view.description}
        </p>
        {plan === undefined ? null : (
          // Above the card-wide toggle (its ::after), so the plan's own button takes its clicks.
          <div className="relative z-10 mt-2.5 border-white/10 border-t pt-2.5 text-sm">
            {plan ? <IfThenLine plan={plan} className="text-ink-muted" /> : null}
            <PlanButton hasPlan={plan !== null} dream={view.title} onClick={onEditPlan} />
          </div>
        )}
      </div>
    </div>
  );
}

function LockedCategory({ view }: { view: CategoryView }) {
  const Icon = categoryIcons[view.category];
  return (
    <div className="flex gap-3 rounded-2xl border border-white/10 border-dashed bg-night-900/60 p-3.5">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/5 text-ink-subtle"
      >
        <Icon />
      </span>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold leading-snug">
          {view.title}
          <span className="inline-flex items-center gap-1 rounded-full border border-dream-gold/40 bg-dream-gold/10 px-2 py-0.5 font-medium text-dream-gold text-xs">
            <LockIcon className="size-3.5" />
            Part of Visionary
          </span>
        </p>
        <p className="mt-1 text-ink-muted text-sm leading-relaxed">{view.description}</p>
        <Link
          to={unlockHref}
          className="mt-1.5 inline-block rounded-md font-medium text-dream-violet text-sm underline underline-offset-4 hover:text-dream-pink"
        >
          Unlock<span className="sr-only"> {view.title}</span> with Visionary
        </Link>
      </div>
    </div>
  );
}
