import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultAffirmations, rephraseStyles, rephraseTones } from '#shared/ai';
import { type Answers, questionKeys } from '#shared/questionnaire';
import { offlineAffirmations } from './affirmations';
import { offlineManifesto } from './manifesto';
import { presentTense } from './present-tense';
import { rephraseOffline } from './rephrase';

describe('present tense', () => {
  it.each([
    ['I want a house by the sea', 'I live in my house by the sea'],
    ['I want to travel the world.', 'I travel the world'],
    ["I'd love to become a doctor", 'I am a doctor'],
    ['I will be healthy and strong', 'I am healthy and strong'],
    ['One day I will have two dogs', 'I have two dogs'],
    ['I wish I had more time', 'I have more time'],
    ['I hope to run a marathon, and I want to be free', 'I run a marathon, and I am free'],
    ['i would like a red car', 'I have my red car'],
    ['I dream of living in Lisbon', 'I am living in Lisbon'],
    ['Living by the ocean', 'I am living by the ocean'],
    ['To write every day', 'I write every day'],
    ['I am already happy', 'I am already happy'],
  ])('%s → %s', (input, expected) => {
    expect(presentTense(input)).toBe(expected);
  });
});

describe('offline rephrase', () => {
  const text = 'I would like to travel the world, and I want to be free. Hopefully I will have two dogs.';

  it('rewrites the spec example into confident present tense', () => {
    expect(rephraseOffline('I want a house by the sea', 'concise', 'straightforward')).toBe(
      'I live in my house by the sea.',
    );
  });

  it('gives a visibly different text for every tone within a style, and every style within a tone', () => {
    for (const style of rephraseStyles) {
      const outputs = rephraseTones.map((tone) => rephraseOffline(text, tone, style));
      expect(new Set(outputs).size, style).toBe(rephraseTones.length);
    }
    for (const tone of rephraseTones) {
      const outputs = rephraseStyles.map((style) => rephraseOffline(text, tone, style));
      expect(new Set(outputs).size, tone).toBe(rephraseStyles.length);
    }
  });

  it('never returns an empty text and never crashes, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 2000 }),
          fc.string({ unit: 'binary', minLength: 1, maxLength: 500 }),
        ),
        fc.constantFrom(...rephraseTones),
        fc.constantFrom(...rephraseStyles),
        (input, tone, style) => {
          fc.pre(input.trim().length > 0);
          const output = rephraseOffline(input, tone, style);
          expect(output.trim().length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same text gives the same answer', () => {
    expect(rephraseOffline(text, 'creative', 'poetic')).toBe(rephraseOffline(text, 'creative', 'poetic'));
  });
});

const answersArbitrary = fc.dictionary(
  fc.constantFrom(...questionKeys),
  fc.oneof(
    fc.string({ maxLength: 2000 }),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.constantFrom('  ', '🌊🏡✨', '海のそばの家に住みたい', 'Я хочу дом у моря', '\n\n', 'a'.repeat(2000)),
  ),
) as fc.Arbitrary<Answers>;

describe('offline affirmations', () => {
  it('are the 8 defaults without answers', () => {
    expect(offlineAffirmations({})).toEqual([...defaultAffirmations]);
  });

  it('are built from the eight answers the spec names, in order', () => {
    const lines = offlineAffirmations({
      name: 'My name is Maya Lopez',
      dream_sentence: 'I want to live slowly by the sea',
      core_values: 'Freedom, kindness and curiosity',
      dream_location: 'a quiet hillside in Portugal',
      perfect_day: 'Writing in the morning, swimming at noon',
      fulfillment: 'Designing homes that heal',
      financial_reality: 'I will be debt-free',
      legacy: 'An art school for every village',
    });
    expect(lines).toEqual([
      'I am Maya Lopez, and I am living the life I once dreamed of.',
      'I live slowly by the sea.',
      'I live by what matters most to me: freedom, kindness and curiosity.',
      'I wake up every morning in a quiet hillside in Portugal, exactly where I belong.',
      'Every day is my perfect day: writing in the morning, swimming at noon.',
      'My work fulfils me: designing homes that heal.',
      'Money flows to me with ease, and I am debt-free.',
      'I am building a legacy that matters: an art school for every village.',
    ]);
  });

  it('fills each blank answer with the default of the same place', () => {
    const lines = offlineAffirmations({ name: 'Maya', legacy: '   ' });
    expect(lines[0]).toContain('Maya');
    expect(lines.slice(1)).toEqual(defaultAffirmations.slice(1));
  });

  it('are always exactly 8 non-empty single lines, for any answers (emoji, other scripts, 2,000 characters)', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const lines = offlineAffirmations(answers);
        expect(lines).toHaveLength(8);
        for (const line of lines) {
          expect(line.trim()).toBe(line);
          expect(line.length).toBeGreaterThan(0);
          expect(line).not.toMatch(/\n/);
          expect(line.length).toBeLessThanOrEqual(300);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('offline manifesto', () => {
  it('weaves every answered section into a first-person text', () => {
    const manifesto = offlineManifesto({
      name: 'Maya',
      dream_location: 'Lisbon',
      body_feel: 'light and strong',
      fulfillment: 'I want to teach',
      key_people: 'my sister and my friends',
      travel: 'Japan in spring',
      dream_feel: 'grateful',
      legacy: 'a school',
      colors: 'gold',
    });
    expect(manifesto).toMatch(/^I am Maya\./);
    for (const fragment of [
      'Lisbon',
      'light and strong',
      'I teach',
      'my sister',
      'Japan in spring',
      'grateful',
      'a school',
      'gold',
    ]) {
      expect(manifesto).toContain(fragment);
    }
    expect(manifesto).toContain('I am living it');
  });

  it('drops the capital typed at the start of a descriptive answer, not of a place', () => {
    const manifesto = offlineManifesto({
      body_look: 'Tanned, strong and flexible.',
      dream_feel: 'Joyful, free and peaceful.',
      colors: 'Turquoise, white and gold.',
      music: 'NPR jazz in the morning',
      travel: 'Japan, Portugal and the Greek islands.',
      dream_location: 'New York, in a loft',
    });
    expect(manifesto).toContain('My body is tanned, strong and flexible.');
    expect(manifesto).toContain('Most of the time I feel joyful, free and peaceful.');
    expect(manifesto).toContain('My world is painted in turquoise, white and gold.');
    expect(manifesto).toContain('NPR jazz in the morning');
    expect(manifesto).toContain('Japan, Portugal and the Greek islands');
    expect(manifesto).toContain('New York, in a loft');
  });

  it('says what the work does for people in a sentence that reads', () => {
    const manifesto = offlineManifesto({
      work_impact: 'People rediscover the night sky.',
      workday: 'Four deep hours of writing.',
      home_details: 'Polished concrete floors and a reading nook.',
    });
    expect(manifesto).toContain('Through my work, people rediscover the night sky.');
    expect(manifesto).toContain('My workday is four deep hours of writing.');
    expect(manifesto).toContain('Inside, there are polished concrete floors and a reading nook.');
  });

  it('never crashes and is never empty', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        expect(offlineManifesto(answers).length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});
