import type { Answers, QuestionKey } from '#shared/questionnaire';
import { answerClause, joinList, nameFrom, sentenceFor, valuesFrom } from './answers-text';

type Template = [QuestionKey, (phrase: string) => string];

/** How each answer reads inside the manifesto when it is not already a sentence about me. */
const paragraphs: Template[][] = [
  [
    ['dream_sentence', (p) => `My life is ${p}`],
    ['dream_location', (p) => `I wake up in ${p}`],
    ['home_look', (p) => `My home is ${p}`],
    ['home_details', (p) => `Inside, there are ${p}`],
    ['home_feelings', (p) => `Coming home, I feel ${p}`],
  ],
  [
    ['body_look', (p) => `My body is ${p}`],
    ['body_feel', (p) => `I feel ${p} in my body`],
    ['health_habits', (p) => `I keep it that way with ${p}`],
    ['perfect_day', (p) => `My perfect day is ${p}`],
    ['habits_rituals', (p) => `My days are anchored by ${p}`],
    ['weekends', (p) => `My weekends are for ${p}`],
  ],
  [
    ['fulfillment', (p) => `My work is ${p}, and it fulfils me`],
    ['workday', (p) => `My workday is ${p}`],
    ['work_impact', (p) => `Through my work, ${p}`],
    ['key_people', (p) => `Around me are ${p}`],
    ['romantic_relationship', (p) => `My love is ${p}`],
    ['social_circle', (p) => `My friends are ${p}`],
  ],
  [
    ['adventures', (p) => `My adventures include ${p}`],
    ['travel', (p) => `I travel to ${p}`],
    ['recurring_moment', (p) => `Again and again I live this moment: ${p}`],
    ['financial_reality', (p) => `Financially, my reality is ${p}`],
    ['assets', (p) => `I own ${p}`],
    ['money_use', (p) => `I use my money for ${p}`],
  ],
  [
    ['dream_feel', (p) => `Most of the time I feel ${p}`],
    ['state_of_mind', (p) => `When things get hard, I stay ${p}`],
    ['morning_thoughts', (p) => `My first thought each morning is: ${p}`],
    ['legacy', (p) => `My legacy is ${p}`],
    ['remembered', (p) => `I am remembered as ${p}`],
    ['big_contribution', (p) => `My contribution to the world is ${p}`],
  ],
  [
    ['colors', (p) => `My world is painted in ${p}`],
    ['music', (p) => `The soundtrack of my days is ${p}`],
    ['objects', (p) => `Around me are things that matter: ${p}`],
    ['first_moment', (p) => `When I step into this life, the first thing I see is ${p}`],
  ],
];

/** Answers that describe rather than name: a capital at their start is only the typist's habit. */
const descriptiveKeys: ReadonlySet<QuestionKey> = new Set([
  'home_look',
  'home_details',
  'home_feelings',
  'body_look',
  'body_feel',
  'health_habits',
  'habits_rituals',
  'workday',
  'work_impact',
  'romantic_relationship',
  'social_circle',
  'financial_reality',
  'money_use',
  'dream_feel',
  'state_of_mind',
  'remembered',
  'big_contribution',
  'colors',
  'music',
  'first_moment',
]);

/**
 * A short first-person manifesto woven from every section: one paragraph per part of life, each
 * answer's first sentence in present tense, opened with the name and values, closed with a vow.
 */
export function offlineManifesto(answers: Answers): string {
  const name = nameFrom(answers);
  const values = valuesFrom(answers);
  const opening = [
    name ? `I am ${name}.` : 'I am the author of my life.',
    values.length > 0 ? `I live by ${joinList(values)}.` : 'I live by what matters most to me.',
  ].join(' ');
  const body = paragraphs
    .map((templates) =>
      templates
        .map(([key, wrap]) =>
          sentenceFor(answerClause(answers, key, 180), wrap, { descriptive: descriptiveKeys.has(key) }),
        )
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean);
  const closing =
    'This is my dream life. I am not waiting for it: I am living it, one day at a time, starting now.';
  return [opening, ...body, closing].join('\n\n');
}
