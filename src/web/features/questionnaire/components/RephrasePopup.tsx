import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { aiMessages, type RephraseStyle, type RephraseTone, rephraseStyles, rephraseTones } from '#shared/ai';
import { errorCodes } from '#shared/api';
import { Button } from '#web/components/ui/Button';
import { CloseIcon } from '#web/components/ui/icons';
import { showToast } from '#web/components/ui/toastStore';
import { isApiError } from '#web/lib/api/apiError';
import { useAuthModalStore } from '#web/lib/session/authModalStore';
import { useStoredToken } from '#web/lib/session/useStoredToken';
import { rephraseText } from '../api/rephraseRequest';
import { type PopupPosition, popupPosition } from './popupPosition';

interface RephrasePopupProps {
  /** The textarea the popup belongs to: it is placed next to it. */
  anchor: HTMLElement;
  text: string;
  /** Not in the user's plan (or a visitor): the popup says so from the start, not after a refusal. */
  locked: boolean;
  onApply: (text: string) => void;
  /** Closes the popup; the opener puts focus back on its sparkle button unless told not to. */
  onClose: (options?: { returnFocus?: boolean }) => void;
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const selectClasses =
  'block w-full rounded-xl border border-white/20 bg-night-950/80 px-3 py-2 text-sm text-ink ' +
  'hover:border-white/40 focus-visible:border-dream-violet';

type Problem = { kind: 'message'; text: string } | { kind: 'plan' };

/**
 * What a rephrase came back with (decision 0109): a proposal shown beside the answer until the person
 * chooses, the same text (said so, nothing to choose), or a proposal used, which can be undone.
 */
type Outcome =
  | { kind: 'proposal'; original: string; text: string }
  | { kind: 'unchanged' }
  | { kind: 'used'; original: string };

/**
 * docs/product.md §2/§4 "Rephrase Text" popup: tone and style, placed near the textarea and clamped inside
 * the window. A non-modal dialog: Escape or a click outside closes it, focus returns to the button.
 * The proposal is shown beside the answer with Use / Keep mine, and a used one can be restored.
 */
export function RephrasePopup({ anchor, text, locked, onApply, onClose }: RephrasePopupProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLSelectElement>(null);
  const busy = useRef(false);
  const [tone, setTone] = useState<RephraseTone>('inspiring');
  const [style, setStyle] = useState<RephraseStyle>('detailed');
  const [isRunning, setRunning] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [position, setPosition] = useState<PopupPosition | null>(null);
  const signedIn = useStoredToken() !== null;
  const showPlan = locked || problem?.kind === 'plan';

  useLayoutEffect(() => {
    const place = () => {
      const rect = anchor.getBoundingClientRect();
      setPosition(popupPosition(rect, { width: window.innerWidth, height: window.innerHeight }));
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchor]);

  // Focus moves in once the popup is placed (a hidden element cannot take focus).
  const isPlaced = position !== null;
  useEffect(() => {
    if (isPlaced) firstFieldRef.current?.focus();
  }, [isPlaced]);

  /** The popup itself, or the textarea and sparkle button it belongs to. */
  const isInside = useCallback(
    (target: Node) => Boolean(panelRef.current?.contains(target) || anchor.parentElement?.contains(target)),
    [anchor],
  );

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!isInside(target)) onClose({ returnFocus: false });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isInside, onClose]);

  const submit = async () => {
    // Spec: repeat presses while a request runs are ignored.
    if (busy.current) return;
    if (!text.trim()) {
      setProblem({ kind: 'message', text: aiMessages.emptyText });
      return;
    }
    busy.current = true;
    setRunning(true);
    setProblem(null);
    try {
      const result = await rephraseText({ text, tone, style });
      // Nothing is written over the answer until the person chooses the proposal.
      setOutcome(
        result.unchanged ? { kind: 'unchanged' } : { kind: 'proposal', original: text, text: result.text },
      );
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        onClose();
        // Say why the sign-in box appears: it used to open with no word of explanation.
        showToast('Sign in to rephrase your answers with AI.', 'info');
        useAuthModalStore.getState().open('login');
      } else if (isApiError(error) && error.code === errorCodes.planRequired) {
        setProblem({ kind: 'plan' });
      } else {
        const message = isApiError(error) && error.fromServer ? error.message : aiMessages.fallback;
        setProblem({ kind: 'message', text: message });
      }
    } finally {
      busy.current = false;
      setRunning(false);
    }
  };

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      onBlur={(event) => {
        // A non-modal dialog: tabbing out of it closes it, and focus stays where the user went
        // (it used to stay open over the next question, and Escape no longer reached it).
        const next = event.relatedTarget;
        if (next instanceof Node && !isInside(next)) onClose({ returnFocus: false });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      style={position ? { top: position.top, left: position.left } : { visibility: 'hidden' }}
      className="fixed z-50 max-h-[292px] w-[300px] overflow-y-auto rounded-2xl border border-white/15 bg-night-800/95 p-4 text-left shadow-glow backdrop-blur-md"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-display text-lg font-semibold">
          Rephrase Text
        </h2>
        <button
          type="button"
          onClick={() => onClose()}
          aria-label="Close"
          className="rounded-full p-1 text-ink-muted hover:bg-white/10 hover:text-ink"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <label className="text-ink-muted text-xs font-medium">
          Tone
          <select
            ref={firstFieldRef}
            value={tone}
            onChange={(event) => setTone(event.target.value as RephraseTone)}
            className={`mt-1 ${selectClasses}`}
          >
            {rephraseTones.map((option) => (
              <option key={option} value={option}>
                {capitalise(option)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-ink-muted text-xs font-medium">
          Style
          <select
            value={style}
            onChange={(event) => setStyle(event.target.value as RephraseStyle)}
            className={`mt-1 ${selectClasses}`}
          >
            {rephraseStyles.map((option) => (
              <option key={option} value={option}>
                {capitalise(option)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {showPlan ? (
        <div
          role={problem?.kind === 'plan' ? 'alert' : undefined}
          className="mt-3 rounded-xl border border-dream-gold/40 bg-dream-gold/10 px-3 py-2 text-ink text-sm"
        >
          Rephrasing is part of the Visionary plan.{' '}
          {signedIn ? null : (
            <>
              <button
                type="button"
                onClick={() => {
                  onClose();
                  useAuthModalStore.getState().open('login');
                }}
                className="font-semibold underline underline-offset-2"
              >
                Sign in
              </button>{' '}
              if you have it, or{' '}
            </>
          )}
          <Link to="/subscribe?plan=visionary-plan" className="font-semibold underline underline-offset-2">
            See Visionary
          </Link>
        </div>
      ) : null}
      {problem?.kind === 'message' ? (
        <div
          role="alert"
          className="mt-3 rounded-xl border border-danger-border bg-danger-surface px-3 py-2 text-danger-ink text-sm"
        >
          {problem.text}
        </div>
      ) : null}
      {outcome?.kind === 'unchanged' ? (
        <p role="status" className="mt-3 rounded-xl border border-white/15 px-3 py-2 text-ink text-sm">
          {aiMessages.unchanged}
        </p>
      ) : null}
      {outcome?.kind === 'proposal' ? (
        // One above the other: the popup keeps the spec's 300 px width and place (popupPosition.ts).
        <div className="mt-3 grid gap-2 text-sm">
          <figure className="rounded-xl border border-white/15 px-3 py-2">
            <figcaption className="text-ink-muted text-xs font-medium">Yours</figcaption>
            <p className="mt-1 whitespace-pre-wrap text-ink-muted">{outcome.original}</p>
          </figure>
          <figure className="rounded-xl border border-dream-violet/60 px-3 py-2">
            <figcaption className="text-ink-muted text-xs font-medium">Proposal</figcaption>
            <p className="mt-1 whitespace-pre-wrap text-ink">{outcome.text}</p>
          </figure>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setOutcome(null)}>
              Keep mine
            </Button>
            <Button
              size="sm"
              onClick={() => {
                onApply(outcome.text);
                setOutcome({ kind: 'used', original: outcome.original });
              }}
            >
              Use
            </Button>
          </div>
        </div>
      ) : null}
      {outcome?.kind === 'used' ? (
        <div role="status" className="mt-3 flex items-center justify-between gap-2 text-sm">
          <span>Your answer now holds the proposal.</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onApply(outcome.original);
              setOutcome(null);
            }}
          >
            Restore mine
          </Button>
        </div>
      ) : null}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => onClose()}>
          {outcome?.kind === 'used' ? 'Done' : 'Cancel'}
        </Button>
        <Button size="sm" onClick={submit} aria-disabled={isRunning || undefined}>
          {isRunning ? 'Rephrasing...' : 'Rephrase'}
        </Button>
      </div>
    </div>
  );
}
