import { questionnaireLimits } from '#shared/questionnaire';

const { answerMax } = questionnaireLimits;

/** The counter appears once an answer has used this much of its room, as the contact form's does. */
export const counterFrom = Math.round(answerMax * 0.8);

/**
 * At most `room` characters of `text`, cut after the last whole word that fits (a paste used to
 * be cut mid-word by the textarea's maxLength: "…a quiet place wi"). A first word longer than the
 * room is cut where the room ends, and a lone surrogate half is never left at the cut.
 */
export function cutAtWord(text: string, room: number): string {
  if (text.length <= room) return text;
  if (room <= 0) return '';
  let kept = text.slice(0, room);
  // Ends inside a word when the next character is not a space: go back to the last word break.
  if (!/\s/.test(text.charAt(room))) {
    const lastBreak = kept.search(/\s\S*$/);
    if (lastBreak > 0) kept = kept.slice(0, lastBreak);
  }
  kept = kept.replace(/\s+$/, '');
  return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
}

/**
 * Puts `inserted` in place of the selection `[start, end)` of `value` within the answer's room.
 * Says how many characters were left out (0 when it all fitted), so the page can tell the user.
 */
export function insertWithinLimit(
  value: string,
  inserted: string,
  start: number,
  end: number,
  max: number = answerMax,
): { value: string; caret: number; leftOut: number } {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const kept = cutAtWord(inserted, max - before.length - after.length);
  return {
    value: before + kept + after,
    caret: before.length + kept.length,
    leftOut: inserted.length - kept.length,
  };
}

const count = (value: number) => value.toLocaleString('en-US');

/** What the field says when text did not fit: nothing is cut without a word. */
export function leftOutMessage(leftOut: number, what: 'paste' | 'rephrase'): string {
  const source = what === 'paste' ? 'of what you pasted' : 'of the rephrased text';
  return `An answer holds at most ${count(answerMax)} characters, so the last ${count(leftOut)} ${
    leftOut === 1 ? 'character' : 'characters'
  } ${source} ${leftOut === 1 ? 'was' : 'were'} left out. Shorten the answer if you want to add them.`;
}

/** "1,850 of 2,000 characters", and at the limit says it is the most an answer holds. */
export function lengthCounterText(length: number): string {
  const used = `${count(length)} of ${count(answerMax)} characters`;
  return length >= answerMax ? `${used}: the most an answer can hold` : used;
}
