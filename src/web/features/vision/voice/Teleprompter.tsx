import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/Button';

/**
 * The lines to read while recording: the current one lit and kept in view, the others dimmed.
 * 'Next line' moves on at the reader's pace; 'Finish' saves.
 */
export function Teleprompter({
  lines,
  current,
  onNext,
  onFinish,
  onCancel,
}: {
  lines: readonly string[];
  current: number;
  onNext: () => void;
  onFinish: () => void;
  onCancel: () => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const finishRef = useRef<HTMLButtonElement>(null);
  const last = current >= lines.length - 1;

  useEffect(() => {
    listRef.current?.children[current]?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  // Focus follows the next useful button: Next line while there is one, then Finish.
  useEffect(() => {
    (last ? finishRef : nextRef).current?.focus();
  }, [last]);

  return (
    <section
      aria-labelledby="teleprompter-heading"
      className="rounded-2xl border border-dream-violet/40 bg-night-950/50 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="teleprompter-heading" className="flex items-center gap-2 font-semibold">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full bg-danger-border motion-safe:animate-glow-pulse"
          />
          Recording
        </h4>
        <p className="text-ink-muted text-sm" aria-live="polite">
          Line {current + 1} of {lines.length}
        </p>
      </div>
      <ol ref={listRef} className="mt-4 grid gap-2">
        {lines.map((line, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed while recording.
            key={index}
            aria-current={index === current ? 'step' : undefined}
            className={
              index === current
                ? 'rounded-xl bg-dream-violet/15 px-4 py-3 font-display text-xl leading-snug text-ink sm:text-2xl'
                : 'px-4 py-1 text-ink-subtle leading-relaxed'
            }
          >
            {line}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button ref={nextRef} variant="secondary" onClick={onNext} disabled={last}>
          Next line
        </Button>
        <Button ref={finishRef} onClick={onFinish}>
          Finish
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
