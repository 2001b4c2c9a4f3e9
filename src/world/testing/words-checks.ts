import nlp from 'compromise';
import type { Answers } from '#shared/questionnaire';

/**
 * The mechanical checks of decision 0109 over any text the writer shows a person: each returns the
 * broken piece, or null. They read only the text and the person's answers, so they hold for any
 * writer (offline or a model) and for people nobody here has seen.
 */

export interface WordsProblem {
  check: string;
  found: string;
}

/** Words that are never a noun after "a"/"an"/"the": pronouns and subordinators ("a i", "the we"). */
const neverAfterArticle = /^(?:i|we|you|he|she|they|me|my|our|his|her|the|a|an|to|and|is|am|are|was)$/i;

/** "a lost the belly", "an en paz", "a ray my husband": an article whose next word cannot start a noun phrase. */
export function articleBeforeVerb(text: string): string | null {
  for (const match of text.matchAll(/\b(a|an)\s+([\p{L}'’]+)(?:\s+([\p{L}'’]+))?/giu)) {
    const [whole, , next = '', after = ''] = match;
    if (neverAfterArticle.test(next)) return whole;
    // "a lost the …": past tense or base verb followed by a determiner is a clause, not a noun.
    if (/^(?:the|my|his|her|our|their)$/i.test(after)) {
      const term = nlp(`${next} ${after}`).json()[0]?.terms?.[0];
      const tags: string[] = term?.tags ?? [];
      if (tags.includes('Verb') && !tags.includes('Noun') && !tags.includes('Adjective')) return whole;
    }
    // A Romance article-less word after an English article ("an en paz", "a ray my husband" handled above).
    if (/^(?:en|y|de|del|la|el|com|e|da|do|près|et)$/i.test(next)) return whole;
  }
  return null;
}

/** "Today I make time for 6.", "I make time for i walk", "closer to i": a frame's slot filled by a number or a clause. */
export function frameOnNumberOrVerb(text: string): string | null {
  const number = /\b(?:for|to|of|with|about|feel|feels|see|towards)\s+\d[\d,.]*\s*[.!?]/iu.exec(text)?.[0];
  if (number) return number;
  const clause = /\b(?:for|to|of|with|closer to|towards|a|an|the)\s+i\s+\p{Ll}+/u.exec(text)?.[0];
  if (clause) return clause;
  // "I house, boat and …": "I" followed by a bare noun where a verb belongs.
  for (const match of text.matchAll(/(?:^|[.!?]\s+|,\s+and\s+)I\s+(\p{Ll}+)(?=[\s,.!?]|$)/gu)) {
    const word = match[1] ?? '';
    const term = nlp(`I ${word}`).json()[0]?.terms?.[1];
    const tags: string[] = term?.tags ?? [];
    if (tags.includes('Noun') && !tags.includes('Verb')) return match[0];
  }
  return null;
}

/** "€4, 000", "20 and 000", "1St": a number split or mis-cased. */
export function splitNumber(text: string): string | null {
  return /\d,\s+\d{3}\b|\d\s+and\s+000\b|\d+(?:St|Nd|Rd|Th)\b/u.exec(text)?.[0] ?? null;
}

/** Numbers as typed: "€4,000", "12k", "2035", "1st". */
const numberPattern = /\d[\d,.]*\d|\d/g;

/**
 * A sum or a year in the text the person never typed as such ("000" of a split "€20,000", "€20" of
 * it). The writer's own small numbers ("20 minutes", "9 am") are its frames', not the person's.
 */
export function numberNotTyped(text: string, answers: Answers): string | null {
  const typed = new Set(
    Object.values(answers).flatMap((answer) => (answer ?? '').match(numberPattern) ?? []),
  );
  for (const match of text.matchAll(/([€$£]?)(\d[\d,.]*\d|\d)(k?)/giu)) {
    const [, currency = '', found = '', thousands = ''] = match;
    if (!currency && !thousands && found.replace(/\D/g, '').length < 3) continue;
    const clean = found.replace(/[.,]$/, '');
    if (!typed.has(clean) && ![...typed].some((number) => number.replace(/[.,]$/, '') === clean))
      return found;
  }
  return null;
}

/**
 * The names a person's text must capitalise: words they capitalised mid-sentence anywhere, and
 * words the tagger knows as a place or a person's name in any answer ("taos", "anne"), lower case.
 */
export function namesOf(answers: Answers): Set<string> {
  const names = new Set<string>();
  for (const answer of Object.values(answers)) {
    const text = answer ?? '';
    for (const match of text.matchAll(/(?<=\p{Ll}[\s,]+)(\p{Lu}\p{Ll}+)/gu)) {
      const word = match[1] ?? '';
      if (word !== 'I') names.add(word.toLowerCase());
    }
    const doc = nlp(text);
    for (const term of doc.match('(#Place|#FirstName|#LastName|#City|#Country)').json()) {
      for (const part of String(term.text).split(/\s+/)) {
        const word = part.replace(/[^\p{L}'’-]/gu, '').toLowerCase();
        if (word.length > 2) names.add(word);
      }
    }
  }
  // Words that are names only sometimes and ordinary words far more often.
  for (const common of ['may', 'june', 'will', 'grace', 'rose', 'bill', 'mark', 'sun', 'home', 'dog'])
    names.delete(common);
  return names;
}

/** A name written in lower case ("ray", "taos farmers market", "bled castle"). */
export function nameLowercased(text: string, names: ReadonlySet<string>): string | null {
  for (const match of text.matchAll(/[\p{L}'’-]+/gu)) {
    const word = match[0];
    if (word === word.toLowerCase() && names.has(word)) return word;
  }
  return null;
}

/** A sentence longer than one can read aloud: over 45 words. */
export function overlongSentence(text: string): string | null {
  for (const sentence of text.split(/(?<=[.!?…])\s+|\n+/u)) {
    if (sentence.split(/\s+/).filter(Boolean).length > 45) return `${sentence.slice(0, 60)}…`;
  }
  return null;
}

/** An exclamation mark, for people whose answers hold grief or illness. */
export function exclaimed(text: string): string | null {
  return /[^.!?]*!/.exec(text)?.[0]?.trim() ?? null;
}

/** Whether a person's answers hold grief, illness, divorce or loss. */
export function holdsPain(answers: Answers): boolean {
  return /\b(?:died|death|passed away|grief|griev|missing \w+ every|cancer|chemo|stroke|illness|divorce|widow|funeral|pain)\w*/i.test(
    Object.values(answers).join(' '),
  );
}

/** Every sentence of a text, tidied for comparing across people. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter((sentence) => sentence.split(/\s+/).length >= 4);
}

/** The problems of one text shown to a person. */
export function wordsProblems(text: string, answers: Answers, names = namesOf(answers)): WordsProblem[] {
  const checks: [string, string | null][] = [
    ['article before a verb', articleBeforeVerb(text)],
    ['frame on a number or a verb', frameOnNumberOrVerb(text)],
    ['split number', splitNumber(text)],
    ['number not typed', numberNotTyped(text, answers)],
    ['name in lower case', nameLowercased(text, names)],
    ['sentence over 45 words', overlongSentence(text)],
    ['exclamation on pain', holdsPain(answers) ? exclaimed(text) : null],
  ];
  return checks
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([check, found]) => ({ check, found }));
}
