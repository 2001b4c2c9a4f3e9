import { describe, expect, it } from 'vitest';
import { placeholderWelcomeName, welcomeNameFrom } from './welcomeName';

describe('welcomeNameFrom', () => {
  it('upper-cases the world owner’s name, in any script', () => {
    expect(welcomeNameFrom('Sofia')).toBe('SOFIA');
    expect(welcomeNameFrom('Zoë')).toBe('ZOË');
    expect(welcomeNameFrom('Amélie')).toBe('AMÉLIE');
  });

  it('falls back to the placeholder without a name', () => {
    for (const name of [undefined, null, '', '   ', '🌊🌴']) {
      expect(welcomeNameFrom(name)).toBe(placeholderWelcomeName);
    }
  });
});
