import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './apiError';

/**
 * Puts a 400's per-field messages under the matching inputs. The client runs the same schemas,
 * so this only matters when the server knows more (or the two drift apart). Returns whether any
 * input got a message: when none did, the form must say what went wrong itself.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let shown = false;
  for (const { field, message } of error.fieldErrors) {
    const known = fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}
