import { describe, expect, it } from 'vitest';
import { allowedCapitals, capitalAfterLowerCase, frameOnClause } from './checks';

const capitalIn = (text: string, answers: string) => capitalAfterLowerCase(text, allowedCapitals(answers));

describe('a capital mid-sentence', () => {
  it.each([
    ['My world is painted in Snow white, warm wood and red.', 'Snow white, warm wood and red.', 'Snow'],
    ['You feel at peace, Solid and tireless.', 'Solid and tireless', 'Solid'],
    ['I spend my money on Clay, travel and a class.', 'Clay, travel and a class.', 'Clay'],
    ['The colours are Emerald green and gold.', 'Emerald green and gold', 'Emerald'],
    ['I feel Calm.', 'CALM AND FREE', 'Calm'],
  ])('%j fails when the answer only capitalised the word at its start', (text, answers, word) => {
    expect(capitalIn(text, answers)).toBe(word);
  });

  it.each([
    ['I travel to Provence, Sicily and Portugal.', 'Provence, Sicily and Portugal'],
    ['I live in a small flat in São Paulo.', 'a small flat in São Paulo'],
    ['My journeys take me to Japan.', 'Japan for the food'],
    ['I love Paris.', 'I LOVE PARIS'],
    ['I listen to French chanson.', 'french chanson'],
    ['I sail with Tom.', 'Sailing with Tom'],
  ])('%j passes: the capital is a name', (text, answers) => {
    expect(capitalIn(text, answers)).toBeNull();
  });
});

describe('a frame around a clause that has its own subject', () => {
  it.each([
    ['I am life is good.', 'I am life is good'],
    ['My life is life’s good and simple.', 'My life is life’s good'],
    ['So, I’ve got the house smells of salt and jasmine.', 'I’ve got the house smells'],
    ['I am becoming someone who opens my own bakery.', 'someone who opens my'],
  ])('%j is caught', (text, found) => {
    expect(frameOnClause(text)).toBe(found);
  });

  it.each([
    'Life is good, and I love it.',
    'I’ve got two dogs and a garden.',
    'I am becoming someone who lives slowly by the sea. My kids are happy.',
    'I am happy; the house smells of salt.',
  ])('%j passes', (text) => {
    expect(frameOnClause(text)).toBeNull();
  });
});
