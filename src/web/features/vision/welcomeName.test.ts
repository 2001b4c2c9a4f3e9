import { describe, expect, it } from 'vitest';
import { placeholderWelcomeName, welcomeNameFrom } from './welcomeName';

describe('welcomeNameFrom', () => {
  it('upper-cases a plain name', () => {
    expect(welcomeNameFrom('Sofia')).toBe('SOFIA');
    expect(welcomeNameFrom('  Maya   Lopez ')).toBe('MAYA LOPEZ');
    expect(welcomeNameFrom('Zoë')).toBe('ZOË');
  });

  it('keeps only the name from a sentence', () => {
    expect(welcomeNameFrom('I am Maya: calm, confident, and finally doing what I love')).toBe('MAYA');
    expect(welcomeNameFrom('My name is Liam, a writer in the mountains.')).toBe('LIAM');
    expect(welcomeNameFrom("I'm Ana — free and happy")).toBe('ANA');
  });

  it('caps a long answer at three words', () => {
    expect(welcomeNameFrom('Maria Elena Sofia Garcia Lopez')).toBe('MARIA ELENA SOFIA');
  });

  it('falls back to the placeholder without a usable name', () => {
    for (const answer of [undefined, '', '   ', '!!!', '🌊🌴', '— calm']) {
      expect(welcomeNameFrom(answer)).toBe(placeholderWelcomeName);
    }
  });
});
