import type { Answers, QuestionKey } from '#shared/questionnaire';
import { nameWords } from '../generator/names';
import {
  capWords,
  hasFirstPerson,
  lowerDescriptive,
  lowerFirst,
  presentTense,
  splitSentences,
  stripEnd,
  upperFirst,
} from './present-tense';

/** The first sentence of an answer, in present tense, without end punctuation; '' when blank. */
export function answerClause(answers: Answers, key: QuestionKey, max = 160): string {
  const [first] = splitSentences((answers[key] ?? '').replace(/\p{Cc}/gu, ' '));
  if (!first) return '';
  // Fragments stay fragments here ("a hillside in Portugal"): the caller's template frames them.
  return capWords(stripEnd(presentTense(first, { fragments: false })), max);
}

/** True when the clause already reads as a sentence about me ("I live…", "My home…"). */
export const isOwnSentence = (clause: string) =>
  /^(I|We)\b/.test(clause) ||
  (hasFirstPerson(clause) && /\b(am|is|are|was|have|has|live|love|feel)\b/i.test(clause));

/**
 * The name from answers like "Maya", "I am Maya: calm…", "My name is Maya Lopez" (up to three
 * words, 40 characters). The parsing is the world generator's (`nameWords`), so the affirmations
 * and the dream world always find the same name.
 */
export function nameFrom(answers: Answers): string {
  return capWords(
    nameWords(answers.name ?? '')
      .slice(0, 3)
      .join(' '),
    40,
  );
}

/** "Freedom, kindness and curiosity" → ['freedom', 'kindness', 'curiosity'] (at most three). */
export function valuesFrom(answers: Answers): string[] {
  return (answers.core_values ?? '')
    .split(/,|;|\/|\n|\band\b|&/i)
    .map((value) => capWords(stripEnd(value.trim()), 30).toLowerCase())
    .filter((value) => /[\p{L}\p{N}]/u.test(value))
    .slice(0, 3);
}

export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A clause as a sentence: kept when it is already about me, else wrapped by the template.
 * `descriptive` answers (feelings, looks, colours) also lose the capital typed at their start.
 */
export function sentenceFor(
  clause: string,
  wrap: (phrase: string) => string,
  { descriptive = false }: { descriptive?: boolean } = {},
): string {
  if (!clause) return '';
  if (isOwnSentence(clause)) return `${upperFirst(clause)}.`;
  return `${wrap(descriptive ? lowerDescriptive(clause) : lowerFirst(clause))}.`;
}
