import { useCallback, useId, useRef, useState } from 'react';
import { isAnswered, type Question, type QuestionKey, questionnaireLimits } from '#shared/questionnaire';
import { SparklesIcon } from '#web/components/ui/icons';
import { useAutoGrow } from '#web/lib/hooks/useAutoGrow';
import { RephrasePopup } from './RephrasePopup';

interface QuestionFieldProps {
  question: Question & { key: QuestionKey };
  value: string;
  onChange: (key: QuestionKey, value: string) => void;
}

/**
 * One question: a textarea of two rows that grows with the answer (docs/product.md §2), with the
 * sparkle button once it holds text.
 */
export function QuestionField({ question, value, onChange }: QuestionFieldProps) {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(textareaRef, value);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isPopupOpen, setPopupOpen] = useState(false);
  const closePopup = useCallback(({ returnFocus = true }: { returnFocus?: boolean } = {}) => {
    setPopupOpen(false);
    // Focus back where the popup was opened from (or the textarea if the button is gone), unless
    // the user closed it by moving focus or clicking elsewhere: then focus stays where they went.
    if (returnFocus) requestAnimationFrame(() => (buttonRef.current ?? textareaRef.current)?.focus());
  }, []);
  const showSparkle = isAnswered(value);

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
          onChange={(event) => onChange(question.key, event.target.value)}
          className="block max-h-[60dvh] w-full resize-none overflow-y-auto rounded-xl border border-white/20 bg-night-950/60 py-3 pr-12 pl-4 text-base text-ink leading-relaxed placeholder:text-ink-subtle transition-colors hover:border-white/40 focus-visible:border-dream-violet"
        />
        {showSparkle ? (
          <button
            ref={buttonRef}
            type="button"
            onClick={() => setPopupOpen((open) => !open)}
            aria-label={`Rephrase your answer: ${question.label}`}
            aria-haspopup="dialog"
            aria-expanded={isPopupOpen}
            className="absolute top-2 right-2 rounded-full p-2 text-dream-gold transition hover:bg-white/10 hover:text-ink"
          >
            <SparklesIcon className="size-5" />
          </button>
        ) : null}
      </div>
      {isPopupOpen && textareaRef.current ? (
        <RephrasePopup
          anchor={textareaRef.current}
          text={value}
          onApply={(text) => onChange(question.key, text.slice(0, questionnaireLimits.answerMax))}
          onClose={closePopup}
        />
      ) : null}
    </div>
  );
}
