import { describe, expect, it } from 'vitest';
import { cutAtWord, insertWithinLimit, leftOutMessage, lengthCounterText } from './answerLimit';

describe('cutting text to an answer’s room', () => {
  it('keeps text that fits as it is', () => {
    expect(cutAtWord('a quiet place', 13)).toBe('a quiet place');
  });

  it('cuts after the last whole word, never inside one', () => {
    expect(cutAtWord('a quiet place with a kiln', 17)).toBe('a quiet place');
    expect(cutAtWord('a quiet place with a kiln', 18)).toBe('a quiet place with');
    expect(cutAtWord('a quiet place\nwith a kiln', 16)).toBe('a quiet place');
  });

  it('cuts a single word longer than the room where the room ends', () => {
    expect(cutAtWord('Supercalifragilistic', 5)).toBe('Super');
    expect(cutAtWord('anything', 0)).toBe('');
  });

  it('never leaves half of an emoji at the cut', () => {
    const cut = cutAtWord('🌵🌵🌵', 3);
    expect(cut).toBe('🌵');
  });
});

describe('inserting within the limit', () => {
  it('replaces the selection and reports nothing left out when it fits', () => {
    expect(insertWithinLimit('I see a wall', 'an adobe', 8, 12, 100)).toEqual({
      value: 'I see a an adobe',
      caret: 16,
      leftOut: 0,
    });
  });

  it('keeps the text around the selection and says how much of the insertion was left out', () => {
    const result = insertWithinLimit('Start.  End.', 'one two three four', 7, 7, 21);
    expect(result.value).toBe('Start. one two End.');
    expect(result.value.length).toBeLessThanOrEqual(21);
    expect(result.leftOut).toBe(' three four'.length);
    expect(result.caret).toBe('Start. one two'.length);
  });

  it('says what was left out in words', () => {
    expect(leftOutMessage(1234, 'paste')).toBe(
      'An answer holds at most 2,000 characters, so the last 1,234 characters of what you pasted were left out. Shorten the answer if you want to add them.',
    );
    expect(leftOutMessage(1, 'rephrase')).toContain(
      'the last 1 character of the rephrased text was left out',
    );
  });

  it('counts in words, and says so at the limit', () => {
    expect(lengthCounterText(1850)).toBe('1,850 of 2,000 characters');
    expect(lengthCounterText(2000)).toBe('2,000 of 2,000 characters: the most an answer can hold');
  });
});
