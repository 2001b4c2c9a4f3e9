/**
 * Text helpers for the generator: word tokens that remember where they came from (so a prop's
 * label can quote what the user wrote), accent- and case-free matching keys, and the small
 * rewrites that turn "my villa" into "your villa" for the category texts.
 */

export interface Token {
  /** Lower case, accents stripped: the key the lexicon matches on. */
  key: string;
  /** The word as written. */
  word: string;
  start: number;
  end: number;
  /** True when punctuation (a comma, a full stop…) separates it from the previous word. */
  afterBreak: boolean;
}

// Compiled once: the generator runs thousands of times in tests and benches.
const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;
/** Characters that end a phrase: a phrase never runs across them. */
const breakCodes = new Set([...',.;:!?()[]{}\n"“”…—–/|&+'].map((character) => character.charCodeAt(0)));

function hasBreak(text: string, from: number, to: number): boolean {
  for (let index = from; index < to; index++) if (breakCodes.has(text.charCodeAt(index))) return true;
  return false;
}
const combiningMarks = /\p{M}/gu;
const foldedLetters: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };
const foldedPattern = /[ßæœøđłı]/g;

/** "Città" → "citta", "GRÜN" → "grun", "Straße" → "strasse". */
const plainAscii = /^[\x20-\x7e]*$/;

export function foldWord(word: string): string {
  if (plainAscii.test(word)) return word.toLowerCase();
  return word
    .normalize('NFD')
    .replace(combiningMarks, '')
    .toLowerCase()
    .replace(foldedPattern, (letter) => foldedLetters[letter] ?? letter);
}

/** The text's words, at most `limit` (an answer is at most 2,000 characters anyway). */
export function tokenize(text: string, limit = 1200): Token[] {
  const tokens: Token[] = [];
  wordPattern.lastIndex = 0;
  let previousEnd = 0;
  for (let match = wordPattern.exec(text); match && tokens.length < limit; match = wordPattern.exec(text)) {
    const start = match.index;
    const word = match[0];
    tokens.push({
      key: foldWord(word),
      word,
      start,
      end: start + word.length,
      afterBreak: tokens.length > 0 && hasBreak(text, previousEnd, start),
    });
    previousEnd = start + word.length;
  }
  return tokens;
}

/** The matching key of a lexicon phrase: its folded words joined by single spaces. */
export function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .map((token) => token.key)
    .join(' ');
}

// Control characters, zero-width spaces and bidi overrides (ZWJ stays: emoji need it); a small
// class rather than all of \p{Cf}, since this runs on every answer of every world.
const invisible = /[\p{Cc}\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
const spaces = /\s+/g;

/** Whitespace collapsed, control characters gone. */
export function cleanText(text: string): string {
  return isClean(text) ? text.trim() : text.replace(invisible, ' ').replace(spaces, ' ').trim();
}

/** Most answers need no cleaning: one pass over the character codes says so without a regex. */
function isClean(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // Control characters, odd spaces, zero-width and bidi marks (the regexes' concern), or two spaces.
    const odd =
      code < 0x20 ||
      (code >= 0x7f && code <= 0xa0) ||
      (code >= 0x2000 && code <= 0x200f) ||
      (code >= 0x2028 && code <= 0x202f) ||
      (code >= 0x205f && code <= 0x206f) ||
      code === 0x1680 ||
      code === 0x3000 ||
      code === 0xfeff;
    if (odd || (code === 0x20 && text.charCodeAt(index + 1) === 0x20)) return false;
  }
  return true;
}

/**
 * Cuts to at most `max` characters at a word boundary (with an ellipsis), never inside a word or
 * a surrogate pair; '' when nothing readable is left.
 */
export function fitText(text: string, max: number): string {
  const clean = cleanText(text);
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  let cut =
    space > max * 0.4
      ? room.slice(0, space)
      : Array.from(room)
          .slice(0, max - 1)
          .join('');
  if (cut.length > max - 1) cut = Array.from(cut).slice(0, -1).join('');
  cut = trimEndPunctuation(cut);
  return cut ? `${cut}…` : '';
}

/** Characters a clause or a cut text must not end on: spaces, sentence marks and dashes. */
const endPunctuation = new Set([...' \t\n\r\f\v.!?…,;:—–-'].map((character) => character.charCodeAt(0)));

/**
 * The text without its trailing spaces and punctuation. A loop back from the end rather than
 * `/[…]+$/u`: a regex retries that class from every position of a long punctuation run inside the
 * text (", , , …a"), which is quadratic in the run, and answers are up to 2,000 characters.
 */
export function trimEndPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && isEndPunctuation(text.charCodeAt(end - 1))) end--;
  return end === text.length ? text : text.slice(0, end);
}

function isEndPunctuation(code: number): boolean {
  // Besides ASCII whitespace, \s also covers NBSP, U+1680, U+2000–U+200A, U+2028/9, U+202F,
  // U+205F, U+3000 and U+FEFF; cleanText has already turned most of them into plain spaces.
  return (
    endPunctuation.has(code) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const smallWords = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'on',
  'by',
  'to',
  'with',
  'at',
  'for',
  'from',
  'over',
  'above',
]);

/** "journeys to japan and beyond" → "Journeys to Japan and Beyond". */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) =>
      index > 0 && smallWords.has(word.toLowerCase()) ? word.toLowerCase() : upperFirst(word),
    )
    .join(' ');
}

const pronouns =
  /\b(I am|I'm|I’m|I was|I have|I've|I’ve|we are|we're|we’re|myself|ourselves|mine|ours|my|our|me|us|we|I)\b/gi;
const secondPerson: Record<string, string> = {
  'i am': 'you are',
  "i'm": 'you’re',
  'i’m': 'you’re',
  'i was': 'you were',
  'i have': 'you have',
  "i've": 'you’ve',
  'i’ve': 'you’ve',
  'we are': 'you are',
  "we're": 'you’re',
  'we’re': 'you’re',
  myself: 'yourself',
  ourselves: 'yourselves',
  mine: 'yours',
  ours: 'yours',
  my: 'your',
  our: 'your',
  me: 'you',
  us: 'you',
  we: 'you',
  i: 'you',
};

/** "I paint in my studio" → "you paint in your studio" (present tense keeps the verbs right). */
export function toSecondPerson(text: string): string {
  return text.replace(pronouns, (match, _group, offset: number) => {
    // "US" and "ME" in capitals are places (the US, Maine), not pronouns.
    if ((match === 'US' || match === 'ME') && text.length > 2) return match;
    const replacement = secondPerson[match.toLowerCase()] ?? match;
    return offset === 0 || endsSentence(text, offset) ? upperFirst(replacement) : replacement;
  });
}

/**
 * True when the text before `offset` ends a sentence ("Hi. I…"): a look back over the spaces, not
 * `/[.!?]\s*$/` on the prefix, which would rescan the whole prefix for every pronoun.
 */
function endsSentence(text: string, offset: number): boolean {
  let index = offset - 1;
  while (index >= 0 && /\s/.test(text.charAt(index))) index--;
  const previous = text.charAt(index);
  return previous === '.' || previous === '!' || previous === '?';
}

/** The first sentence (or clause before ";"), trimmed of end punctuation; '' when blank. */
export function firstClause(text: string): string {
  const clean = cleanText(text);
  const [first = ''] = clean.split(/(?<=[.!?…])\s+|;\s*/u);
  return trimEndPunctuation(first).trim();
}

/** True when the text holds at least one letter or digit. */
export function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
