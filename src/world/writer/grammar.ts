import nlp from 'compromise';

/**
 * The grammar the writer needs to fit a user's answer into a sentence: clean case, no doubled
 * words, which kind of phrase an answer is, articles, and verb forms. Tagging and conjugation come
 * from compromise (a rule-based English tagger with no model to download, decision 0050); the
 * rest is small and explicit.
 */

/** Longest text handed to the tagger: an answer's first clause is what gets written anyway. */
const tagRoom = 320;

// Control characters, zero-width spaces and bidi overrides (ZWJ stays: emoji need it).
const invisible = /[\p{Cc}\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

/** Letters of a text that are upper case, as a share of all cased letters. */
function upperShare(text: string): number {
  const upper = text.match(/\p{Lu}/gu)?.length ?? 0;
  const lower = text.match(/\p{Ll}/gu)?.length ?? 0;
  return upper + lower === 0 ? 0 : upper / (upper + lower);
}

const nameTags = ['Place', 'Person', 'Organization', 'FirstName', 'LastName', 'City', 'Country', 'Region'];

const shoutedNameTags = ['Place', 'City', 'Country', 'Region', 'FirstName', 'MaleName', 'FemaleName'];

/** True when the tagger reads the (lower-case) word as a name: a place, a person, a company. */
function isNameTerm(tags: readonly string[]): boolean {
  return tags.some((tag) => nameTags.includes(tag));
}

/**
 * "I LOVE PARIS" is shouting, not a name in every word: all-capital answers are lower-cased, then
 * the words the tagger knows as names (Paris, Kyoto, Maya) and "I" get their capital back.
 */
function unshout(text: string): string {
  const lower = text.toLowerCase();
  const terms = nlp(lower.slice(0, 2000)).json() as { terms: { text: string; tags: string[] }[] }[];
  const names = new Set(
    terms.flatMap((sentence) =>
      sentence.terms
        // Places and first names only: "DOCTOR WHO" in capitals is a doctor, not the TV show.
        .filter((term) => term.tags.some((tag) => shoutedNameTags.includes(tag)))
        .map((term) => term.text.toLowerCase()),
    ),
  );
  return lower.replace(/[\p{L}\p{M}'’]+/gu, (word) =>
    names.has(word) || word === 'i' || /^i['’]/.test(word) ? upperFirst(word) : word,
  );
}

/**
 * An answer made fit for a sentence: invisible characters and repeated spaces gone, shouting
 * turned down, a lone "i" made "I", space before punctuation removed, and a word typed twice in a
 * row ("as as") said once. Two capitalised words stay ("Bora Bora", "Baden Baden": names).
 */
export function tidy(text: string): string {
  let clean = text.replace(invisible, ' ').replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  if (upperShare(clean) > 0.8 && /\p{Lu}.*\p{Lu}.*\p{Lu}/u.test(clean)) clean = unshout(clean);
  return clean
    .replace(/(^|[\s("“])i(?=$|[\s,.;:!?)'’])/g, '$1I')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\b([\p{L}\p{N}'’]+)(?:\s+\1\b)+/giu, (match, word: string) =>
      /^\p{Lu}/u.test(word) && match.split(/\s+/).every((each) => /^\p{Lu}/u.test(each)) ? match : word,
    );
}

/** Sentences of a text: split at . ! ? … and line breaks; pieces without a letter dropped. */
export function sentencesOf(text: string): string[] {
  return tidy(text.replace(/\r?\n+/g, ' \u2029 '))
    .split(/(?<=[.!?…])\s+|\s*\u2029\s*/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** Trailing punctuation and spaces off, so the caller decides how the sentence ends. */
export function stripEnd(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s.!?…,;:—–-]/u.test(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** Cuts at a word boundary (never mid-word) so a line stays readable. */
export function capWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // A cut list must not end on "and", "with", "the": drop the dangling little word.
  const words = stripEnd(space > max / 2 ? cut.slice(0, space) : cut);
  return stripEnd(words.replace(/\s+(?:and|or|but|with|the|a|an|of|to|in|on|at|by|for|my|your)$/i, ''));
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface Term {
  text: string;
  tags: string[];
}

/**
 * Tagged words of a text. Remembered for the last few hundred texts: the writer asks about the
 * same clause several times (its kind, its list items, one rephrase per tone and style).
 */
const termsCache = new Map<string, Term[]>();
const termsCacheSize = 500;

function termsOf(text: string): Term[] {
  const key = text.slice(0, tagRoom);
  const cached = termsCache.get(key);
  if (cached) return cached;
  const sentences = nlp(key).json() as { terms: Term[] }[];
  const terms = sentences.flatMap((sentence) => sentence.terms);
  if (termsCache.size >= termsCacheSize) termsCache.delete(termsCache.keys().next().value ?? '');
  termsCache.set(key, terms);
  return terms;
}

const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
const closedTags = [
  'Adjective',
  'Adverb',
  'Determiner',
  'Preposition',
  'Conjunction',
  'Pronoun',
  'Value',
  'Verb',
];

/**
 * The fragment with its first word in lower case, ready to go mid-sentence ("Healthier oceans" →
 * "healthier oceans"), unless that word is "I", an acronym, or a name: the tagger knows it as a
 * place or a person, or a capitalised word follows it ("New York", "Japan, Portugal").
 */
export function midSentence(fragment: string): string {
  const first = /^[\p{L}\p{M}'’-]+/u.exec(fragment)?.[0] ?? '';
  if (!first || !/^\p{Lu}/u.test(first)) return fragment;
  if (first === 'I' || /^I['’]/.test(first)) return fragment;
  if (first.length > 1 && first === first.toUpperCase()) return fragment;
  const rest = fragment.slice(first.length);
  const next = /^[\s,;&]*(?:and\s+|or\s+)?([\p{L}\p{N}]+)/u.exec(rest)?.[1] ?? '';
  const lowerWord = first.toLowerCase();
  const [term] = termsOf(`${lowerWord}${rest.slice(0, 60)}`);
  const tags = term?.tags ?? [];
  if (isNameTerm(tags)) return fragment;
  // "Climbing Mont Blanc": a verb or a description stays lower case before a name.
  if (tags.some((tag) => closedTags.includes(tag))) return lowerWord + rest;
  if (/^\p{Lu}/u.test(next) && !/^(?:I|My|Our)$/.test(next)) return fragment;
  const known = lexicon[lowerWord] !== undefined;
  const common = known || !next || /^\p{Ll}/u.test(next);
  return common ? lowerWord + rest : fragment;
}

/**
 * What an answer is, for choosing the sentence it fits: a sentence about me ("I paint…"), another
 * full sentence ("My stories help people…"), an action ("Swim at sunrise"), an -ing activity
 * ("Designing homes"), a description ("Calm, free and light") or a thing ("A villa by the sea").
 */
export type ClauseKind = 'self' | 'sentence' | 'action' | 'activity' | 'description' | 'thing' | 'setting';

/** Words ending in -ing that are things, not activities. */
const ingNouns =
  /^(?:morning|evening|thing|something|nothing|everything|anything|spring|king|ring|ceiling|wedding|building|painting|clothing|feeling|meeting|ending|beginning|darling|sibling|sterling|string|wing|swing|sling|ping|pudding|dumpling|bring|sing|cling|sting)$/i;

const selfStart = /^(?:I|I['’](?:m|ve|d|ll)|We|We['’](?:re|ve|d|ll))\b/;

export function kindOf(clause: string): ClauseKind {
  const text = clause
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (selfStart.test(text)) return 'self';
  const terms = termsOf(text);
  const [first] = terms;
  if (!first) return 'thing';
  const has = (term: Term | undefined, tag: string) => term?.tags.includes(tag) ?? false;
  const firstWord = first.text.toLowerCase();
  // "by the lake", "near my family": a place or a circumstance, not a thing.
  if (has(first, 'Preposition') && !/^(?:as|like)$/i.test(firstWord)) return 'setting';
  const gerund = has(first, 'Gerund') || (/^\p{L}{3,}ing$/u.test(firstWord) && !ingNouns.test(firstWord));
  // One word: "books", "waves" (the tagger reads them as verbs), "calm", "running".
  if (terms.length === 1) {
    if (gerund) return 'activity';
    return has(first, 'Adjective') || has(first, 'Adverb') ? 'description' : 'thing';
  }
  // "Travel, my family and young artists" is a list of things, though it starts with a verb.
  const listItems = text.split(/\s*(?:,|;|\band\b|&)\s*/).filter((item) => /\p{L}/u.test(item));
  const startsWithVerb = (item: string) => {
    const [lead] = termsOf(item.replace(/^to\s+/i, ''));
    return has(lead, 'Verb') && !has(lead, 'Noun');
  };
  const verbList = listItems.length < 2 || startsWithVerb(listItems[1] ?? '');
  // "Fit, rested and full of energy": a list of descriptions, though "fit" can be a verb.
  if (listItems.length > 1 && describesAll(text)) return 'description';
  if (/^to\s/i.test(text) && has(terms[1], 'Verb') && verbList) return 'action';
  if (gerund && verbList) return 'activity';
  if (has(first, 'Verb') && (has(first, 'Infinitive') || has(first, 'PresentTense')) && verbList)
    return 'action';
  // "Today I build…", "Every morning I swim…": a sentence about me after a short opening.
  if (/^(?:[\p{L}'’]+,?\s+){1,3}(?:I|we)\s/iu.test(text) && /\bI\b|\bwe\b/i.test(text.slice(0, 40))) {
    const at = terms.findIndex((term) => /^(?:i|we)$/i.test(term.text));
    if (at > 0 && at <= 3 && has(terms[at + 1], 'Verb')) return 'self';
  }
  // A subject, then a finite verb before any comma: "My stories help people feel less alone".
  const head = text.split(/[,;:]/)[0] ?? '';
  const headTerms = termsOf(head);
  // The first verb with a noun before it ("A whitewashed villa": "whitewashed" has none).
  const verbAt = headTerms.findIndex(
    (term, index) =>
      index > 0 &&
      term.tags.includes('Verb') &&
      !term.tags.includes('Gerund') &&
      !term.tags.includes('Participle') &&
      headTerms.slice(0, index).some((before) => before.tags.includes('Noun')),
  );
  const subject = headTerms.slice(0, Math.max(verbAt, 0));
  const [lead] = subject;
  const subjectOk =
    subject.length > 0 &&
    !subject.some((term) => /^(?:who|that|which|where)$/i.test(term.text)) &&
    !has(lead, 'Preposition') &&
    // "A villa with blue shutters": a preposition other than "of" means a noun phrase, not a subject.
    !subject.some((term) => term.tags.includes('Preposition') && !/^of$/i.test(term.text)) &&
    !has(lead, 'Adverb') &&
    // "Morning swims": one bare singular noun before a verb is a noun the tagger misread.
    !(subject.length === 1 && has(lead, 'Singular') && !has(headTerms[verbAt], 'Copula'));
  if (verbAt > 0 && subjectOk) return 'sentence';
  return describesAll(text) ? 'description' : 'thing';
}

/** True when every item of a list (add-ons aside) ends in a description: "Fit, rested and calm". */
function describesAll(text: string): boolean {
  const has = (term: Term | undefined, tag: string) => term?.tags.includes(tag) ?? false;
  // "Lean and strong from hiking and climbing": what follows "from" is an add-on.
  const [described = text] = text.split(/\s(?:from|with|after|like|in|on|at|by|for)\s/i);
  // "Tanned, strong and flexible", "Very wealthy, with…": every item that is not a prepositional
  // add-on ends in a description.
  // What follows ":" or ";" is a sentence of its own ("Light and airy; the house smells of salt").
  const items = (described.split(/[:;]/)[0] ?? described)
    .split(/\s*(?:[,;:]|\band\b|\bor\b|&)\s*/)
    .filter((item) => /[\p{L}]/u.test(item))
    .map((item) => termsOf(item))
    .filter((itemTerms) => !has(itemTerms[0], 'Preposition'))
    .map((itemTerms) => {
      const stop = itemTerms.findIndex((term, index) => index > 0 && term.tags.includes('Preposition'));
      return stop > 0 ? itemTerms.slice(0, stop) : itemTerms;
    });
  const describing = ['Adjective', 'Adverb', 'Participle', 'PastTense'];
  const describesItem = (itemTerms: Term[]) => {
    const last = itemTerms[itemTerms.length - 1];
    return Boolean(last) && describing.some((tag) => has(last, tag)) && !has(last, 'Plural');
  };
  // "Light, airy and peaceful": the tagger may read one item as a noun; most items and the last decide.
  const describedCount = items.filter(describesItem).length;
  const lastItem = items[items.length - 1];
  const describes = lastItem !== undefined && describesItem(lastItem) && describedCount * 2 > items.length;
  return describes;
}

/** The base form of one -ing word ("swimming" → "swim"), or the word when the tagger has none. */
function baseOf(gerund: string): string {
  // Tagged as a gerund first: alone, "living" reads as an adjective and has no verb forms.
  const doc = nlp(gerund);
  doc.tag('Gerund');
  const [forms] = doc.verbs().conjugate() as { Infinitive?: string }[];
  return forms?.Infinitive && forms.Infinitive !== gerund.toLowerCase() ? forms.Infinitive : gerund;
}

/** "designing homes that heal" → "design homes that heal": the -ing verbs in base form. */
export function toBaseForm(activity: string): string {
  const gerunds = new Set(
    termsOf(activity)
      .filter((term, index) => term.tags.includes('Gerund') || (index === 0 && /ing$/i.test(term.text)))
      .map((term) => term.text.toLowerCase()),
  );
  return activity.replace(/[\p{L}]+ing\b/giu, (word) =>
    gerunds.has(word.toLowerCase()) ? baseOf(word) : word,
  );
}

/** "paint and sell my art" → "paints and sells my art", to follow "someone who". */
export function toThirdPerson(action: string): string {
  const doc = nlp(`she ${action.slice(0, tagRoom)}`);
  doc.verbs().toPresentTense();
  return doc
    .text()
    .replace(/^she\s+/i, '')
    .replace(/\bam\b/g, 'is');
}

/** Nouns people use without an article ("family", "nature") that the tagger counts as things. */
const massNouns = new Set(
  'family friends nature love work home music art time water food travel money peace freedom health yoga coffee tea sunlight light space silence fun happiness joy success wealth abundance'.split(
    ' ',
  ),
);

const has0 = (terms: readonly Term[], tag: string) => terms[0]?.tags.includes(tag) ?? false;

const determiners =
  /^(?:a|an|the|my|our|your|his|her|their|this|that|these|those|some|every|each|all|no|any|many|much|few|more|most|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b/i;

/**
 * A thing ready to be named in a sentence: "white villa" → "a white villa"; plurals, mass nouns,
 * names and phrases that have their own determiner stay as they are.
 */
export function withArticle(thing: string): string {
  if (!thing || determiners.test(thing) || /^\p{Lu}/u.test(thing) || /,|\band\b/.test(thing)) return thing;
  if (/^(?:as|like|someone|somebody|everyone|everybody|anyone|nobody|everything|something)\b/i.test(thing))
    return thing;
  const head = thing.split(
    /\s+(?:by|in|on|near|with|at|of|from|for|that|who|where|which|overlooking|facing)\s+|,/i,
  )[0];
  const terms = termsOf(head ?? thing);
  if (has0(terms, 'Preposition') || has0(terms, 'Pronoun') || has0(terms, 'Adverb')) return thing;
  const last = terms[terms.length - 1];
  if (!last || last.tags.includes('Plural') || !last.tags.includes('Noun')) return thing;
  if (terms.length > 1 && terms.some((term) => term.tags.includes('Conjunction'))) return thing;
  // Mass and abstract nouns read fine bare ("freedom", "music", "kindness").
  if (
    last.tags.includes('Uncountable') ||
    massNouns.has(last.text.toLowerCase()) ||
    /(?:dom|ness|ity|ment|ism|ship|hood|ance|ence|ing|tion|sion)$/i.test(last.text)
  ) {
    return thing;
  }
  return /^[aeiou]/i.test(thing) && !/^(?:uni|use|eu|one)/i.test(thing) ? `an ${thing}` : `a ${thing}`;
}

/** True when a capitalised item starts with a common word ("Slow island hopping"), not a name. */
export function startsWithCommonWord(item: string): boolean {
  const [first] = termsOf(item.toLowerCase());
  if (!first) return false;
  if (isNameTerm(first.tags)) return false;
  return first.tags.some((tag) => closedTags.includes(tag)) || typeof lexicon[first.text] === 'string';
}

/**
 * The tagger builds its model on first use (a few hundred milliseconds): the server calls this
 * once when it starts, so the first user's world or affirmations do not pay for it.
 */
export function warmUpWriter(): void {
  kindOf('I want to live slowly by the sea');
  toBaseForm('swimming at dawn');
  toThirdPerson('paint every morning');
}
