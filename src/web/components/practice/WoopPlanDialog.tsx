import { lazy, Suspense, useId } from 'react';
import type { WoopPlan } from '#shared/practice';
import type { WorldCategory } from '#shared/worldSpec';
import { Dialog } from '../ui/Dialog';
import { CloseIcon } from '../ui/icons';
import { Spinner } from '../ui/Spinner';
import { showToast } from '../ui/toastStore';
import { categoryNames } from './categoryNames';

// The form's code (react-hook-form, the resolver) comes with the first plan opened, not with the page.
const WoopEditor = lazy(() => import('./WoopEditor').then((m) => ({ default: m.WoopEditor })));

interface WoopPlanDialogProps {
  category: WorldCategory | null;
  plan: WoopPlan | null;
  onClose: () => void;
}

/** The WOOP editor over the page, opened beside a dream on the vision page and the dashboard. */
export function WoopPlanDialog({ category, plan, onClose }: WoopPlanDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={category !== null} onClose={onClose} labelledBy={titleId} className="max-w-xl">
      {category ? (
        <div className="rounded-3xl border border-white/15 bg-night-800 p-6 shadow-2xl shadow-black/50 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="font-semibold text-dream-pink text-xs uppercase tracking-[0.2em]">
                {categoryNames[category]}
              </p>
              <h2 id={titleId} className="mt-1 font-display font-semibold text-2xl">
                {plan ? 'Your plan' : 'Make a plan for this dream'}
              </h2>
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-white/10 hover:text-ink"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="mt-5">
            <Suspense fallback={<Spinner label="Opening your plan..." />}>
              <WoopEditor
                category={category}
                plan={plan}
                // Saved is done: the dialog closes (it used to stay open over the page) and the
                // page says so where the user is looking next.
                onSaved={() => {
                  showToast(`Your ${categoryNames[category].toLowerCase()} plan is saved.`, 'success');
                  onClose();
                }}
              />
            </Suspense>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
