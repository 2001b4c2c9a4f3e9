import type { SaveState } from '../hooks/useAnswerSaver';

/** A quiet line that says whether the signed-in user's answers are safe, with a retry on failure. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <p aria-live="polite" className="text-center text-ink-subtle text-sm sm:text-right">
      {state === 'saving' ? 'Saving…' : null}
      {state === 'saved' ? (
        <>
          {/* Short on a phone, where it shares one row with Back and Next. */}
          <span className="sm:hidden">Saved</span>
          <span className="hidden sm:inline">All changes saved</span>
        </>
      ) : null}
      {state === 'failed' ? (
        <span className="text-danger-ink">
          Not saved.{' '}
          <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
            Try again
          </button>
        </span>
      ) : null}
    </p>
  );
}
