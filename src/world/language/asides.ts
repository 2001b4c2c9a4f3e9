import type { Answers } from '#shared/questionnaire';

/**
 * What a person types to the app rather than about their life: chat asides ("lol", "haha",
 * "idk"), jokes and hedges in brackets ("(its ugly lol)", "(yes a nap)"), "no miracles". They are
 * how people talk, and they are never promoted into an affirmation or a manifesto (decision 0109): the
 * writer reads the answers without them. A whole answer that is only an aside reads as blank.
 */
const chatWords =
  /\s*\b(?:lol+|lmao|rofl|haha(?:ha)*|hehe|idk|ngl|tbh|fr|omg|xd|jk|smh|imo|lowkey|no miracles|dont laugh|don['’]t laugh|thats it)\b[.!]*/giu;

/** A bracketed aside, and an emoji laugh. */
const brackets = /\s*\([^)]*\)|\s*[😂🤣😅🙃]/gu;

export function withoutAsides(text: string): string {
  return text
    .replace(brackets, '')
    .replace(chatWords, '')
    .replace(/\s+(?:so|but|and)\s*(?=[,.;]|$)/giu, '')
    .replace(/\s+([,.;!?])/g, '$1')
    .replace(/^[\s,.;]+|[\s,;]+$/g, '')
    .replace(/\s{2,}/g, ' ');
}

/** Every answer without its asides. */
export function answersWithoutAsides(answers: Answers): Answers {
  return Object.fromEntries(
    Object.entries(answers).map(([key, text]) => [key, text === undefined ? text : withoutAsides(text)]),
  ) as Answers;
}
