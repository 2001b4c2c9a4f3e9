import { describe, expect, it } from 'vitest';
import { capWords, kindOf, midSentence, tidy, toThirdPerson } from './grammar';

describe('toThirdPerson', () => {
  it.each([
    // Every verb of a coordinated phrase agrees, not only the first.
    [
      'live in a wooden chalet in the snowy Alps and ski every morning',
      'lives in a wooden chalet in the snowy Alps and skis every morning',
    ],
    [
      'live in a glass penthouse in Tokyo and design games',
      'lives in a glass penthouse in Tokyo and designs games',
    ],
    ['grow vegetables, bake bread and keep bees', 'grows vegetables, bakes bread and keeps bees'],
    ['am a mountain guide and teach people to ski', 'is a mountain guide and teaches people to ski'],
    // Nouns after "and" stay nouns.
    ['live by the sea with my kids and dog', 'lives by the sea with my kids and dog'],
    ['live among vineyards and olive trees', 'lives among vineyards and olive trees'],
  ])('%j → %j', (action, expected) => {
    expect(toThirdPerson(action)).toBe(expected);
  });
});

describe('kindOf', () => {
  it.each([
    // A noun and what it is doing is a picture, not an order ("I snow falling…").
    ['Snow falling past the lit windows at night', 'thing'],
    ['Ski touring with friends', 'thing'],
    ['Go running every morning', 'action'],
    // A thing and a clause about it is not a sentence.
    ['Books children still read in fifty years', 'thing'],
    ['A cooking school my grandchildren will run', 'thing'],
    ['Young game makers and travel', 'thing'],
    ['My stories help people feel less alone', 'sentence'],
    // An article and a noun make a thing, even when an adjective follows ("high in the Alps").
    ['A log cabin high in the Alps', 'thing'],
    ['Games that make people kinder', 'thing'],
    ['Fit from cycling everywhere', 'description'],
  ])('%j is a %s', (clause, kind) => {
    expect(kindOf(clause)).toBe(kind);
  });
});

describe('case', () => {
  it('lowers a colour or material the lexicon lists as a first name, and keeps real names', () => {
    expect(midSentence('Snow white, warm wood and red')).toBe('snow white, warm wood and red');
    expect(midSentence('Clay, travel and a pottery class')).toBe('clay, travel and a pottery class');
    expect(midSentence('Emerald green, red and gold')).toBe('emerald green, red and gold');
    expect(midSentence('Japan, Portugal and the Greek islands')).toBe(
      'Japan, Portugal and the Greek islands',
    );
    expect(midSentence('French chanson')).toBe('French chanson');
  });

  it('gives places and peoples typed in lower case their capital', () => {
    expect(tidy('french chanson and italian songs in paris')).toBe(
      'French chanson and Italian songs in Paris',
    );
  });
});

describe('capWords', () => {
  it.each([
    ['I live in a white villa on a cliff above the Mediterranean', 50, 'I live in a white villa on a cliff'],
    ['I paint and sell my art in galleries around the world', 48, 'I paint and sell my art in galleries'],
  ])('never leaves a dangling little word: %j', (text, max, expected) => {
    expect(capWords(text, max)).toBe(expected);
  });
});
