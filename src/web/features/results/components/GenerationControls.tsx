import { useEffect, useRef } from 'react';
import { dreamWorldMessages } from '#shared/dreamWorld';
import { Button } from '#web/components/ui/Button';
import { SparklesIcon } from '#web/components/ui/icons';
import { useHydrated } from '#web/lib/hooks/useHydrated';
import { generationMessages, type useWorldGeneration } from '../hooks/useWorldGeneration';
import { GenerationSteps, progressAnnouncement } from './GenerationSteps';

interface GenerationControlsProps {
  generation: ReturnType<typeof useWorldGeneration>;
}

/**
 * The button and what it is doing. While the world is made the button reads 'Generating Your
 * Dream World...' and is disabled (aria-disabled, so keyboard focus stays on it and the progress
 * below is announced); a failure replaces it with 'Try again', which takes the focus.
 */
export function GenerationControls({ generation }: GenerationControlsProps) {
  const { state } = generation;
  const retryRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const failedOrLost = state.kind === 'failed' || state.kind === 'poll-error' || state.kind === 'stalled';

  useEffect(() => {
    if (failedOrLost) retryRef.current?.focus();
  }, [failedOrLost]);

  if (state.kind === 'failed' || state.kind === 'poll-error' || state.kind === 'stalled') {
    const failed = state.kind === 'failed';
    const message =
      state.kind === 'failed'
        ? dreamWorldMessages.failed
        : state.kind === 'stalled'
          ? generationMessages.stalled
          : state.message;
    return (
      <div className="mt-9">
        <div
          role="alert"
          className="mx-auto max-w-md rounded-2xl border border-danger-border bg-danger-surface px-4 py-3 text-danger-ink"
        >
          <p className="font-medium">{message}</p>
          {failed && generation.failureReason ? (
            <p className="mt-1 text-sm opacity-90">{generation.failureReason}</p>
          ) : null}
        </div>
        <Button
          ref={retryRef}
          size="lg"
          className="mt-6"
          // A lost poll may only need asking again; a failed or stalled world needs a new start.
          onClick={state.kind === 'poll-error' ? generation.checkAgain : generation.start}
        >
          {dreamWorldMessages.retry}
        </Button>
      </div>
    );
  }

  const working = state.kind === 'working';
  const status = working ? (state.world?.generationStatus ?? null) : null;
  return (
    <div className="mt-9">
      <Button
        size="lg"
        // On the prerendered page the button exists before its code (docs/decisions/0097): until
        // hydration it says it is unavailable rather than ignore a tap.
        aria-disabled={working || !hydrated || undefined}
        aria-describedby="generation-progress"
        onClick={working ? undefined : generation.start}
        className="w-full sm:w-auto"
      >
        {working ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-night-950/30 border-t-night-950"
          />
        ) : (
          <SparklesIcon />
        )}
        {working ? dreamWorldMessages.generating : dreamWorldMessages.generate}
      </Button>
      {working ? <GenerationSteps status={status} /> : null}
      {/* Always present, so screen readers announce each change of step. */}
      <p id="generation-progress" role="status" className="sr-only">
        {working ? progressAnnouncement(status) : ''}
      </p>
    </div>
  );
}
