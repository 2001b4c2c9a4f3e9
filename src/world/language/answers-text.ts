import type { Answers, QuestionKey } from '#shared/questionnaire';
import { readsForeign } from './foreign';
import {
  type ClauseKind,
  capWords,
  kindOf,
  midSentence,
  sentencesOf,
  stripEnd,
  tidy,
  toBaseForm,
  upperFirst,
  withArticle,
  withoutEmoji,
} from './grammar';
import { actionList, withFinalAnd } from './lists';
import { nameWords } from './names';
import { fitsPhrase, slotOf } from './phrase-fit';
import { presentTense } from './present-tense';
import { withoutRepeats } from './repeats';

/**
 * An answer, read for writing: its first sentence in present tense (wishes become facts), tidied
 * (case, doubled words), and what kind of phrase it is, so a template can fit it grammatically.
 */
export interface Clause {
  /** The clause as written (present tense, tidied), without end punctuation. */
  text: string;
  kind: ClauseKind;
}

export function clauseOf(answer: string | undefined, max = 160): Clause | null {
  const [said] = sentencesOf(withoutEmoji(answer ?? ''));
  if (!said) return null;
  // "Vivo en Sevilla — I live in an old house in Seville": of two halves, the one about me. A
  // half in another language goes in no English frame ("a vivo en Sevilla"), and an answer wholly
  // in one is left out, as a blank answer is (decision 0096).
  const halves = said.split(/\s+[—–]\s+/).filter((half) => !readsForeign(half));
  if (halves.length === 0) return null;
  const sentence = halves.find((half) => /^I\s/.test(half)) ?? halves[0] ?? said;
  // "Not in a big city; a small town by the sea", "Nothing fancy, a simple house": what the
  // answer is, after what it is not.
  const first =
    /^(?:not|never|nothing)\b[^;:,]*[;:,]\s*(?:but\s+|just\s+|only\s+)?(.*\p{L}.*)$/iu.exec(sentence)?.[1] ??
    sentence;
  // A phrase pasted twice ("a snowy chalet a snowy chalet") is said once.
  const text = capWords(stripEnd(presentTense(withoutRepeats(first.slice(0, max * 4)))), max);
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  return { text, kind: kindOf(text) };
}

export function answerClause(answers: Answers, key: QuestionKey, max = 160): Clause | null {
  return clauseOf(answers[key], max);
}

/**
 * How a template fits each kind of answer. `self` and `sentence` get the clause as a sentence
 * (default: itself); the others get the fragment ready to go mid-sentence.
 */
export interface Frames {
  self?: (sentence: string) => string;
  sentence?: (sentence: string) => string;
  /** "swim at sunrise" (base form, also from "to swim…" and "swimming…" when no activity frame). */
  action: (action: string) => string;
  /** "designing homes that heal"; falls back to `action` in base form. */
  activity?: (activity: string) => string;
  description: (description: string) => string;
  /** "a white villa" (with an article where one is needed). */
  thing: (thing: string) => string;
  /** "by the lake in Zürich": where or how; default "I am at home by the lake…". */
  setting?: (setting: string) => string;
}

