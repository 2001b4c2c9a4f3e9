import { defaultAffirmations } from '#shared/ai';
import type { Answers } from '#shared/questionnaire';
import { answerClause, joinList, nameFrom, valuesFrom } from './answers-text';
import { lowerFirst, upperFirst } from './present-tense';

type Line = (answers: Answers) => string;

const clauseLine =
  (
    key: Parameters<typeof answerClause>[1],
    own: (clause: string) => string,
    other: (phrase: string) => string,
  ): Line =>
  (answers) => {
    const clause = answerClause(answers, key, 140);
    if (!clause) return '';
    return /^(I|My)\b/.test(clause) ? own(upperFirst(clause)) : other(lowerFirst(clause));
  };

/**
 * One line per answer the spec reads for affirmations (§3), in its order. A blank answer leaves
 * its line empty and the universal default of the same place fills it.
 */
const lines: Line[] = [
  (answers) => {
    const name = nameFrom(answers);
    return name ? `I am ${name}, and I am living the life I once dreamed of.` : '';
  },
  clauseLine(
    'dream_sentence',
    (clause) => `${clause}.`,
    (phrase) => `My life is ${phrase}.`,
  ),
  (answers) => {
    const values = valuesFrom(answers);
    return values.length > 0 ? `I live by what matters most to me: ${joinList(values)}.` : '';
  },
  clauseLine(
    'dream_location',
    (clause) => `${clause}, exactly where I belong.`,
    (phrase) => `I wake up every morning in ${phrase}, exactly where I belong.`,
  ),
  clauseLine(
    'perfect_day',
    (clause) => `Every day is my perfect day: ${lowerFirst(clause)}.`,
    (phrase) => `Every day is my perfect day: ${phrase}.`,
  ),
  clauseLine(
    'fulfillment',
    (clause) => `My work fulfils me: ${lowerFirst(clause)}.`,
    (phrase) => `My work fulfils me: ${phrase}.`,
  ),
  clauseLine(
    'financial_reality',
    (clause) => `Money flows to me with ease, and ${lowerFirst(clause)}.`,
    (phrase) => `Money flows to me with ease: ${phrase}.`,
  ),
  clauseLine(
    'legacy',
    (clause) => `I am building a legacy that matters: ${lowerFirst(clause)}.`,
    (phrase) => `I am building a legacy that matters: ${phrase}.`,
  ),
];

/** Exactly 8 non-empty single-line affirmations from the answers, defaults where an answer is blank. */
export function offlineAffirmations(answers: Answers): string[] {
  return lines.map((line, index) => {
    const text = line(answers).replace(/\s+/g, ' ').trim();
    return text || defaultAffirmations[index] || defaultAffirmations[0];
  });
}
