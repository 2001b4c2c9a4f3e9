import { type Ref, type TextareaHTMLAttributes, useId, useRef } from 'react';
import { useAutoGrow } from '#web/lib/hooks/useAutoGrow';
import { fieldErrorClasses, inputClasses, labelClasses } from '../ui/fieldStyles';

interface WoopFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: string;
  /** The question that leads to a good answer, read with the field. */
  hint: string;
  error?: string;
  /** The current text (from the form), so the field grows with it. */
  value: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** One WOOP answer: a textarea that grows with its text, its question as description. */
export function WoopField({ label, hint, error, value, ref, rows = 2, ...props }: WoopFieldProps) {
  const id = useId();
  const own = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(own, value);
  const setRefs = (element: HTMLTextAreaElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        <span className="font-semibold text-ink">{label}</span>
      </label>
      <p id={`${id}-hint`} className="-mt-1 mb-1.5 text-ink-subtle text-sm">
        {hint}
      </p>
      <textarea
        id={id}
        ref={setRefs}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={`${inputClasses} resize-none leading-relaxed`}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClasses}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
