import type { Answers } from '#shared/questionnaire';
import {
  allowedCapitals,
  capitalAfterLowerCase,
  doubledWord,
  endsEverySentence,
  hasPlaceholder,
  keptShare,
  nameFrom,
  words,
} from '#world';

/**
 * A provider's text is shown only when it reads as well as the offline writer's (decision 0053):
 * the same checks the writer's corpus test holds it to. Each check names what failed, for the log.
 */

/** Words one affirmation may have: one breath. */
const affirmationWordsMax = 22;
/** A rephrase keeps at least this share of the text's content words (people, places, things, actions). */
const rephraseKeptMin = 0.8;

/** Why a text fails the writing rules, or null when it passes. */
export function writingProblem(text: string, source: string, names: readonly string[] = []): string | null {
  if (!/[\p{L}\p{N}]/u.test(text)) return 'empty';
  if (hasPlaceholder(text)) return 'placeholder';
  if (doubledWord(text, doubledIn(source))) return 'doubled word';
  if (capitalAfterLowerCase(text, allowedCapitals(source, names))) return 'capital mid-sentence';
  if (!endsEverySentence(text)) return 'no end punctuation';
  return null;
}

/** Why a rephrase fails, or null: the writing rules, a sane length, and the facts kept. */
export function rephraseProblem(input: string, output: string): string | null {
  if (output.length > input.length * 4 + 400) return 'too long';
  if (keptShare(input, output) < rephraseKeptMin) return 'content words lost';
  return writingProblem(output, input);
}

/** Why one affirmation fails, or null. */
export function affirmationProblem(line: string, answers: Answers): string | null {
  if (words(line).length > affirmationWordsMax) return 'too long for one breath';
  return writingProblem(line, answersText(answers), [nameFrom(answers)]);
}

/** Why a manifesto fails, or null. */
export function manifestoProblem(text: string, answers: Answers): string | null {
  if (words(text).length < 40) return 'too short';
  return writingProblem(text, answersText(answers), [nameFrom(answers)]);
}

function answersText(answers: Answers): string {
  return Object.values(answers).join('\n');
}

/** Words the user wrote twice in a row may stay that way ("very very"). */
function doubledIn(source: string): Set<string> {
  const doubled = new Set<string>();
  for (const match of source.matchAll(/\b([\p{L}\p{N}'’]+)\s+\1\b/giu)) {
    doubled.add((match[1] ?? '').toLowerCase());
  }
  return doubled;
}
