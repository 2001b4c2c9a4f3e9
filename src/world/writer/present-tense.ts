/**
 * Rewrites wishes into confident first-person present tense ("I want a house by the sea" →
 * "I live in my house by the sea"). Pure string rules, no model: the offline provider's core,
 * also used to build affirmations and the manifesto from the user's answers.
 */

const dwellings =
  /\b(house|home|villa|apartment|flat|cabin|cottage|penthouse|loft|mansion|farmhouse|bungalow|chalet|townhouse|condo|castle|estate|ranch|studio apartment)s?\b/i;

/** Hedges that make a dream sound far away; dropped from the start of a sentence. */
const leadingHedges =
  /^(?:(?:one day|someday|some day|hopefully|maybe|perhaps|in the future|eventually|in a few years|i think that|i think|i hope that|i believe that|i feel like)[,\s]+)+/i;

const contractions: [RegExp, string][] = [
  [/\bI'd\b/gi, 'I would'],
  [/\bI'll\b/gi, 'I will'],
  [/\bI’d\b/gi, 'I would'],
  [/\bI’ll\b/gi, 'I will'],
  [/\bI'm\b/gi, 'I am'],
  [/\bI’m\b/gi, 'I am'],
  [/\bwanna\b/gi, 'want to'],
  [/\bgonna\b/gi, 'going to'],
];

const wishVerbs =
  '(?:really )?(?:want|wish|hope|plan|intend|aim|need|would like|would love|am going|am planning|dream|aspire|long|will try|try)';

const rules: [RegExp, string | ((...groups: string[]) => string)][] = [
  [new RegExp(`^I ${wishVerbs} to (?:be|become) `, 'i'), 'I am '],
  [/^I (?:will|shall|would) (?:be|become) /i, 'I am '],
  [/^I wish I (?:was|were) /i, 'I am '],
  [/^I wish I (?:had|could have) /i, 'I have '],
  [/^I wish I could /i, 'I '],
  [new RegExp(`^I ${wishVerbs} to have `, 'i'), 'I have '],
  [/^I (?:will|shall|would) have /i, 'I have '],
  [new RegExp(`^I ${wishVerbs} to `, 'i'), 'I '],
  [
    /^I (?:really )?(?:want|would like|would love|wish for|hope for|need|dream of|dream about|long for|desire|am dreaming of|see myself with)\s+(.+)$/i,
    (_match, object = '') => objectClause(object),
  ],
  [/^I (?:will|shall|would|could|can) /i, 'I '],
  [/^I see myself (\w+ing\b.*)$/i, (_match, rest = '') => `I am ${rest}`],
];

/** "a house by the sea" → "I live in my house by the sea"; "travelling" → "I am travelling". */
function objectClause(object: string): string {
  const phrase = object.trim();
  if (/^\w+ing\b/i.test(phrase)) return `I am ${phrase}`;
  const owned = phrase.replace(/^(?:a|an|the|some)\s+/i, 'my ');
  if (
    dwellings.test(phrase.split(/\s+(?:by|in|on|near|with|at|overlooking|facing|where|that)\s+/i)[0] ?? '')
  ) {
    return `I live in ${owned.startsWith('my ') ? owned : `my ${owned}`}`;
  }
  return `I have ${owned}`;
}

/** Fragments without a subject: "Living by the sea" → "I am living by the sea". */
function fragmentClause(sentence: string): string {
  if (/^to \w+/i.test(sentence)) return `I ${sentence.slice(3)}`;
  if (
    /^\w+ing\b/i.test(sentence) &&
    !/^(?:nothing|something|everything|morning|evening|spring|king|ring|thing)\b/i.test(sentence)
  ) {
    return `I am ${lowerFirst(sentence)}`;
  }
  if (/^(?:a|an)\s/i.test(sentence)) return objectClause(sentence);
  return sentence;
}

const firstPerson = /\b(I|me|my|mine|myself|we|us|our|ours)\b/i;

export function hasFirstPerson(text: string): boolean {
  return firstPerson.test(text);
}

/** Lower-cases the first letter unless it starts "I" or what looks like a name. */
export function lowerFirst(text: string): string {
  const [word = ''] = text.split(/\s/);
  if (word === 'I' || /^I\b/.test(word)) return text;
  const common =
    /^(my|our|a|an|the|every|each|this|that|it|its|being|having|to|with|in|on|at|all|some|more|less|no|not|only|just|living|waking|working|helping|building|creating|freedom|peace|love|money|being)$/i;
  return common.test(word.replace(/[^\p{L}]/gu, '')) || /ing$/i.test(word)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/**
 * lowerFirst, plus the capital people type at the start of an answer to a descriptive question
 * ("Tanned, strong and flexible" → "tanned, strong and flexible"), so a template reads "My body is
 * tanned…" and not "My body is Tanned…". Only when the next word is lower case: "Japan, Portugal"
 * and "New York" keep their capitals. Callers use it only for answers that describe (feelings,
 * looks, colours), where a leading proper noun followed by a lower-case word is rare.
 */
export function lowerDescriptive(text: string): string {
  const lowered = lowerFirst(text);
  if (lowered !== text) return lowered;
  const [first = '', second = ''] = text.split(/[\s,;:]+/).filter(Boolean);
  const isAcronym = first.length > 1 && first === first.toUpperCase();
  return /^\p{Lu}/u.test(first) && !isAcronym && /^\p{Ll}/u.test(second)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Sentences of a text: split at . ! ? and line breaks; empty pieces dropped. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** Trailing sentence punctuation off, so the caller decides how the sentence ends. */
export function stripEnd(sentence: string): string {
  return sentence.replace(/[\s.!?…,;:]+$/u, '').trim();
}

/** One sentence, rewritten into first-person present tense; text it cannot parse is kept as is. */
export function presentTense(sentence: string, { fragments = true }: { fragments?: boolean } = {}): string {
  let text = stripEnd(sentence);
  for (const [pattern, replacement] of contractions) text = text.replace(pattern, replacement);
  text = text.replace(leadingHedges, '');
  if (!text) return stripEnd(sentence);
  text = text.replace(/^i\b/, 'I');
  if (fragments || /^I\b/.test(text)) text = upperFirst(text);
  for (const [pattern, replacement] of rules) {
    if (pattern.test(text)) {
      text =
        typeof replacement === 'string'
          ? text.replace(pattern, replacement)
          : text.replace(pattern, replacement);
      break;
    }
  }
  // Later clauses: "…, and I want to travel" → "…, and I travel".
  text = text
    .replace(
      new RegExp(`\\b(and|so|but|then|where|because) I ${wishVerbs} to (?:be|become)\\b`, 'gi'),
      '$1 I am',
    )
    .replace(new RegExp(`\\b(and|so|but|then|where|because) I ${wishVerbs} to\\b`, 'gi'), '$1 I')
    .replace(/\b(and|so|but|then|where|because) I (?:will|would|shall) (?:be|become)\b/gi, '$1 I am')
    .replace(/\b(and|so|but|then|where|because) I (?:will|would|shall)\b/gi, '$1 I')
    .replace(/\bwe will\b/gi, 'we')
    .replace(/\bit will be\b/gi, 'it is');
  if (fragments && !/^I\b/.test(text)) text = fragmentClause(text);
  text = text.replace(/(^|\s)i(?=\s|$)/g, '$1I');
  // A kept fragment keeps the user's own case, so a template can put it mid-sentence.
  return fragments ? upperFirst(text) : text;
}

/** Cuts at a word boundary so a line stays readable; never mid-word. */
export function capWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return stripEnd(space > max / 2 ? cut.slice(0, space) : cut);
}
