import { type ClipboardEvent, useCallback, useId, useRef, useState } from 'react';
import { isAnswered, type Question, type QuestionKey, questionnaireLimits } from '#shared/questionnaire';
import { SparklesIcon } from '#web/components/ui/icons';
import { useAutoGrow } from '#web/lib/hooks/useAutoGrow';
import { counterFrom, insertWithinLimit, leftOutMessage, lengthCounterText } from '../answerLimit';
import { RephrasePopup } from './RephrasePopup';

interface QuestionFieldProps {
  question: Question & { key: QuestionKey };
  value: string;
  onChange: (key: QuestionKey, value: string) => void;
  /** Rephrasing is not in the user's plan (or they are a visitor): the button says so before the click. */
  rephraseLocked: boolean;
}

/**
 * One question: a textarea of two rows that grows with the answer (docs/product.md §2), with the
 * sparkle button once it holds text. Near the 2,000-character limit a counter shows; a paste (or a
 * rephrased text) that does not fit is cut after a whole word and the field says how much was
 * left out, never silently.
 */
export function QuestionField({ question, value, onChange, rephraseLocked }: QuestionFieldProps) {
  const id = useId();
  const counterId = `${id}-length`;
  const noticeId = `${id}-left-out`;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(textareaRef, value);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isPopupOpen, setPopupOpen] = useState(false);
  const [leftOut, setLeftOut] = useState<string | null>(null);
  const closePopup = useCallback(({ returnFocus = true }: { returnFocus?: boolean } = {}) => {
    setPopupOpen(false);
    // Focus back where the popup was opened from (or the textarea if the button is gone), unless
    // the user closed it by moving focus or clicking elsewhere: then focus stays where they went.
    if (returnFocus) requestAnimationFrame(() => (buttonRef.current ?? textareaRef.current)?.focus());
  }, []);
  const showSparkle = isAnswered(value);
  const showCounter = value.length >= counterFrom;

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    const field = event.currentTarget;
    const { selectionStart, selectionEnd } = field;
    const room = questionnaireLimits.answerMax - (value.length - (selectionEnd - selectionStart));
    if (pasted.length <= room) {
      setLeftOut(null);
      return;
    }
    // The textarea's maxLength would cut the paste mid-word without a word: do it here, and say so.
    event.preventDefault();
    const result = insertWithinLimit(value, pasted, selectionStart, selectionEnd);
    onChange(question.key, result.value);
    setLeftOut(leftOutMessage(result.leftOut, 'paste'));
    requestAnimationFrame(() => field.setSelectionRange(result.caret, result.caret));
  };

  const onRephrased = (text: string) => {
    const result = insertWithinLimit('', text, 0, 0);
    onChange(question.key, result.value);
    setLeftOut(result.leftOut > 0 ? leftOutMessage(result.leftOut, 'rephrase') : null);
  };

  const describedBy = [showCounter ? counterId : null, leftOut ? noticeId : null].filter(Boolean).join(' ');

  return (
    <div className="text-left">
      <label htmlFor={id} className="block font-medium text-base text-ink leading-snug">
        {question.label}
      </label>
      <div className="relative mt-2">
        <textarea
          ref={textareaRef}
          id={id}
          name={question.key}
          rows={2}
          maxLength={questionnaireLimits.answerMax}
          value={value}
          placeholder={question.placeholder}
          aria-describedby={describedBy || undefined}
          onPaste={onPaste}
          onChange={(event) => {
            if (leftOut && event.target.value.length < value.length) setLeftOut(null);
            onChange(question.key, event.target.value);
          }}
          className={`block max-h-[60dvh] w-full resize-none overflow-y-auto rounded-xl border border-white/20 bg-night-950/60 py-3 pl-4 text-base text-ink leading-relaxed placeholder:text-ink-subtle transition-colors hover:border-white/40 focus-visible:border-dream-violet ${
            showSparkle && rephraseLocked ? 'pr-24' : 'pr-12'
          }`}
        />
        {showSparkle ? (
          <button
            ref={buttonRef}
            type="button"
            onClick={() => setPopupOpen((open) => !open)}
            aria-label={`Rephrase your answer: ${question.label}${rephraseLocked ? ' (Visionary plan)' : ''}`}
            aria-haspopup="dialog"
            aria-expanded={isPopupOpen}
            className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full p-2 text-dream-gold transition hover:bg-white/10 hover:text-ink"
          >
            <SparklesIcon className="size-5 shrink-0" />
            {rephraseLocked ? (
              // The plan badge: a visitor or Explorer user learns it is paid before the click.
              <span
                data-plan-badge
                className="rounded-full border border-dream-gold/50 px-1.5 py-0.5 font-semibold text-[0.6875rem] text-dream-gold uppercase leading-none tracking-wide"
              >
                Visionary
              </span>
            ) : null}
          </button>
        ) : null}
      </div>
      {showCounter ? (
        <p
          id={counterId}
          className={`mt-1.5 text-right text-xs ${
            value.length >= questionnaireLimits.answerMax ? 'text-dream-gold' : 'text-ink-subtle'
          }`}
        >
          {lengthCounterText(value.length)}
        </p>
      ) : null}
      <p id={noticeId} role="status" className="empty:hidden mt-1.5 text-dream-gold text-sm">
        {leftOut}
      </p>
      {isPopupOpen && textareaRef.current ? (
        <RephrasePopup
          anchor={textareaRef.current}
          text={value}
          locked={rephraseLocked}
          onApply={onRephrased}
          onClose={closePopup}
        />
      ) : null}
    </div>
  );
}
