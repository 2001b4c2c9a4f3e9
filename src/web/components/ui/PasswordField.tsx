import type { InputHTMLAttributes, Ref } from 'react';
import { useState } from 'react';
import { describedByBoth, FormField } from './FormField';
import { inputClasses } from './fieldStyles';
import { EyeIcon, EyeOffIcon } from './icons';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with the show/hide toggle of docs/product.md §2. */
export function PasswordField({ label, error, className, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <input
            type={visible ? 'text' : 'password'}
            className={`${inputClasses} pr-14`}
            {...control}
            {...inputProps}
            aria-describedby={describedByBoth(control, inputProps['aria-describedby'])}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            className="absolute inset-y-1 right-1 inline-flex w-11 items-center justify-center rounded-lg text-ink-muted hover:bg-white/10 hover:text-ink"
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </FormField>
  );
}
