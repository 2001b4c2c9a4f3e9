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
import {
  type Facts,
  factsOf,
  factsOfAnswers,
  inventedNumbers,
  type Language,
  languageOf,
  languageOfAnswers,
  missingFacts,
} from './facts';

/**
 * A model's text is shown only when it reads as well as the offline writer's (decision 0053) and
 * keeps the person's facts (decision 0114). Each check says what failed in words a model can act
 * on: the reason goes into the retry's prompt, and into the log.
 */

/**
 * A rephrase still speaks of what the text speaks of: it keeps at least one of the text's content
 * words (allowing for changed endings). Only a floor: slang made readable keeps about 70%, "im so
 * tired of being broke" made "I am free of money worries" keeps one word in six, and the facts that
 * matter are held exactly by the facts rule; this refuses a text about nothing ("Through clear
 * intention and steady work.") in place of a text about the sea and a family.
 */
/** Words one affirmation may have: one breath. */
const affirmationWordsMax = 22;
/** A manifesto keeps the names of the people in it, and at least this share of the other facts. */
const manifestoFactsKeptMin = 0.75;

/** The person's answers as the checks read them: their facts, their language, their words. */
export interface AnswersContext {
  answers: Answers;
  source: string;
  facts: Facts;
  language: Language;
  /** The person's first name, which a text may always capitalise. */
  name: string;
}

export function answersContext(answers: Answers): AnswersContext {
  return {
    answers,
    source: Object.values(answers).filter(Boolean).join('\n'),
    facts: factsOfAnswers(answers),
    language: languageOfAnswers(answers),
    name: nameFrom(answers),
  };
}

/** English always capitalises these; a model that writes "every Sunday" is right. */
const calendarNames = new Set(
  `Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July
  August September October November December`.split(/\s+/),
);

/**
 * Words no sentence capitalises mid-way, though the person typed them: "and My heart is full" is
 * a broken sentence, not a name.
 */
const littleWords = new Set(
  `a an the and or but so if then than that this these those it its i me my mine we us our you your he him his
  she her they them their is are am was were be been have has had do does did to of in on at by for with from
  as up out not no all each every some one very just`.split(/\s+/),
);

/**
 * The words a text may capitalise mid-sentence: the user's own capitals (allowedCapitals), and any
 * word they typed, in whatever case they typed it: "frank ocean", "coachella", "god" are names
 * the model is right to write "Frank Ocean", "Coachella", "God".
 */