/** The clause written through the frame that fits it, as one sentence ending in `.`; '' when blank. */
export function writeClause(clause: Clause | null, frames: Frames): string {
  if (!clause) return '';
  const { kind } = clause;
  // "strong & rested & pain-free" → "strong, rested and pain-free": prose says "and".
  const text = /(?<=\p{Ll})\s+&\s+(?=\p{Ll})/u.test(clause.text)
    ? joinList(clause.text.split(/\s+&\s+/))
    : clause.text;
  // "A white villa, Rough timber beams": each item of a list is fitted like the first.
  const fragment = midSentence(text).replace(
    /(,\s+|\s+and\s+)(\p{Lu}[^,]*)/gu,
    (_match, joiner: string, item: string) => `${joiner}${midSentence(item)}`,
  );
  // The piece each kind puts in its slot must read as the phrase that slot takes (decision 0109):
  // otherwise the answer is said as its own sentence if it is one, or not at all.
  const slotted =
    kind === 'action'
      ? fragment.replace(/^to\s+/i, '')
      : kind === 'self' || kind === 'sentence'
        ? text
        : fragment;
  if (!fitsPhrase(slotted, slotOf[kind])) return ownSentence(text);
  let written: string;
  switch (kind) {
    case 'self':
      written = frames.self ? frames.self(text) : text;
      break;
    case 'sentence':
      written = frames.sentence ? frames.sentence(fragment) : text;
      break;
    case 'action':
      written = frames.action(actionList(fragment.replace(/^to\s+/i, '')));
      break;
    case 'activity': {
      const activities = withFinalAnd(fragment);
      written = frames.activity
        ? frames.activity(activities)
        : frames.action(actionList(toBaseForm(fragment)));
      break;
    }
    case 'description':
      // "Playful and loving, she reads my stories first": a second clause gets its own weight.
      written = frames.description(
        withFinalAnd(fragment)
          .replace(/,\s+(?=(?:she|he|they|we|I|it|you)\s+\p{Ll})/u, '; ')
          // "easy and fun we make each other better", typed without a comma.
          .replace(/(?<=\p{Ll})\s+(?=(?:we|she|he|they)\s+\p{Ll})/u, '; '),
      );
      break;
    case 'thing':
      written = frames.thing(withArticle(withFinalAnd(fragment)));
      break;
    case 'setting':
      written = frames.setting ? frames.setting(fragment) : `I am at home ${fragment}`;
      break;
  }
  return finish(written);
}

/**
 * An answer that fits no slot, as its own sentence when it is one ("my kids are kind" → "My kids
 * are kind."), tidied; '' when it is a fragment ("lost the belly"): fewer lines that are right.
 */
function ownSentence(text: string): string {
  const own = kindOf(text);
  return own === 'self' || own === 'sentence' ? finish(text) : '';
}

/** The answer's first sentence written through `frames`; '' when the answer is blank. */
export function writeAnswer(answers: Answers, key: QuestionKey, frames: Frames, max = 160): string {
  return writeClause(answerClause(answers, key, max), frames);
}

/** At most this many further clauses of a run-on answer are said: the manifesto stays a read. */
const maxRunOnRest = 3;

/**
 * The answer written through `frames`, then the other clauses of its first sentence when that
 * sentence was typed without punctuation and split where a new subject starts (decision 0081):
 * "i love surfing my kids are happy" → "I love surfing. My kids are happy." Each further clause
 * starts with its own subject, so it is a sentence as it stands.
 */
export function writeAnswerWhole(answers: Answers, key: QuestionKey, frames: Frames, max = 160): string {
  const first = writeAnswer(answers, key, frames, max);
  if (!first) return '';
  const rest = runOnRest(answers[key], max).map(finish);
  return [first, ...rest].filter(Boolean).join(' ');
}

/**
 * The clauses of an answer's first typed sentence after its first, when it was typed without
 * punctuation and split where a new subject starts (decision 0081): "i love surfing my kids are
 * happy" → ["My kids are happy"]. Present tense, without end mark; at most three.
 */
export function runOnRest(answer: string | undefined, max = 160): string[] {
  return runOnClauses(answer, max).slice(1, 1 + maxRunOnRest);
}

/**
 * Every clause of an answer's first typed sentence, the first included: one when it was typed
 * with punctuation, several when it ran on (decision 0081). Present tense, without end mark.
 */
export function runOnClauses(answer: string | undefined, max = 160): string[] {
  const [typed = ''] = withoutEmoji(answer ?? '').split(/(?<=[.!?…])\s+|\r?\n/u);
  return sentencesOf(typed)
    .slice(0, 1 + maxRunOnRest)
    .map((clause) => capWords(stripEnd(presentTense(withoutRepeats(clause))), max))
    .filter((clause) => /[\p{L}\p{N}]/u.test(clause));
}

