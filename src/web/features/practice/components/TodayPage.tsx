import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { addDays, weekdayOf, weekStartOf } from '#shared/localDays';
import type { Today } from '#shared/practice';
import { PlanUpgradeOffer } from '#web/components/practice/PlanUpgradeOffer';
import { Button } from '#web/components/ui/Button';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { Spinner } from '#web/components/ui/Spinner';
import { latestDreamWorldQueryOptions } from '#web/lib/dream-world/dreamWorldRequests';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { usePrefersReducedMotion } from '#web/lib/hooks/usePrefersReducedMotion';
import { todayQueryOptions } from '#web/lib/practice/practiceRequests';
import { formatDay } from '../formatDay';
import { CheckInForm } from './CheckInForm';
import { friendlyWord } from './friendlyWord';
import { GuidedMoment } from './GuidedMoment';
import { ReminderSettingsForm } from './ReminderSettingsForm';
import { StreakSection } from './StreakSection';
import { TodayAffirmations } from './TodayAffirmations';
import { TodayPlan } from './TodayPlan';
import { WeeklyReviewForm } from './WeeklyReviewForm';

/**
 * /today (docs/decisions/0075-daily-practice-web.md): the one-minute ritual — a moment in the user's
 * world, today's affirmations, one if-then plan, the check-in — then the streak, the weekly review
 * and the reminders. Signed-in only (RequireToken in the router).
 */
export function TodayPage() {
  useDocumentTitle('Today');
  const today = useQuery({ ...todayQueryOptions(), staleTime: 0 });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      {today.isPending ? (
        <div className="flex min-h-[50vh] items-center justify-center">
          <h1 className="sr-only">Today</h1>
          <Spinner label="Getting today ready..." />
        </div>
      ) : today.isError ? (
        <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
          <h1 className="sr-only">Today</h1>
          <p role="alert" className="text-danger-ink text-lg">
            Today’s practice could not be loaded. Please check your connection and try again.
          </p>
          <Button variant="secondary" onClick={() => today.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <TodayContent today={today.data} />
      )}
    </div>
  );
}

function TodayContent({ today }: { today: Today }) {
  const { streak, checkIn } = today;
  // The week docs/product.md §10 reviews: this week from Friday, else last week (its review read back).
  const reviewWeek =
    today.reviewDue ??
    (weekdayOf(today.day) >= 4 ? weekStartOf(today.day) : weekStartOf(addDays(today.day, -7)));
  return (
    <>
      <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="font-semibold text-dream-pink text-xs uppercase tracking-[0.2em]">
            {formatDay(today.day)}
          </p>
          <h1 className="mt-2 font-display font-semibold text-4xl tracking-tight text-balance sm:text-5xl">
            Your minute for today
          </h1>
          <p className="mt-3 max-w-2xl text-ink-muted text-lg leading-relaxed">
            Look at the life you are building, say it, and take one step toward it.
          </p>
        </div>
        <div className="flex items-center gap-4 rounded-2xl border border-white/10 bg-night-800/70 px-5 py-4 shadow-card">
          <span className="font-display font-semibold text-4xl text-dream-gradient">{streak.current}</span>
          <div>
            <p className="font-semibold">{streak.current === 1 ? 'day in a row' : 'days in a row'}</p>
            <p className="max-w-56 text-ink-muted text-sm">{friendlyWord(streak, checkIn)}</p>
          </div>
        </div>
      </header>

      <div className="mt-10 grid items-start gap-6 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <Step number={1} title="Look" id="today-look">
          <TodayWorld />
        </Step>
        <div className="grid gap-6">
          <Step number={2} title="Say" id="today-say">
            <TodayAffirmations lines={today.affirmations} favourites={today.favourites} />
          </Step>
          <Step number={3} title="Act" id="today-act">
            <TodayPlan plan={today.plan} />
          </Step>
        </div>
      </div>

      <Step number={4} title="Check in" id="today-check-in" className="mt-6">
        <CheckInForm
          // Kept across the refetch that follows a check-in, so its confirmation stays on screen.
          key={today.day}
          day={today.day}
          existing={checkIn}
          category={today.plan?.category ?? null}
        />
      </Step>

      {today.fullPractice ? (
        <>
          <Section title="Your streak" id="today-streak">
            <StreakSection today={today.day} />
          </Section>
          <Section title={today.reviewDue ? 'Your weekly review is due' : 'Weekly review'} id="today-review">
            {today.reviewsOpen ? (
              <WeeklyReviewForm weekStart={reviewWeek} />
            ) : (
              // The first week of practice has no week behind it to review (decision 0108).
              <p className="text-ink-muted">
                {today.firstReviewDay
                  ? `Your first weekly review opens on ${formatDay(today.firstReviewDay)}, after your first week of practice.`
                  : 'Your first weekly review comes after your first week of practice. Check in today to begin.'}
              </p>
            )}
          </Section>
          <Section title="Reminders" id="today-reminders">
            <ReminderSettingsForm />
          </Section>
        </>
      ) : (
        // Explorer (docs/decisions/0075-daily-practice-web.md): one offer for the rest of the practice.
        <Section title="Grow your practice" id="today-more">
          <ul className="mb-5 grid gap-2 text-ink-muted sm:grid-cols-2">
            <li>A WOOP plan for each of your five dreams</li>
            <li>A calendar of your months, with freezes for the days life gets in the way</li>
            <li>A weekly review: what went well, what got in the way, one change</li>
            <li>Reminders by email and on your phone, only on days you have not checked in</li>
          </ul>
          <PlanUpgradeOffer title="The full practice is part of Visionary" />
        </Section>
      )}
    </>
  );
}

/** The latest world's guided moment, or the way to one. */
function TodayWorld() {
  const reducedMotion = usePrefersReducedMotion();
  const latest = useQuery(latestDreamWorldQueryOptions());
  if (latest.isPending) return <Spinner label="Loading your dream world..." />;
  const world = latest.data;
  if (world?.generationStatus === 'completed' && world.spec) {
    return <GuidedMoment spec={world.spec} reducedMotion={reducedMotion} />;
  }
  return (
    <div className="flex min-h-64 flex-col items-start justify-center gap-4 rounded-3xl border border-white/15 border-dashed bg-night-900/50 p-6">
      <p className="font-display font-semibold text-xl">Your dream world is waiting</p>
      <p className="text-ink-muted leading-relaxed">
        Your minute is richer with a world to look at: your home, your landscape, a place for every dream.
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/results">Create your world</ButtonLink>
        <ButtonLink to="/questionnaire" variant="secondary">
          Answer the questions
        </ButtonLink>
      </div>
    </div>
  );
}

function Step({
  number,
  title,
  id,
  className = '',
  children,
}: {
  number: number;
  title: string;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`surface-card p-5 sm:p-7 ${className}`}>
      <h2 id={id} className="mb-4 flex items-center gap-3 font-display font-semibold text-2xl">
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-linear-to-br from-dream-violet to-dream-pink font-sans text-night-950 text-sm"
        >
          {number}
        </span>
        <span>
          <span className="sr-only">Step {number}: </span>
          {title}
        </span>
      </h2>
      {children}
    </section>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="surface-card mt-10 p-5 sm:p-8">
      <h2 id={id} className="mb-5 font-display font-semibold text-2xl sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
