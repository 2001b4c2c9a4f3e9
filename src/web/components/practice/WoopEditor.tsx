import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { practiceLimits, type WoopInput, type WoopPlan, woopInputSchema } from '#shared/practice';
import type { WorldCategory } from '#shared/worldSpec';
import { serverMessageOr } from '#web/lib/api/apiError';
import { applyServerFieldErrors } from '#web/lib/api/applyServerFieldErrors';
import {
  draftQueryOptions,
  isPlanRequired,
  practiceQueryKeys,
  savePlan,
} from '#web/lib/practice/practiceRequests';
import { FormMessage } from '../ui/FormMessage';
import { Spinner } from '../ui/Spinner';
import { SubmitButton } from '../ui/SubmitButton';
import { categoryNames } from './categoryNames';
import { PlanUpgradeOffer } from './PlanUpgradeOffer';
import { WoopField } from './WoopField';

const fields = ['wish', 'outcome', 'obstacle', 'planIf', 'planThen'] as const;

/**
 * WOOP (docs/decisions/0075-daily-practice-web.md): Wish, Outcome, Obstacle, then the Plan as "If …
 * then …". The questions are written to lead to a good answer: the obstacle is an inner one, the
 * plan names a moment. A new plan starts from the writer's draft (the wish from the answers).
 */
const prompts = {
  wish: { label: 'Wish', hint: 'What do you want for this part of your life? Challenging, but possible.' },
  outcome: { label: 'Outcome', hint: 'The best thing about reaching it. How would it feel?' },
  obstacle: {
    label: 'Obstacle',
    hint: 'What in you stands in the way? A habit, a feeling, a thought — the inner one.',
  },
  planIf: { label: 'If…', hint: 'When and where does it show up? A moment you will recognise.' },
  planThen: { label: 'Then…', hint: 'What will you do in that moment? One small, concrete step.' },
} as const satisfies Record<(typeof fields)[number], { label: string; hint: string }>;

interface WoopEditorProps {
  category: WorldCategory;
  /** The saved plan; without one the writer's draft fills the form. */
  plan: WoopPlan | null;
  onSaved?: (plan: WoopPlan) => void;
}

/** The WOOP form for one dream category, prefilled, saved with PUT /practice/plans/{category}. */
export function WoopEditor({ category, plan, onSaved }: WoopEditorProps) {
  const draft = useQuery({ ...draftQueryOptions(category), enabled: plan === null });
  if (plan) return <WoopForm category={category} initial={plan} onSaved={onSaved} isDraft={false} />;
  if (draft.isPending) {
    return (
      <div className="flex min-h-48 items-center justify-center">
        <Spinner label="Writing a first draft from your answers..." />
      </div>
    );
  }
  if (isPlanRequired(draft.error)) return <PlanUpgradeOffer />;
  // Without a draft (no answers yet, or the writer failed) the user writes from scratch.
  const empty = { wish: '', outcome: '', obstacle: '', planIf: '', planThen: '' };
  return <WoopForm category={category} initial={draft.data ?? empty} onSaved={onSaved} isDraft />;
}

function WoopForm({
  category,
  initial,
  onSaved,
  isDraft,
}: {
  category: WorldCategory;
  initial: WoopInput;
  onSaved?: (plan: WoopPlan) => void;
  isDraft: boolean;
}) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [locked, setLocked] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<WoopInput>({
    resolver: zodResolver(woopInputSchema),
    defaultValues: {
      wish: initial.wish,
      outcome: initial.outcome,
      obstacle: initial.obstacle,
      planIf: initial.planIf,
      planThen: initial.planThen,
    },
  });

  const onSubmit = async (body: WoopInput) => {
    setOutcome(null);
    try {
      const saved = await savePlan(category, body);
      setOutcome({ tone: 'success', text: `Your ${categoryNames[category].toLowerCase()} plan is saved.` });
      await queryClient.invalidateQueries({ queryKey: practiceQueryKeys.all });
      onSaved?.(saved);
    } catch (error) {
      if (isPlanRequired(error)) {
        setLocked(true);
        return;
      }
      if (!applyServerFieldErrors(error, fields, setError)) {
        setOutcome({
          tone: 'error',
          text: serverMessageOr(error, 'Your plan could not be saved. Please try again.'),
        });
      }
    }
  };

  if (locked) return <PlanUpgradeOffer />;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      {isDraft ? (
        <p className="rounded-xl border border-dream-violet/30 bg-dream-violet/10 px-4 py-3 text-ink-muted text-sm">
          A first draft from your answers. Make every line your own before you save it.
        </p>
      ) : null}
      {fields.slice(0, 3).map((name) => (
        <WoopField
          key={name}
          label={prompts[name].label}
          hint={prompts[name].hint}
          error={errors[name]?.message}
          value={watch(name)}
          maxLength={practiceLimits.woopFieldMax}
          {...register(name)}
        />
      ))}
      <fieldset className="grid gap-4 rounded-2xl border border-white/10 bg-night-950/40 p-4">
        <legend className="px-1 font-semibold text-sm">Your plan</legend>
        {fields.slice(3).map((name) => (
          <WoopField
            key={name}
            label={prompts[name].label}
            hint={prompts[name].hint}
            error={errors[name]?.message}
            value={watch(name)}
            maxLength={practiceLimits.woopFieldMax}
            rows={2}
            {...register(name)}
          />
        ))}
      </fieldset>
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      <SubmitButton pending={isSubmitting} className="sm:w-auto sm:justify-self-start">
        Save plan
      </SubmitButton>
    </form>
  );
}
