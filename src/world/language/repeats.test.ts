import { describe, expect, it } from 'vitest';
import { generateWorldSpec } from '../generate-world';
import { referenceAnswers } from '../testing/reference-answers';
import { repeatsPhrase, withoutRepeats } from './repeats';

describe('withoutRepeats', () => {
  it.each([
    ['a snowy chalet a snowy chalet a snowy chalet', 'a snowy chalet'],
    ['A snowy chalet, a snowy chalet, a snowy chalet,', 'A snowy chalet'],
    ['by the sea by the sea with my family', 'by the sea with my family'],
    ['very very happy', 'very very happy'],
    ['a house by the sea', 'a house by the sea'],
  ])('%j → %j', (clause, expected) => {
    expect(withoutRepeats(clause)).toBe(expected);
  });

  it('knows a sentence that says a phrase again', () => {
    expect(repeatsPhrase('Your snowy chalet.', 'It has a snowy chalet.')).toBe(true);
    expect(repeatsPhrase('Your villa by the sea.', 'It has a pool and a garden.')).toBe(false);
    expect(
      repeatsPhrase('Your home: a snowy chalet by the lake.', 'It has a snowy chalet by the lake.'),
    ).toBe(true);
    expect(repeatsPhrase('', 'Anything at all.')).toBe(false);
  });
});

describe('an answer pasted over and over', () => {
  const countOf = (text: string, phrase: RegExp) => (text.match(phrase) ?? []).length;

  it.each([
    ['sentences', 'A snowy chalet. '.repeat(125)],
    ['one run-on clause', 'a snowy chalet '.repeat(133)],
    ['a list', 'A snowy chalet, '.repeat(125)],
  ])('never repeats the phrase in a card (%s)', (_kind, answer) => {
    expect(answer.length).toBeGreaterThan(1900);
    const keys = [
      'home_look',
      'home_details',
      'dream_location',
      'fulfillment',
      'workday',
      'travel',
      'adventures',
      'body_feel',
      'health_habits',
    ];
    const spec = generateWorldSpec(Object.fromEntries(keys.map((key) => [key, answer])), { level: 'full' });
    expect(spec.terrain.biome).toBe('snow');
    expect(spec.home.style).toBe('chalet');
    for (const item of spec.categories) {
      expect(countOf(item.title, /snowy chalet/gi), item.title).toBeLessThanOrEqual(1);
      expect(countOf(item.description, /snowy chalet/gi), item.description).toBeLessThanOrEqual(1);
    }
  });

  it('leaves the reference worlds’ texts whole', () => {
    const beach = generateWorldSpec(referenceAnswers.beachVilla, { level: 'full' });
    expect(beach.categories.find((item) => item.category === 'travel')?.title).toBe(
      'Journeys to Japan, Portugal and Beyond',
    );
  });
});
