import { presentTense } from '../writer/present-tense';
import { mainLexicon } from './lexicon';
import { withoutRepeats } from './repeats';
import { firstClause, fitText, hasWords, lowerFirst, toSecondPerson, upperFirst } from './text';

/**
 * Turns an answer into one warm, present-tense, second-person sentence for the world's texts
 * ("I want to paint every day" → "You paint every day.").
 */

const wishful =
  /\b(?:want|wanna|wish|hope|hopefully|would|will|shall|dream|plan|gonna|someday|one day|maybe|perhaps|eventually|I'd|I’d|I'll|I’ll|I'm|I’m|I think|I believe|I feel like|in the future)\b/i;
export const startsWithSelf = /^(?:I|I'm|I’m|We|My|Our)\b/;

/** A word the lexicon knows other than as a place ("calm", "morning") is no name: lower-case it. */
const placeGroups = new Set(['biome', 'water']);
const isCommonWord = (key: string) =>
  mainLexicon.senses.get(key)?.some((sense) => !placeGroups.has(sense.group)) ?? false;
const startsWithArticle = /^(?:a|an|the)\s/i;

/**
 * How much of a clause the rewrites see: a few times the longest sentence, so a 2,000-character
 * clause costs no more than a short one (the offline present-tense rules trim with a `+$` regex,
 * quadratic on long punctuation runs) while the part that survives the final cut is unchanged.
 */
const rewriteRoom = 3;

/** The first `room` characters of a clause, cut at a space when there is one. */
function clauseStart(clause: string, room: number): string {
  if (clause.length <= room) return clause;
  const cut = clause.slice(0, room);
  const space = cut.lastIndexOf(' ');
  return space > room / 2 ? cut.slice(0, space) : cut;
}

/**
 * The first clause of an answer as one sentence in second person: kept as a sentence when it is
 * about me ("I paint…" → "You paint…"), otherwise placed in `wrap` ("Your adventures: …").
 */
export function yourSentence(text: string, wrap: (fragment: string) => string, max = 240): string {
  const clause = clauseStart(withoutRepeats(firstClause(text)), max * rewriteRoom);
  if (!hasWords(clause)) return '';
  // presentTense only changes wishes ("I want…", "I'd love…"); most clauses skip its rules.
  const present = wishful.test(clause) ? presentTense(clause, { fragments: false }) : clause;
  const sentence = startsWithSelf.test(present)
    ? upperFirst(toSecondPerson(present))
    : upperFirst(wrap(toSecondPerson(lowerFirst(present, isCommonWord))));
  return `${fitText(sentence, max - 1).replace(/[.!?…]$/u, '')}.`;
}

/** "A white villa on the beach" → "Your white villa on the beach"; else `wrap`. */
export function yourThing(text: string, wrap: (fragment: string) => string): string {
  const clause = withoutRepeats(firstClause(text));
  if (startsWithArticle.test(clause) && !/^the\s/i.test(clause)) {
    return yourSentence(clause.replace(startsWithArticle, 'My '), wrap);
  }
  return yourSentence(clause, wrap);
}
