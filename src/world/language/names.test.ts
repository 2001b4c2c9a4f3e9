import { describe, expect, it } from 'vitest';
import { defaultAffirmations } from '#shared/ai';
import { generateWorldSpec } from '../generate-world';
import { referenceAnswers } from '../testing/reference-answers';
import { offlineAffirmations } from '../texts/affirmations';
import { offlineManifesto } from '../texts/manifesto';
import { nameFrom } from './answers-text';
import { firstNameOf, nameWords } from './names';

const world = (name: string) => generateWorldSpec({ name }, { level: 'basic' });

describe('ownerName', () => {
  it.each([
    ['beachVilla', 'Sofia'],
    ['mountainCabin', 'Liam'],
    ['cityPenthouse', 'Maya'],
  ] as const)('is the first name of the %s answers, the one the title uses', (key, name) => {
    const spec = generateWorldSpec(referenceAnswers[key], { level: 'full' });
    expect(spec.ownerName).toBe(name);
    expect(spec.title).toBe(`${name}'s Dream World`);
  });

  it.each([
    ['I am Maya: calm, confident, and finally doing what I love', 'Maya'],
    ['My name is Liam', 'Liam'],
    ["Je m'appelle Amélie", 'Amélie'],
    ['Je m’appelle Amélie', 'Amélie'],
    ['I’m Zoë, and I live by the sea', 'Zoë'],
    ['  jean-Luc  ', 'Jean-Luc'],
    ['Maya - calm and free', 'Maya'],
  ])('%j → %j', (answer, name) => {
    expect(world(answer).ownerName).toBe(name);
  });

  it.each([
    ['', 'an empty answer'],
    ['   ', 'a blank answer'],
    ['🌈✨', 'emoji only'],
    ['...!?', 'punctuation only'],
    ['12345', 'digits'],
    // A clause with its own verb is what the person feels, not who they are.
    ["Life's good", 'a clause with a contracted copula'],
    ['Life’s good', 'the same with a typographic apostrophe'],
    ['life is good', 'a clause'],
    ['I love my life', 'a sentence about me'],
    ['Dream big', 'an order'],
  ])('is null for %j (%s), and the title is the default', (answer) => {
    expect(world(answer)).toMatchObject({ ownerName: null, title: 'Your Dream World' });
  });
});

describe('one name parser for the world and the offline AI', () => {
  it.each([
    ['Maya', ['Maya']],
    ['My name is Maya Lopez', ['Maya', 'Lopez']],
    ['I am Maya: calm…', ['Maya']],
    ['Me llamo Lucía, y vivo en Sevilla', ['Lucía']],
    ['Ich heiße Jonas', ['Jonas']],
    // A greeting, a "please" or "call me" is never the name.
    ['call me Sam', ['Sam']],
    ['Please call me Sam', ['Sam']],
    ['They call me Sam', ['Sam']],
    ['Everyone calls me Sammy', ['Sammy']],
    ['Hi, I am Sam', ['Sam']],
    ["hi i'm sam", ['sam']],
    ['Hey! Sam here', ['Sam']],
    ['I go by Kiki', ['Kiki']],
    ['Sam 🙂', ['Sam']],
    ['', []],
    // Of a name with a clause after it, the name; a clause alone is no name.
    ['Sofia loves the sea', ['Sofia']],
    ['Maya and I live by the sea', []],
    ["Life's good", []],
    // One word is a name even when the lexicon knows it as a verb.
    ['Will', ['Will']],
    ['Hope', ['Hope']],
    ['Will Smith', ['Will', 'Smith']],
  ])('nameWords(%j) → %j', (answer, words) => {
    expect(nameWords(answer)).toEqual(words);
  });

  it('gives the offline AI no name for a clause, so the affirmations and manifesto use their fallback', () => {
    expect(nameFrom({ name: "Life's good" })).toBe('');
    expect(offlineAffirmations({ name: "Life's good" })[0]).toBe(defaultAffirmations[0]);
    expect(offlineManifesto({ name: "Life's good" })).not.toMatch(/life['’]s good/i);
  });

  it('gives the offline AI the same name, with up to three words', () => {
    expect(nameFrom({ name: 'My name is Maya Lopez Garcia Ruiz' })).toBe('Maya Lopez Garcia');
    expect(nameFrom({ name: "Je m'appelle Amélie" })).toBe('Amélie');
    expect(nameFrom({ name: 'my name is anna-lena' })).toBe('Anna-Lena');
    expect(nameFrom({ name: 'call me Sam' })).toBe('Sam');
    for (const answer of ['I am Maya: calm', 'Je suis Amélie, heureuse', 'Me llamo Lucía']) {
      expect(nameFrom({ name: answer }).split(' ')[0]).toBe(firstNameOf({ name: answer }));
    }
  });
});
