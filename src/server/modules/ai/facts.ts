import type { Answers, QuestionKey } from '#shared/questionnaire';
import { answersWithoutAsides, findPlace, foldWord, nameFrom, personNames, readsForeign } from '#world';

/**
 * The person's facts in a text (decision 0114): the numbers as typed ("€4,000", "1972", "3"), and
 * the names — people, places, things named ("Anne", "Taos", "Coachella") — as the person's answers
 * know them. A model's text is held to these, not to a share of the words: a rewrite may change
 * every other word ("isnt" → "is not", slang made readable), never a sum, a year or a name.
 */
export interface Facts {
  /** Each number by its value ("€4,000" and "4000" are one), valued as typed. */
  numbers: Map<string, string>;
  /** Each name by its folded key ("tromsø" → "tromso"), valued as it is to be written. */
  names: Map<string, string>;
}

/** A number with its currency or unit as typed: "€4,000", "$1.5", "1972", "30%". */
const numberPattern = /[€$£¥]?\s?\d{1,3}(?:[,.’' ]\d{3})+(?:[.,]\d+)?|[€$£¥]?\s?\d+(?:[.,]\d+)?%?/gu;

/**
 * Small numbers people write as words: "three kids" and "3 kids" are the same fact. "One" is left
 * out: "one day", "one small step" are a way of speaking far more often than a count.
 */
const numberWords = new Map(
  'two three four five six seven eight nine ten eleven twelve'
    .split(' ')
    .map((word, at) => [word, `${at + 2}`]),
);

/** "€4,000" → "4000", "1.5" → "1.5", "4 000" → "4000": the value, whatever the grouping. */
function numberKey(typed: string): string {
  const digits = typed.replace(/[€$£¥%\s]/gu, '');
  // A group separator is followed by exactly three digits; anything else is a decimal mark.
  return digits.replace(/[,.’'](?=\d{3}(?:\D|$))/gu, '').replace(',', '.');
}

export function numbersIn(text: string): Map<string, string> {
  const numbers = new Map<string, string>();
  for (const match of text.matchAll(numberPattern)) numbers.set(numberKey(match[0]), match[0].trim());
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const value = numberWords.get(word);
    if (value) numbers.set(value, word);
  }
  return numbers;
}

/** Every word of a text, folded (lower case, accents off): what "the person typed it" is checked against. */
export function foldedWords(text: string): Set<string> {
  return new Set((text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map(foldWord));
}

/**
 * The names in `text`, as `known` (the person's names, learnt from all their answers) writes them,
 * and the place the gazetteer reads in it.
 */
function namesIn(text: string, known: ReadonlyMap<string, string>): Map<string, string> {
  const names = new Map<string, string>();
  const typed = foldedWords(text);
  for (const [lower, written] of known) if (typed.has(foldWord(lower))) names.set(foldWord(lower), written);
  const place = findPlace(text);
  if (place) {
    // The place as the person wrote it: "Tromso" for "Tromsø" is the same place, kept either way.
    for (const word of place.name.match(/[\p{L}\p{M}]+/gu) ?? []) {
      const key = foldWord(word);
      if (typed.has(key) && key.length > 2) names.set(key, word);
    }
  }
  return names;
}

/**
 * The facts of one text, the person's other answers naming what is a name. A text alone (a
 * rephrase's) may be about anyone: it is read as an answer about people, where "anne" is Anne.
 */
export function factsOf(text: string, answers?: Answers): Facts {
  // The text read as one more answer: a capital after a line break of another answer is no name.
  const known = personNames(answers ? { ...answers, ['text' as QuestionKey]: text } : { key_people: text });
  return { numbers: numbersIn(text), names: namesIn(text, known) };
}

/** The facts of the answers a text draws on, chat asides ("I am 52 so no miracles lol") left out. */
export function factsOfAnswers(answers: Answers): Facts {
  const plain = answersWithoutAsides(answers);
  const facts: Facts = { numbers: new Map(), names: new Map() };
  for (const text of Object.values(plain)) {
    if (!text) continue;
    const { numbers, names } = factsOf(text, plain);
    for (const [key, value] of numbers) facts.numbers.set(key, value);
    for (const [key, value] of names) facts.names.set(key, value);
  }
  // The person's own name, which no capital or lexicon may be needed to tell ("Maya", "Zoë").
  const name = nameFrom(plain);
  if (name) facts.names.set(foldWord(name), name);
  return facts;
}

/** The facts of `facts` that `output` no longer holds, as they are to be written ("€4,000", "Anne"). */
export function missingFacts(facts: Facts, output: string): string[] {
  const numbers = numbersIn(output);
  const words = foldedWords(output);
  return [
    ...[...facts.numbers].filter(([value]) => !numbers.has(value)).map(([, typed]) => typed),
    ...[...facts.names].filter(([key]) => !words.has(key)).map(([, written]) => written),
  ];
}

/** Numbers in `output` the person never typed (an invented sum, a split "€4, 000"). */
export function inventedNumbers(output: string, typed: Facts): string[] {
  return [...numbersIn(output)]
    .filter(([value, written]) => !typed.numbers.has(value) && !numberWords.has(written.toLowerCase()))
    .map(([, written]) => written);
}

export type Language = 'english' | 'other';

/**
 * The language a text is written in, as far as the writer can tell (decision 0096's detector):
 * the language of most of its sentences, so one Spanish phrase in an English text ("I feel en
 * paz") leaves it English, and one "no" in a Spanish text leaves it Spanish.
 */
export function languageOf(text: string): Language {
  const sentences = text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .filter((sentence) => (sentence.match(/\p{L}+/gu) ?? []).length >= 3);
  if (sentences.length === 0) return readsForeign(text) ? 'other' : 'english';
  const foreign = sentences.filter(readsForeign).length;
  return foreign * 2 > sentences.length ? 'other' : 'english';
}

/** The language of the person's answers: the language most of their written answers are in. */
export function languageOfAnswers(answers: Answers): Language {
  const written = Object.values(answers).filter(
    (answer): answer is string => typeof answer === 'string' && (answer.match(/\p{L}+/gu) ?? []).length >= 3,
  );
  const foreign = written.filter((answer) => languageOf(answer) === 'other').length;
  return written.length > 0 && foreign * 2 > written.length ? 'other' : 'english';
}
