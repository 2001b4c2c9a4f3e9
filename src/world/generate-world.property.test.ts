import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Answers, questionKeys } from '#shared/questionnaire';
import { worldLevels, worldSpecSchema } from '#shared/worldSpec';
import { generateWorldSpec } from './generate-world';
import { layoutProblems } from './testing/layout-problems';

/**
 * Whatever people type (nothing, emoji, other scripts, 2,000 characters, only punctuation, or a
 * pile of every keyword the lexicon knows), the generator returns a valid, sound world.
 */

/** Words that trigger many lexicon groups at once, so layouts get crowded. */
const vocabulary = [
  'beach',
  'island',
  'mountains',
  'forest',
  'lake',
  'desert',
  'snow',
  'city',
  'penthouse',
  'mansion',
  'villa',
  'cabin',
  'glass',
  'marble',
  'grand',
  'tiny',
  'pool',
  'garden',
  'terracotta',
  'flat roof',
  'car',
  'black Tesla',
  'sailing boat',
  'private jet',
  'bicycle',
  'grand piano',
  'guitar',
  'books',
  'paintings',
  'flowers',
  'gym',
  'yoga',
  'desk',
  'telescope',
  'fireplace',
  'hammock',
  'campfire',
  'hot tub',
  'dog',
  'globe',
  'vegetable garden',
  'red',
  'gold',
  'deep purple',
  'light blue',
  'sunrise',
  'sunset',
  'night',
  'stars',
  'rain',
  'mist',
  'snow falling',
  'jazz',
  'calm',
  'joyful',
  'cosy',
  'romantic',
  'I',
  'my',
  'a',
  'the',
  'and',
  ',',
  '.',
  '!',
  '—',
  '🌊',
  '🏔️',
  '北京',
  'café',
  'Straße',
  'MONTAÑA',
  'plage',
  'I am Maya:',
  'My name is',
];

const answerText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: fc.constantFrom('🌈', '✨', '🏝️', '👨‍👩‍👧', '❤️', '🚀'), maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('.', ',', '!', '?', '…', '-', ' ', '\n', '"'), maxLength: 200 }),
  fc.array(fc.constantFrom(...vocabulary), { maxLength: 60 }).map((words) => words.join(' ')),
  fc
    .array(fc.constantFrom(...vocabulary), { minLength: 300, maxLength: 500 })
    .map((words) => words.join(' ').slice(0, 2000)),
  fc.string({ minLength: 1900, maxLength: 2000 }),
);

const answers: fc.Arbitrary<Answers> = fc.dictionary(fc.constantFrom(...questionKeys), answerText, {
  maxKeys: questionKeys.length,
});

describe('generateWorldSpec over random answers', () => {
  it('always returns a valid, sound world and never throws', () => {
    fc.assert(
      fc.property(answers, fc.constantFrom(...worldLevels), (input, level) => {
        const spec = generateWorldSpec(input, { level });
        expect(worldSpecSchema.parse(spec)).toEqual(spec);
        expect(layoutProblems(spec)).toEqual([]);
        if (level === 'basic') expect(spec.props).toEqual([]);
        expect(generateWorldSpec(input, { level })).toEqual(spec);
      }),
      { numRuns: 300 },
    );
    // Each world now runs the arrival search against the pure view judge (decision 0116): a world
    // costs tens of milliseconds, so 300 random answers (each generated twice) need more than the
    // default 30 s on a busy two-core machine.
  }, 120_000);

  it('survives values that are not text (a stored record gone wrong)', () => {
    const odd = {
      name: 42,
      dream_location: null,
      colors: ['red'],
      objects: { car: true },
    } as unknown as Answers;
    expect(() => worldSpecSchema.parse(generateWorldSpec(odd, { level: 'full' }))).not.toThrow();
  });
});
