import { describe, expect, it } from 'vitest';
import { passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it.each([
    ['1234567', 'too-short'],
    ['12345678', 'weak'],
    ['aaaaaaaaaaaa', 'weak'],
    ['sunflower7', 'weak'],
    ['Sunflower#71', 'strong'],
    ['violet tram orbit lake', 'strong'],
    ['gardenpath2', 'weak'],
    ['blue garden house', 'strong'],
  ] as const)('rates %s as %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
});
