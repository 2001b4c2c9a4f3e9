import { describe, expect, it } from 'vitest';
import { jobErrorText } from './job-error-text';

describe('jobErrorText', () => {
  it('keeps the name and the first line of the message', () => {
    expect(jobErrorText(new TypeError('bad thing\nsecond line'))).toBe('TypeError: bad thing');
  });

  it('never keeps the bound values of a failed query', () => {
    const error = new Error(
      'Failed query: update "dream_worlds" set "spec" = $1\nparams: {"dream":"my secret"}',
    );
    expect(jobErrorText(error)).toBe('Error: Failed query: update "dream_worlds" set "spec" = $1');
    expect(jobErrorText(new Error('Failed query: select 1 params: secret'))).toBe(
      'Error: Failed query: select 1',
    );
  });

  it('handles what is not an Error, and bounds the length', () => {
    expect(jobErrorText('plain')).toBe('Error: plain');
    expect(jobErrorText(new Error('x'.repeat(5000)))).toHaveLength(500);
  });
});
