import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { applyServerFieldErrors } from './applyServerFieldErrors';

type Values = { wish: string; outcome: string };
const fields = ['wish', 'outcome'] as const;
const rejected = (fieldErrors: { field: string; message: string }[]) =>
  new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'no', fieldErrors, fromServer: true });

describe('applyServerFieldErrors', () => {
  it('puts each known field’s message under its input and says it did', () => {
    const setError = vi.fn();
    expect(
      applyServerFieldErrors<Values>(rejected([{ field: 'wish', message: 'too long' }]), fields, setError),
    ).toBe(true);
    expect(setError).toHaveBeenCalledWith('wish', { type: 'server', message: 'too long' });
  });

  it('says nothing was shown when no field of the form was named, so the form says it itself', () => {
    const setError = vi.fn();
    expect(
      applyServerFieldErrors<Values>(rejected([{ field: 'keys.auth', message: 'x' }]), fields, setError),
    ).toBe(false);
    expect(applyServerFieldErrors<Values>(rejected([]), fields, setError)).toBe(false);
    expect(applyServerFieldErrors<Values>(new Error('offline'), fields, setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