/** A written sentence's last touch: one capital, one end mark, no doubled word, no stray space. */
export function finish(sentence: string): string {
  const text = tidy(sentence);
  if (!/[\p{L}\p{N}]/u.test(text)) return '';
  if (/[.!?]["”]$/u.test(text)) return upperFirst(text);
  const mark = /[!?]$/.test(text) ? text.slice(-1) : '.';
  return `${upperFirst(stripEnd(text))}${mark}`;
}

/** "I paint every day" → "paint every day": what I do, for "I choose to…", "someone who…". */
export function predicateOf(selfSentence: string): string {
  return selfSentence.replace(/^(?:I|We)\s+/i, '');
}

/**
 * The name from answers like "Maya", "I am Maya: calm…", "My name is Maya Lopez" (up to three
 * words, 40 characters). The parsing is the world generator's (`nameWords`), so the affirmations
 * and the dream world always find the same name.
 */
export function nameFrom(answers: Answers): string {
  return capWords(
    nameWords(answers.name ?? '')
      .slice(0, 3)
      // A name is a name however it was typed: "maya" and "MAYA" are Maya.
      .map((word) =>
        /^(?:and|&|und|et|y|e)$/i.test(word)
          ? word.toLowerCase()
          : word === word.toLowerCase() || word === word.toUpperCase()
            ? word.toLowerCase().split('-').map(upperFirst).join('-')
            : word,
      )
      .join(' '),
    40,
  );
}

/** "Freedom, kindness and curiosity" → ['freedom', 'kindness', 'curiosity'] (at most three). */
export function valuesFrom(answers: Answers): string[] {
  // "I want to live by generosity, faith…", "My values are…": the values, not the sentence.
  const typed = tidy(withoutEmoji(answers.core_values ?? '')).replace(
    /^(?:(?:I|we) (?:(?:want|would like|try|hope|aim) to )?(?:live by|value|believe in|stand for|care about|hold on to)|(?:my|our) (?:core )?values are|values:)\s*/i,
    '',
  );
  // "freedom creativity loyalty", typed without commas: three or more bare words are a list.
  const words = typed.split(/\s+/);
  const unjoined =
    words.length >= 3 &&
    words.length <= 6 &&
    !/[,;/&]|\b(?:and|or|of|the|to|a|an|in|for|with|my|is|be|by)\b/i.test(typed);
  return (unjoined ? words.join(', ') : typed)
    .split(/,(?!\d)|;|\/|\n|\band\b|&|\.\s*/i)
    .map((value) => midSentence(capWords(stripEnd(value.trim()), 30)))
    .filter((value) => /[\p{L}\p{N}]/u.test(value))
    .filter(
      (value, index, all) => all.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === index,
    )
    .slice(0, 3);
}

/** ["a", "b", "c"] → "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A list answer cut to what one breath can carry: whole items while they fit in `maxWords`
 * ("Japan, Portugal and the Greek islands" → "Japan and Portugal" at 3 words).
 */
export function shortList(text: string, maxWords: number): string {
  const items = text.split(/\s*(?:,(?!\d)|;|\band\b|&)\s*/i).filter((item) => /[\p{L}\p{N}]/u.test(item));
  const kept: string[] = [];
  let words = 0;
  for (const item of items) {
    // "Debt free, with enough savings": an add-on is not another item of the list.
    // "Not rich, but the mortgage is small": a clause is not another item either.
    if (
      kept.length > 0 &&
      /^(?:with|without|in|on|at|by|for|from|to|of|near|around|close|beside|next|behind|above|below|along|across|over|under|inside|outside|between|among|towards|maybe|perhaps|but|so|yet|because|while|although|though|which|where|who)\b/i.test(
        item,
      )
    )
      break;
    const count = item.split(/\s+/).length;
    if (kept.length > 0 && words + count > maxWords) break;
    kept.push(kept.length === 0 ? item : midSentence(item));
    words += count;
  }
  return capWords(joinList(kept), maxWords * 12);
}
