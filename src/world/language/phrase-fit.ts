import nlp from 'compromise';
import { hasForeignWord } from './foreign';
import type { ClauseKind } from './grammar';

/**
 * What phrase a frame's slot takes, and whether a fragment is that phrase (decision 0109). Every frame
 * declares its slot by the kind it is written for: "Today I make time for {noun phrase}", "Today I
 * choose to {base-form verb phrase}", "I give my best energy to {-ing phrase}", "I choose a day that
 * feels {adjective phrase}", "I am at home {place}", "{clause}". A fragment enters a slot only when
 * the tagger (compromise) reads it as that phrase; otherwise the writer says the person's own words
 * as their own sentence, or nothing. "In the mirror I see a lost the belly" and "Today I make time
 * for 6" are what happens when a slot takes whatever it is given.
 */
export type Phrase = 'noun' | 'verb' | 'gerund' | 'adjective' | 'place' | 'clause';

/** The phrase each kind of answer fills, as the frames for that kind are written. */
export const slotOf: Record<ClauseKind, Phrase> = {
  self: 'clause',
  sentence: 'clause',
  action: 'verb',
  activity: 'gerund',
  description: 'adjective',
  thing: 'noun',
  setting: 'place',
};

interface Term {
  text: string;
  tags: string[];
}

const termsOf = (text: string): Term[] =>
  (nlp(text).json() as { terms: Term[] }[]).flatMap((sentence) => sentence.terms);

const is = (term: Term | undefined, tag: string) => term?.tags.includes(tag) ?? false;

/**
 * A verb that makes a clause of a phrase ("lost the belly", "paid off"), not a noun or a modifier.
 * A past form that ends a list item ("rested and full of energy", "relaxed, energetic") takes
 * nothing after it: it is a participle describing the person, whatever the tagger called it.
 */
const pastVerb = (term: Term, next: Term | undefined) =>
  is(term, 'PastTense') &&
  !is(term, 'Noun') &&
  !is(term, 'Adjective') &&
  !is(term, 'Participle') &&
  !/[,;]$/.test(term.text) &&
  next !== undefined &&
  !is(next, 'Conjunction');

/** A verb (not a noun, not an -ing word) with an object after it: "enjoy a good car", "lost the belly". */
const verbWithObject = (term: Term, next: Term | undefined) =>
  is(term, 'Verb') &&
  !is(term, 'Noun') &&
  !is(term, 'Gerund') &&
  !is(term, 'Participle') &&
  !/[,;]$/.test(term.text) &&
  (is(next, 'Determiner') || possessive.test(next?.text ?? ''));

const possessive = /^(?:my|his|her|our|their|your)$/i;

/** Words after which a verb belongs to a part of the phrase ("a garden that feeds us", "time to read"). */
const opensInnerClause = /^(?:that|who|which|where|when|to|while|so|because|if)$/i;

/** No clause outside an inner one, and no two noun phrases pressed together ("a ray my husband"). */
function staysAPhrase(terms: readonly Term[]): boolean {
  let inner = false;
  for (const [index, term] of terms.entries()) {
    const word = term.text.toLowerCase();
    const next = terms[index + 1];
    if (opensInnerClause.test(word)) inner = true;
    if (/[,;]$/.test(term.text)) inner = false;
    if (!inner && (pastVerb(term, next) || verbWithObject(term, next))) return false;
    if (
      next &&
      is(term, 'Noun') &&
      !possessive.test(word) &&
      !/[,;]$/.test(term.text) &&
      possessive.test(next.text)
    )
      return false;
  }
  return true;
}

/** Prepositions that say where. */
const spatial =
  /^(?:in|by|near|on|at|beside|along|under|above|below|among|around|across|between|behind|inside|outside|overlooking|facing|close|next|somewhere|up|down|high|deep|far)$/i;

/** Whether `fragment` reads as the phrase a slot takes. */
export function fitsPhrase(fragment: string, phrase: Phrase): boolean {
  const text = fragment.trim();
  // "6", "—": a slot takes words.
  if (!/\p{L}{2,}/u.test(text)) return false;
  if (phrase === 'clause') return true;
  // "for i walk the dog": a lower-case "i" is a clause's subject, whatever the slot.
  if (/(?:^|\s)i(?:\s|$)/.test(text)) return false;
  if (hasForeignWord(text)) return false;
  const terms = termsOf(text);
  const [first] = terms;
  if (!first) return false;
  switch (phrase) {
    case 'verb':
      // "walk the dog every morning": a verb in the base form first; "be" cannot follow "I".
      return (
        // "books everywhere" is no order: a present-tense "-s" verb is a noun's plural here.
        is(first, 'Infinitive') && !/^(?:be|is|am|are)$/i.test(first.text)
      );
    case 'gerund':
      return is(first, 'Gerund') || /^\p{L}{3,}ing$/u.test(first.text);
    case 'adjective':
      // "calm and free", "turquoise, white and gold", "tranquilo: my pension is enough": no article
      // or preposition first ("a lost the belly" is no way to be), and no clause of its own.
      return (
        (!(is(first, 'Determiner') || is(first, 'Preposition')) || /^(?:at|in|like)$/i.test(first.text)) &&
        staysAPhrase(terms)
      );
    case 'place':
      // "by the sea", "near Porto"; "at peace", "from home" are a state and a way of working.
      return (
        spatial.test(first.text) &&
        !/^\S+\s+(?:peace|home|ease|rest|work|heart)\b/i.test(text) &&
        staysAPhrase(terms)
      );
    case 'noun':
      // "twice a year", "really calm": a phrase that starts with an adverb names no thing.
      return !(is(first, 'Adverb') && !is(first, 'Noun')) && staysAPhrase(terms);
  }
}
