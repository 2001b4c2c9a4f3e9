import type { ReactNode } from 'react';
import { useId } from 'react';
import { fieldErrorClasses, labelClasses } from './fieldStyles';

/** What a field's control must carry so its label and error message are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** Shown under the control and linked to it with aria-describedby. */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, error message and ARIA wiring every form control shares; the control is the caller's. */
export function FormField({ label, error, className = '', children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className={fieldErrorClasses}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The control's own description (a strength hint) and the field's error, both announced: a
 * caller's `aria-describedby` used to replace the error's, so a refusal shown under the password
 * was never read out with it.
 */
export function describedByBoth(control: FieldControlProps, own: string | undefined): string | undefined {
  return [own, control['aria-describedby']].filter(Boolean).join(' ') || undefined;
}
