import { Button } from '#web/components/ui/Button';

export const doubtLabel = "I don't believe this yet";
export const gentlerTag = 'Gentler version';

interface AffirmationLineProps {
  line: string;
  index: number;
  /** The line is the gentler version the user asked for. */
  gentler: boolean;
  /** Lit while the line is read aloud. */
  reading: boolean;
  /** Null when the list is the fallback shown after an error: nothing to keep on the server. */
  onDoubt: (() => void) | null;
  pending: boolean;
}

/**
 * One affirmation with its "I don't believe this yet" control (decision 0051): a real button,
 * named with the line it acts on, so a screen reader user knows which line gives way.
 */
export function AffirmationLine({ line, index, gentler, reading, onDoubt, pending }: AffirmationLineProps) {
  const number = String(index + 1).padStart(2, '0');
  return (
    <li
      // The line being read aloud is lit, for the eye and for assistive technology.
      aria-current={reading ? 'true' : undefined}
      className={`flex gap-3 rounded-2xl border px-4 py-3 leading-relaxed transition-colors ${
        reading ? 'border-dream-violet/70 bg-dream-violet/15 shadow-glow' : 'border-white/10 bg-white/[0.03]'
      }`}
    >
      <span aria-hidden="true" className="mt-0.5 font-display font-semibold text-dream-gold">
        {number}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        {/* The line is the li's second span: the read-aloud e2e takes the text from there. */}
        <p className="min-w-0">
          <span>{line}</span>
          {gentler ? (
            <span className="ml-2 inline-block rounded-full bg-dream-violet/20 px-2 py-0.5 align-middle text-ink-muted text-xs">
              {gentlerTag}
            </span>
          ) : null}
        </p>
        {onDoubt ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start border border-white/15 text-ink-muted sm:shrink-0"
            aria-label={`${doubtLabel}: affirmation ${index + 1}, “${line}”`}
            disabled={pending}
            onClick={onDoubt}
          >
            {doubtLabel}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
