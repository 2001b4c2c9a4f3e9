import type { InputHTMLAttributes, Ref } from 'react';
import { describedByBoth, FormField } from './FormField';
import { inputClasses } from './fieldStyles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and linked with aria-describedby. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, className, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <input
          className={inputClasses}
          {...control}
          {...inputProps}
          aria-describedby={describedByBoth(control, inputProps['aria-describedby'])}
        />
      )}
    </FormField>
  );
}
