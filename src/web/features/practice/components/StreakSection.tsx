import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { IsoDay } from '#shared/practice';
import { PlanUpgradeOffer } from '#web/components/practice/PlanUpgradeOffer';
import { Button } from '#web/components/ui/Button';
import { FormMessage } from '#web/components/ui/FormMessage';
import { Spinner } from '#web/components/ui/Spinner';
import { serverMessageOr } from '#web/lib/api/apiError';
import {
  calendarQueryOptions,
  isPlanRequired,
  practiceQueryKeys,
  spendFreeze,
} from '#web/lib/practice/practiceRequests';
import { formatDay } from '../formatDay';
import { calendarRange, freezableDays, PracticeCalendar } from './PracticeCalendar';

/** The calendar of the last months and the freezes to spend on a missed day (paid plans). */
export function StreakSection({ today }: { today: IsoDay }) {
  const { from, to } = calendarRange(today);
  const calendar = useQuery({ ...calendarQueryOptions(from, to) });
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [spending, setSpending] = useState(false);

  if (isPlanRequired(calendar.error))
    return <PlanUpgradeOffer title="Your calendar and freezes are part of Visionary" />;
  if (calendar.isPending) return <Spinner label="Loading your calendar..." />;
  if (calendar.isError) {
    return (
      <p role="alert" className="text-danger-ink">
        Your calendar could not be loaded.{' '}
        <button type="button" onClick={() => calendar.refetch()} className="underline underline-offset-4">
          Try again
        </button>
      </p>
    );
  }

  const { days, streak } = calendar.data;
  const missed = freezableDays(days, today);
  const freeze = async (day: IsoDay) => {
    setSpending(true);
    setMessage(null);
    try {
      await spendFreeze(day);
      setMessage({ tone: 'success', text: `${formatDay(day)} is kept by a freeze. Your streak goes on.` });
      await queryClient.invalidateQueries({ queryKey: practiceQueryKeys.all });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: serverMessageOr(error, 'The freeze could not be spent. Please try again.'),
      });
    } finally {
      setSpending(false);
    }
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-sky-300/20 bg-sky-300/5 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-relaxed">
          <span className="font-semibold">
            {streak.freezesAvailable} {streak.freezesAvailable === 1 ? 'freeze' : 'freezes'} available.
          </span>{' '}
          <span className="text-ink-muted">
            You earn one for every 7 check-ins.{' '}
            {streak.graceUsedThisWeek
              ? 'This week’s grace day is used: the next missed day needs a freeze.'
              : 'One missed day a week is kept by grace, on its own.'}
          </span>
        </p>
        {missed.length > 0 && streak.freezesAvailable > 0 ? (
          <div className="flex flex-wrap gap-2">
            {missed.slice(0, 2).map((day) => (
              <Button key={day} size="sm" variant="secondary" disabled={spending} onClick={() => freeze(day)}>
                Freeze {formatDay(day, { month: undefined, day: undefined })}
                <span className="sr-only"> ({formatDay(day)})</span>
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      <PracticeCalendar days={days} />
    </div>
  );
}
