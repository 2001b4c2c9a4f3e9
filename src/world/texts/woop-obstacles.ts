import type { Answers, QuestionKey } from '#shared/questionnaire';
import type { WorldCategory } from '#shared/worldSpec';
import { fitsPhrase } from '../language/phrase-fit';
import { hashText } from '../spec/random';

/**
 * A WOOP draft's obstacle and plan, chosen for the person (decision 0109): all eight people of the
 * editor's review got the same obstacle and the same plan per category. The obstacle follows what
 * their state of mind and their situation say (tiredness, money worries, grief, fear), else one of
 * several common ones picked by their answers; both name the aim in their own words when a short
 * answer reads as a noun phrase ("a wooden cabin", "a black tesla"), else the category's aim.
 */

/** Where the aim of each category is named, and what it is called when no answer names it. */
const aims: Record<WorldCategory, { keys: QuestionKey[]; fallback: string }> = {
  home: { keys: ['home_look'], fallback: 'the home I picture' },
  car: { keys: ['assets'], fallback: 'the car I want' },
  career: { keys: ['fulfillment'], fallback: 'the work I care about' },
  travel: { keys: ['adventures', 'travel'], fallback: 'my next trip' },
  health: { keys: ['health_habits'], fallback: 'moving my body' },
};

/** The first short noun or -ing phrase of the category's answers, without its article's capital. */
export function aimOf(answers: Answers, category: WorldCategory): string {
  for (const key of aims[category].keys) {
    const [first = ''] = (answers[key] ?? '').split(/\n|[.;]\s|,(?!\d)\s*|\s+and\s+/);
    const phrase = first.trim().replace(/^(?:I want|I have|I'd like|i want|i have)\s+/, '');
    const words = phrase.split(/\s+/).length;
    if (
      words <= 6 &&
      (fitsPhrase(phrase, 'noun') || fitsPhrase(phrase, 'gerund')) &&
      !/^(?:no|none|nothing)\b/i.test(phrase)
    )
      return phrase.charAt(0).toLowerCase() + phrase.slice(1);
  }
  return aims[category].fallback;
}

/** Obstacles that follow what the person said of their state, strongest sign first. */
const moods: [RegExp, (aim: string) => string][] = [
  [
    /\b(?:died|death|grief|missing|widow|funeral)/i,
    (aim) => `On heavy days, ${aim} feels far away and I stop trying.`,
  ],
  [
    /\b(?:chemo|cancer|stroke|pain|ill|tired|exhausted|no sleep|wheelchair)/i,
    (aim) => `On low-energy days I let ${aim} slip, then I blame myself.`,
  ],
  [/\b(?:divorce|rebuilding|alone)/i, (aim) => `When I feel like I am starting over, I put ${aim} last.`],
  [
    /\b(?:bills|rent|debt|worr|stress|broke|credit card)/i,
    (aim) => `When money worries crowd in, ${aim} feels like a luxury.`,
  ],
  [
    /\b(?:scared|afraid|fear|doubt|anxious|nervous)/i,
    (aim) => `Fear tells me ${aim} is not for someone like me.`,
  ],
];

const common: ((aim: string) => string)[] = [
  (aim) => `I keep putting ${aim} off until some day that never comes.`,
  (aim) => `Other people's needs fill my days, and ${aim} waits.`,
  (aim) => `I wait for the perfect moment to start on ${aim}.`,
  (aim) => `I tell myself ${aim} is too far away to start on now.`,
  (aim) => `I scroll away the evenings I meant for ${aim}.`,
];

export function obstacleFor(answers: Answers, category: WorldCategory): string {
  const aim = aimOf(answers, category);
  const state = [
    answers.state_of_mind,
    answers.body_feel,
    answers.key_people,
    answers.financial_reality,
  ].join(' ');
  const mood = moods.find(([pattern]) => pattern.test(state));
  if (mood) return mood[1](aim);
  const pick =
    common[hashText(`${category}${Object.values(answers).join('|')}`) % common.length] ?? common[0];
  return pick ? pick(aim) : '';
}

/** The "then" of a plan: one small, concrete step towards the aim. */
export function planThenFor(answers: Answers, category: WorldCategory): string {
  const aim = aimOf(answers, category);
  const steps: Record<WorldCategory, string> = {
    home: `I spend 20 minutes on one concrete step towards ${aim}`,
    car: `I put a set amount aside for ${aim} before I spend anything else`,
    career: `I give the first hour to ${aim}`,
    travel: `I plan and book one part of ${aim}`,
    health: `I make time for ${aim}`,
  };
  return steps[category];
}
