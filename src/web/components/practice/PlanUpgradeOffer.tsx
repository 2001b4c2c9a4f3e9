import { ButtonLink } from '../ui/ButtonLink';
import { LockIcon } from '../ui/categoryIcons';

/** Where the practice's upgrade offer leads: the plan with a WOOP plan for every dream. */
const upgradeHref = '/subscribe?plan=visionary-plan';

/**
 * What an Explorer sees where the server answered 403 PLAN_REQUIRED (docs/decisions/0075): an
 * invitation, not an error. Explorer keeps one plan and the daily check-in.
 */
export function PlanUpgradeOffer({
  title = 'A plan for every dream is part of Visionary',
}: {
  title?: string;
}) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-dream-gold/30 bg-dream-gold/5 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-dream-gold/10 text-dream-gold"
        >
          <LockIcon />
        </span>
        <div>
          <p className="font-semibold">{title}</p>
          <p className="mt-1 text-ink-muted text-sm leading-relaxed">
            Explorer keeps one plan and the daily check-in. Visionary and Legend add the rest of your
            practice.
          </p>
        </div>
      </div>
      <ButtonLink to={upgradeHref} variant="secondary" size="sm" className="shrink-0">
        See Visionary
      </ButtonLink>
    </div>
  );
}
