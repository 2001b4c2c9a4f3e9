import { clauseOf, type Frames, writeClause } from '../language/answers-text';
import { fitText, toSecondPerson } from '../language/text';

/**
 * An answer as one warm, present-tense, second-person sentence for the world's texts ("I want to
 * paint every day" → "You paint every day."). The offline writer fits the answer to the frame
 * (written in first person, as the manifesto's are), then the sentence is turned to "you".
 */

/**
 * How much of an answer the writer reads: the first sentence, cut at a word well past what the
 * text may hold, so a 2,000-character answer costs no more than a short one.
 */
const readRoom = 3;

export const startsWithSelf = /^(?:I|I'm|I’m|We|My|Our)\b/;

export function yourSentence(text: string, frames: Frames, max = 240): string {
  const clause = clauseOf(text.slice(0, max * readRoom * 2), max * readRoom);
  const written = writeClause(clause, frames);
  if (!written) return '';
  const sentence = toSecondPerson(written);
  if (sentence.length <= max) return sentence;
  // Cut at a word: the ellipsis ends it.
  return fitText(sentence, max);
}
