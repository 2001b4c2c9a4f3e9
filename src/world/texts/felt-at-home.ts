/**
 * Who a home answer's qualities are true of (decision 0099): the home ("warm, quiet and
 * welcoming", "busy, noisy and full of life": "I feel welcoming" says of me what is true of the
 * house), me ("inspired and free", "wild, alive and at peace"), or either ("calm and safe").
 * Only the qualities count, not an add-on after them ("…, like a hug after a long hike").
 */
export type FeltBy = 'home' | 'me' | 'either';

/** A feeling only a person has: an -ed word ("inspired", "grounded", "loved") or a few others. */
const myFeelings = /^(?:\p{Ll}{3,}(?<!e)ed|happy|grateful|thankful|glad|proud|content|alive)$/u;

/**
 * A quality only a place has: an -ing word ("welcoming", "inspiring", "gently rocking"), a few
 * others, or what it is full of. A hyphenated -ed word describes a room too ("light-filled").
 */
const homeQualities =
  /^(?:\p{Ll}{3,}ing|airy|spacious|roomy|bright|sunny|open|elegant|busy|noisy|lively|homely|tidy|uncluttered|rustic|modern|\p{Ll}+-\p{Ll}+ed)$/u;

export function feltBy(description: string): FeltBy {
  const [qualities = ''] = description.split(/[;:]|,?\s+(?:like|while|when|after|with|as)\s+/);
  const words = qualities.toLowerCase().split(/[\s,]+/);
  if (words.some((word) => myFeelings.test(word) && !word.includes('-'))) return 'me';
  if (/\bfull of\b/i.test(qualities) || words.some((word) => homeQualities.test(word))) return 'home';
  return 'either';
}
