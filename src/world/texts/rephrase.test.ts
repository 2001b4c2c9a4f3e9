import { describe, expect, it } from 'vitest';
import { rephraseOffline } from './rephrase';

/** The honest offline rephrase (decision 0109): what rules do well, and the text as typed otherwise. */
describe('offline rephrase', () => {
  it('fixes "i", chat spellings, spacing and capitals, keeping every word that matters', () => {
    expect(
      rephraseOffline('i wanna live by the sea w my kids , ppl who care', 'concise', 'straightforward'),
    ).toBe('I want to live by the sea with my kids, people who care.');
  });

  it('words each tone by choice: contractions, none, wishes as facts', () => {
    const text = 'I would love to live in Lisbon. It is my dream.';
    expect(rephraseOffline(text, 'casual', 'straightforward')).toBe(
      'I’d love to live in Lisbon. It’s my dream.',
    );
    expect(rephraseOffline('I’m sure it’s good', 'professional', 'straightforward')).toBe(
      'I am sure it is good.',
    );
    expect(rephraseOffline('I want to live by the sea.', 'inspiring', 'straightforward')).toBe(
      'I live by the sea.',
    );
  });

  it('never adds an opener or a closer, and brief is never longer', () => {
    const text =
      'I live in a small house by the sea. I swim every morning. My kids visit on Sundays and we cook.';
    const brief = rephraseOffline(text, 'inspiring', 'brief');
    expect(brief.split(/\s+/).length).toBeLessThan(text.split(/\s+/).length);
    for (const style of ['detailed', 'poetic', 'straightforward'] as const)
      expect(rephraseOffline(text, 'professional', style).split(/\s+/).length).toBeLessThanOrEqual(
        text.split(/\s+/).length,
      );
  });

  it('gives the text back as typed when no rule changes it, and leaves another language alone', () => {
    expect(rephraseOffline('I live by the sea.', 'professional', 'poetic')).toBe('I live by the sea.');
    expect(rephraseOffline('Vivo en Sevilla con mi familia', 'creative', 'brief')).toBe(
      'Vivo en Sevilla con mi familia',
    );
  });

  it('keeps sums as typed', () => {
    expect(rephraseOffline('im gonna retire at 55 with €400,000', 'casual', 'brief')).toBe(
      'I’m going to retire at 55 with €400,000.',
    );
  });
});
