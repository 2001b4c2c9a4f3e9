import { describe, expect, it } from 'vitest';
import { pageShellFileFor } from './pageShells';

describe('pageShellFileFor', () => {
  it.each([
    ['/questionnaire', 'questionnaire.html'],
    ['/reset-password', 'reset-password.html'],
    ['/subscription/success', 'subscription/success.html'],
  ])('names the file of %s', (pathname, file) => {
    expect(pageShellFileFor(pathname)).toBe(file);
  });

  // Build and server agree on these being no page copies; the server never looks one up for them.
  it.each(['/', '', '/questionnaire/', '/Questionnaire', '/..', '/a/../b', '/a//b', '/*', '/:id', '/a%2fb'])(
    'names no file for %s',
    (pathname) => {
      expect(pageShellFileFor(pathname)).toBeUndefined();
    },
  );
});