function capitalsAllowed(source: string, names: readonly string[]): Set<string> {
  const allowed = allowedCapitals(source, names);
  for (const name of calendarNames) allowed.add(name);
  for (const word of source.match(/[\p{L}\p{M}'’-]+/gu) ?? []) {
    if (littleWords.has(word.toLowerCase())) continue;
    allowed.add(word.charAt(0).toUpperCase() + word.slice(1));
    allowed.add(word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  }
  return allowed;
}

/** Why a text fails the writing rules, or null when it passes. */
export function writingProblem(
  text: string,
  source: string,
  names: readonly string[] = [],
  { sentences = true } = {},
): string | null {
  if (!/[\p{L}\p{N}]/u.test(text)) return 'it is empty';
  if (hasPlaceholder(text)) return 'it has a placeholder left in it';
  const doubled = doubledWord(text, doubledIn(source));
  if (doubled) return `it says a word twice in a row ("${doubled}")`;
  const capital = capitalAfterLowerCase(text, capitalsAllowed(source, names));
  if (capital) return `it capitalises "${capital}" mid-sentence`;
  if (sentences && !endsEverySentence(text)) return 'a sentence has no full stop';
  return null;
}

const languageProblem = (text: string, wanted: Language): string | null =>
  languageOf(text) === wanted
    ? null
    : wanted === 'english'
      ? 'it is not in English, the language the person wrote in'
      : 'it is in English, but the person wrote in another language: write in their language';

const leftOut = (missing: readonly string[]) =>
  `it leaves out ${missing.map((fact) => `"${fact}"`).join(', ')}`;
const invented = (numbers: readonly string[]) =>
  `it has ${numbers.map((number) => `"${number}"`).join(', ')}, a number the person never wrote`;

/**
 * Why a rephrase fails, or null: a sane length, every number and name of the input kept, the
 * input's language, and the writing rules.
 */
export function rephraseProblem(input: string, output: string): string | null {
  if (output.length > input.length * 4 + 400) return 'it is far longer than the text';
  const facts = factsOf(input);
  const missing = missingFacts(facts, output);
  if (missing.length > 0) return leftOut(missing);
  const numbers = inventedNumbers(output, facts);
  if (numbers.length > 0) return invented(numbers);
  const language = languageProblem(output, languageOf(input));
  if (language) return language;
  if (keptShare(input, output) === 0) return 'it no longer speaks of what the text speaks of';
  return writingProblem(output, input);
}

/** Why one affirmation fails, or null. */
export function affirmationProblem(line: string, context: AnswersContext): string | null {
  if (words(line).length > affirmationWordsMax) return 'it is too long to say in one breath';
  const numbers = inventedNumbers(line, context.facts);
  if (numbers.length > 0) return invented(numbers);
  return languageProblem(line, context.language) ?? writingProblem(line, context.source, [context.name]);
}

/**
 * Why a manifesto fails, or null: it is woven from every answer, so it keeps the names of the
 * people in them and most of the rest of their facts, invents no number, speaks their language.
 */
export function manifestoProblem(text: string, context: AnswersContext): string | null {
  if (words(text).length < 40) return 'it is too short';
  const numbers = inventedNumbers(text, context.facts);
  if (numbers.length > 0) return invented(numbers);
  const missing = missingFacts(context.facts, text);
  const people = missingFacts(peopleFacts(context), text);
  const total = context.facts.numbers.size + context.facts.names.size;
  if (people.length > 0 || (total > 0 && 1 - missing.length / total < manifestoFactsKeptMin)) {
    return leftOut([...new Set([...people, ...missing])]);
  }
  return languageProblem(text, context.language) ?? writingProblem(text, context.source, [context.name]);
}

/** The names in the answers about people (and the person's own): the ones a manifesto never drops. */
function peopleFacts(context: AnswersContext): Facts {
  const { name, key_people, romantic_relationship, social_circle } = context.answers;
  const about = [name, key_people, romantic_relationship, social_circle].filter(Boolean).join('\n');
  const names = new Map(
    [...context.facts.names].filter(([key]) => factsOf(about, context.answers).names.has(key)),
  );
  return { numbers: new Map(), names };
}

/**
 * Why one field of a WOOP draft fails, or null. The "if" and the "then" join into one sentence,
 * so they end without a mark; every field is short and in the person's language.
 */
export function woopFieldProblem(
  field: string,
  text: string,
  context: AnswersContext,
  max: number,
): string | null {
  if (text.length > max) return 'it is too long';
  const numbers = inventedNumbers(text, context.facts);
  if (numbers.length > 0) return invented(numbers);
  const sentences = field !== 'planIf' && field !== 'planThen';
  return (
    languageProblem(text, context.language) ??
    writingProblem(text, context.source, [context.name], { sentences })
  );
}

/** Why a gentler line fails, or null: one breath, the line's own facts kept, its language. */
export function gentlerProblem(original: string, gentler: string, context: AnswersContext): string | null {
  if (words(gentler).length > affirmationWordsMax + 8) return 'it is too long to say in one breath';
  if (gentler.trim().toLowerCase() === original.trim().toLowerCase()) return 'it is the same line';
  const missing = missingFacts(factsOf(original, context.answers), gentler);
  if (missing.length > 0) return leftOut(missing);
  return (
    languageProblem(gentler, languageOf(original)) ??
    writingProblem(gentler, `${context.source}\n${original}`, [context.name])
  );
}

/** Words the user wrote twice in a row may stay that way ("very very"). */
function doubledIn(source: string): Set<string> {
  const doubled = new Set<string>();
  for (const match of source.matchAll(/\b([\p{L}\p{N}'’]+)\s+\1\b/giu)) {
    doubled.add((match[1] ?? '').toLowerCase());
  }
  return doubled;
}
