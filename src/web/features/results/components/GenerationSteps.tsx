import type { GenerationStatus } from '#shared/dreamWorld';

/** What the generation job is doing, step by step, driven by the world's real status. */
const steps = [
  { id: 'queued', label: 'Reading your answers' },
  { id: 'generating', label: 'Shaping your world' },
  { id: 'completed', label: 'Opening the door' },
] as const;

function currentStepIndex(status: GenerationStatus | null): number {
  if (status === 'generating') return 1;
  if (status === 'completed') return 2;
  // The request is on its way (null) or the job waits in the queue.
  return 0;
}

/** The current step in words, for the live region that announces progress. */
export function progressAnnouncement(status: GenerationStatus | null): string {
  const index = currentStepIndex(status);
  return `Step ${index + 1} of ${steps.length}: ${steps[index]?.label ?? ''}…`;
}

export function GenerationSteps({ status }: { status: GenerationStatus | null }) {
  const current = currentStepIndex(status);
  return (
    <ol aria-label="Progress" className="mx-auto mt-8 grid max-w-md gap-3 text-left sm:grid-cols-3 sm:gap-4">
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li
            key={step.id}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex items-center gap-3 sm:flex-col sm:gap-2 sm:text-center"
          >
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center rounded-full border font-semibold text-xs ${
                state === 'done'
                  ? 'border-dream-violet bg-dream-violet text-night-950'
                  : state === 'current'
                    ? 'animate-glow-pulse border-dream-gold text-dream-gold'
                    : 'border-white/25 text-ink-subtle'
              }`}
            >
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={`text-sm ${state === 'next' ? 'text-ink-subtle' : 'text-ink'}`}>
              {step.label}
              {state === 'done' ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
