import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { addDays } from '#shared/localDays';
import { type IsoDay, practiceLimits, weeklyReviewInputSchema } from '#shared/practice';
import { PlanUpgradeOffer } from '#web/components/practice/PlanUpgradeOffer';
import { WoopField } from '#web/components/practice/WoopField';
import { FormMessage } from '#web/components/ui/FormMessage';
import { Spinner } from '#web/components/ui/Spinner';
import { SubmitButton } from '#web/components/ui/SubmitButton';
import { serverMessageOr } from '#web/lib/api/apiError';
import { applyServerFieldErrors } from '#web/lib/api/applyServerFieldErrors';
import {
  isPlanRequired,
  practiceQueryKeys,
  reviewQueryOptions,
  saveReview,
} from '#web/lib/practice/practiceRequests';
import { formatDay } from '../formatDay';

type ReviewInput = { wentWell: string; gotInTheWay: string; oneChange: string };
const fields = ['wentWell', 'gotInTheWay', 'oneChange'] as const;
const prompts: Record<(typeof fields)[number], { label: string; hint: string }> = {
  wentWell: { label: 'What went well?', hint: 'A moment you are glad about, however small.' },
  gotInTheWay: { label: 'What got in the way?', hint: 'Be kind and honest: what made it harder?' },
  oneChange: { label: 'One change for this week', hint: 'One thing you will do differently.' },
};

/** The weekly review of the week starting `weekStart` (a Monday), read back when written. */
export function WeeklyReviewForm({ weekStart }: { weekStart: IsoDay }) {
  const review = useQuery({ ...reviewQueryOptions(weekStart) });
  if (isPlanRequired(review.error))
    return <PlanUpgradeOffer title="The weekly review is part of Visionary" />;
  if (review.isPending) return <Spinner label="Loading your review..." />;
  const initial = review.data ?? { wentWell: '', gotInTheWay: '', oneChange: '' };
  return (
    <ReviewForm
      key={weekStart}
      weekStart={weekStart}
      initial={initial}
      written={review.data !== null && review.data !== undefined}
    />
  );
}

function ReviewForm({
  weekStart,
  initial,
  written,
}: {
  weekStart: IsoDay;
  initial: ReviewInput;
  written: boolean;
}) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput>({
    resolver: zodResolver(weeklyReviewInputSchema),
    defaultValues: {
      wentWell: initial.wentWell,
      gotInTheWay: initial.gotInTheWay,
      oneChange: initial.oneChange,
    },
  });
  const onSubmit = async (body: ReviewInput) => {
    setOutcome(null);
    try {
      await saveReview(weekStart, body);
      setOutcome({ tone: 'success', text: 'Your review is saved. See you next week.' });
      await queryClient.invalidateQueries({ queryKey: practiceQueryKeys.all });
    } catch (error) {
      if (!applyServerFieldErrors(error, fields, setError)) {
        setOutcome({
          tone: 'error',
          text: serverMessageOr(error, 'Your review could not be saved. Please try again.'),
        });
      }
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <p className="text-ink-muted text-sm">
        The week of {formatDay(weekStart, { weekday: undefined })} to{' '}
        {formatDay(addDays(weekStart, 6), { weekday: undefined })}
        {written ? ' · written' : ''}
      </p>
      {fields.map((name) => (
        <WoopField
          key={name}
          label={prompts[name].label}
          hint={prompts[name].hint}
          error={errors[name]?.message}
          value={watch(name)}
          maxLength={practiceLimits.reviewFieldMax}
          {...register(name)}
        />
      ))}
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      <SubmitButton pending={isSubmitting} className="sm:w-auto sm:justify-self-start">
        {written ? 'Update review' : 'Save review'}
      </SubmitButton>
    </form>
  );
}
