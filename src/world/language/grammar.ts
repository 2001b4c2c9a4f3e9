import nlp from 'compromise';
import { colorModifiers, colorWords } from './color-words';

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

const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;

/**
 * Words the tagger's lexicon lists as first names that people mostly mean as things: colours,
 * materials, seasons, values ("Clay, travel…", "Emerald green", "Snow white", "Grace and
 * patience"). At the start of an answer their capital is the sentence's, not a name's.
 */
const commonWordNames = new Set(
  `clay emerald amber snow grace hope joy faith charity destiny harmony honor honour felicity serenity
  liberty justice patience prudence trinity unity summer autumn winter spring dawn sunny rain storm river
  brook forest heather holly ivy iris jasmine lavender lily poppy rose violet daisy hazel olive ruby pearl
  jade coral crystal ginger honey sage saffron scarlet sienna indigo cinnamon pepper basil rosemary melody
  bliss sky ocean art bill will frank rich chase hunter stone cliff dale glen rocky ray sandy star wolf bear
  fox gold silver ebony cherry berry`.split(/\s+/),
);

/** True when the tagger reads the (lower-case) word as a name: a place, a person, a company. */
function isNameTerm(tags: readonly string[]): boolean {
  return tags.some((tag) => nameTags.includes(tag));
}

/**
 * True when a word is a name wherever it stands: a place, a people ("French") or a first name
 * that is not also a common word. The writing checks allow such a word a capital mid-sentence.
 */
export function readsAsName(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 2 || commonWordNames.has(lower)) return false;
  const [term] = termsOf(lower);
  return term !== undefined && (isNameTerm(term.tags) || term.tags.includes('Demonym'));
}

/** Common typos, said right: the writer quotes answers back, and a typo read aloud stings. */
const typos: Record<string, string> = {
  teh: 'the',
  definately: 'definitely',
  definatly: 'definitely',
  peacefull: 'peaceful',
  independance: 'independence',
  freinds: 'friends',
  freind: 'friend',
  beleive: 'believe',
  recieve: 'receive',
  wich: 'which',
  alot: 'a lot',
  untill: 'until',
  becuase: 'because',
  tommorow: 'tomorrow',
  tomorow: 'tomorrow',
  seperate: 'separate',
  accomodation: 'accommodation',
  dont: 'don’t',
  cant: 'can’t',
  wont: 'won’t',
  im: 'I’m',
  wiht: 'with',
  adn: 'and',
  thier: 'their',
  beatiful: 'beautiful',
  beautifull: 'beautiful',
  ive: 'I’ve',
};
const typoPattern = new RegExp(`\\b(?:${Object.keys(typos).join('|')})\\b`, 'gi');

/** "by teh sea" → "by the sea". */
export function withoutTypos(text: string): string {
  return text.replace(typoPattern, (word) => typos[word.toLowerCase()] ?? word);
}

/** Lexicon tags of words that are always written with a capital: countries, cities, peoples. */
const alwaysCapital = ['Country', 'City', 'Demonym', 'Region', 'Month', 'WeekDay'];

/** "french chanson in paris" → "French chanson in Paris": names typed in lower case get their capital. */
function capitaliseNames(text: string): string {
  return text.replace(/(?<![\p{L}\p{M}'’-])\p{Ll}[\p{Ll}\p{M}]+(?![\p{L}\p{M}'’-])/gu, (word) => {
    const tag = lexicon[word];
    // "europe", "asia": the lexicon lists continents as places among other tags.
    const named =
      typeof tag === 'string' ? alwaysCapital.includes(tag) : Array.isArray(tag) && tag.includes('Place');
    return named && word !== 'may' ? upperFirst(word) : word;
  });
}

/**
 * The words of a (lower-case) text the tagger reads as places or first names in context: "são
 * paulo", "kyoto", "maya". Places and first names only: "DOCTOR WHO" in capitals is a doctor.
 */
export function namesIn(lower: string): Set<string> {
  const sentences = nlp(lower.slice(0, 2000)).json() as { terms: { text: string; tags: string[] }[] }[];
  return new Set(
    sentences.flatMap((sentence) =>
      sentence.terms
        .filter((term) => term.tags.some((tag) => shoutedNameTags.includes(tag)))
        .map((term) => term.text.toLowerCase()),
    ),
  );
}

/**
 * "I LOVE PARIS" is shouting, not a name in every word: all-capital answers are lower-cased, then
 * the words the tagger knows as names (Paris, Kyoto, Maya) and "I" get their capital back.
 */
function unshout(text: string): string {
  const lower = text.toLowerCase();
  const names = namesIn(lower);
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
  return capitaliseNames(withoutTypos(clean))
    .replace(/(^|[\s("“])i(?=$|[\s,.;:!?)'’])/g, '$1I')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\b([\p{L}\p{N}'’]+)(?:\s+\1\b)+/giu, (match, word: string) =>
      /^\p{Lu}/u.test(word) && match.split(/\s+/).every((each) => /^\p{Lu}/u.test(each)) ? match : word,
    );
}

/**
 * A text without its emoji (and the joiners, variation selectors and flag letters they are made
 * of): prose the writer says is read aloud, and "I feel cosy 🧸 and safe" is not (decision 0067).
 */
export function withoutEmoji(text: string): string {
  return text
    .replace(
      /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3/gu,
      ' ',
    )
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * Sentences of a text: split at . ! ? … and line breaks, and an answer typed without punctuation
 * ("i love surfing my kids are happy we live by the sea") at each new clause; pieces without a
 * letter dropped.
 */
export function sentencesOf(text: string): string[] {
  return tidy(text.replace(/\r?\n+/g, ' \u2029 '))
    .split(/(?<=[.!?…])\s+|\s*\u2029\s*/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence))
    .flatMap(runOnClauses);
}

interface PlacedTerm extends Term {
  offset: { start: number };
}

/** Subjects that open a clause of their own: "we live…", "my kids are…". */
const clauseSubjects = /^(?:i|we|they|he|she|you)$/i;
const possessives = /^(?:my|our|their|his|her)$/i;

/**
 * Nouns a clause without "that" often describes ("the way my kids laugh", "the house we built"):
 * a subject after them starts a relative clause, not a sentence.
 */
const describedNouns =
  /^(?:way|place|life|one|thing|things|people|person|day|days|time|times|moment|moments|reason|kind|house|home|world|man|woman|family|friends|work|job|things)$/i;

/** Words after which a new subject continues the sentence: "because we…", "I think we…". */
const joiningWords =
  /^(?:and|or|but|so|that|which|who|whom|whose|what|whatever|how|why|where|wherever|when|whenever|while|because|if|than|as|like|though|although|until|since|whether|the|a|an)$/i;

/**
 * Where the finite verb is of a clause that starts at `at` ("we live…", "my kids are…", "my old
 * dog sleeps…"), or -1 when no clause starts there.
 */
function clauseVerbAt(terms: readonly PlacedTerm[], at: number): number {
  const finite = (index: number) => {
    const term = terms[index];
    const finiteVerb =
      (term?.tags.includes('Verb') ?? false) &&
      !term?.tags.includes('Gerund') &&
      !term?.tags.includes('Participle');
    return finiteVerb ? index : -1;
  };
  const word = terms[at]?.text ?? '';
  // "we never worry", "I always swim": one adverb may stand between the subject and its verb.
  const adverb = terms[at + 1]?.tags.some((tag) => tag === 'Adverb' || tag === 'Negative') ?? false;
  if (clauseSubjects.test(word)) return finite(adverb ? at + 2 : at + 1);
  // "the kids play…", "the children swim…": many people or animals after "the" (decision 0096).
  // Only a plural: "the sea the…" is too often a place and the clause about it.
  if (/^the$/i.test(word)) {
    for (let index = at + 1; index <= at + 2; index++) {
      const term = terms[index];
      if (term?.tags.includes('Plural') && !term.tags.includes('Possessive')) return finite(index + 1);
      if (!term?.tags.includes('Adjective')) return -1;
    }
    return -1;
  }
  if (!possessives.test(word)) return -1;
  // "my kids are", "my old dog sleeps": a noun (after at most one description), then a verb.
  for (let index = at + 1; index <= at + 3; index++) {
    const term = terms[index];
    if (!term) return -1;
    if (term.tags.includes('Noun') && !term.tags.includes('Possessive')) return finite(index + 1);
    if (!term.tags.includes('Adjective')) return -1;
  }
  return -1;
}

/**
 * Verbs that take no object, so a place after them is their own and not the noun before them:
 * "our dog sleeps by the fire", "my kids play in the garden". A list, since the tagger does not
 * know which verbs take an object (decision 0091).
 */
const intransitive =
  /^(?:sleeps?|slept|naps?|sits?|sat|lies|lie|lay|rests?|swims?|swam|runs?|ran|walks?|plays?|dances?|wanders?|strolls?|lounges?|waits?|stays?|laughs?|sings?|sang|splash(?:es)?|barks?|purrs?|curls?|sunbathes?|relax(?:es)?|gathers?)$/i;

/**
 * True when the clause whose verb is at `verbAt` is whole: "are happy", "have two dogs", "makes
 * coffee". After a noun, a clause that ends at its verb or goes on with a preposition describes
 * that noun ("bowls I made with my hands", "a bakery my children can run") and is no sentence of
 * its own; a verb with its own object ("the lake my husband makes coffee") leaves no gap for the
 * noun before it to fill, so that clause is a sentence (decision 0086).
 */
function completeClause(terms: readonly PlacedTerm[], verbAt: number): boolean {
  let index = verbAt;
  while (terms[index]?.tags.some((tag) => tag === 'Auxiliary' || tag === 'Modal' || tag === 'Negative'))
    index++;
  if (terms[index]?.tags.includes('Copula')) return true;
  const next = terms[index + 1];
  // "a small house our dog sleeps by the fire": a verb that takes no object, then a place of its
  // own, leaves no gap for the house to fill either; "the house I live in" ends on its preposition
  // and "bowls I made with my hands" has a verb that lacks its object, so both stay whole.
  if (intransitive.test(terms[index]?.text ?? '') && next?.tags.includes('Preposition'))
    return (
      terms[index + 2]?.tags.some((tag) => ['Determiner', 'Possessive', 'Noun'].includes(tag)) === true &&
      !/^(?:every|each|all|some|this|that)$/i.test(terms[index + 2]?.text ?? '')
    );

  // A pronoun after the verb is no sign: "the meals my grandmother taught me" lacks its object.
  const object = (next?.tags.includes('Noun') ?? false) && !next?.tags.includes('Pronoun');
  return (
    object ||
    (next?.tags.some((tag) => ['Determiner', 'Value', 'Adjective', 'Possessive', 'Adverb'].includes(tag)) ??
      false)
  );
}

/**
 * An answer typed without punctuation, split where a new subject starts a clause of its own. Only
 * a sentence with no comma or other mark inside, and only after a clause that has its own verb,
 * so "the house I live in" and "I think we should move" stay whole.
 */
function runOnClauses(sentence: string): string[] {
  if (/[,;:—–()]/u.test(stripEnd(sentence)) || sentence.split(/\s+/).length < 6) return [sentence];
  const [doc] = nlp(sentence.slice(0, tagRoom)).json({ offset: true }) as { terms: PlacedTerm[] }[];
  const terms = doc?.terms ?? [];
  const starts: { at: number; soft: boolean }[] = [];
  let clauseStart = 0;
  terms.forEach((term, index) => {
    const verbAt = index - clauseStart < 2 ? -1 : clauseVerbAt(terms, index);
    if (verbAt < 0) return;
    const previous = terms[index - 1];
    const clause = terms.slice(clauseStart, index);
    const hasVerb = clause.some((each) => each.tags.includes('Verb') && !each.tags.includes('Gerund'));
    // "calm and bright my kids run around": qualities, then a clause of their own.
    const qualities = clause.every((each) =>
      each.tags.some((tag) => tag === 'Adjective' || tag === 'Conjunction' || tag === 'Adverb'),
    );
    const beforePrevious = terms[index - 2]?.text ?? '';
    if (
      !(hasVerb || qualities) ||
      joiningWords.test(previous?.text ?? '') ||
      (previous?.tags.includes('Preposition') ?? false) ||
      // "I think we…", "I feel my body is strong": a verb right before the subject takes the clause.
      (previous?.tags.includes('Verb') && !previous.tags.includes('Gerund')) ||
      (describedNouns.test(previous?.text ?? '') &&
        /^(?:the|a|an|this|that|my|our)$/i.test(beforePrevious)) ||
      (previous?.tags.includes('Noun') &&
        !previous.tags.includes('Pronoun') &&
        !completeClause(terms, verbAt))
    )
      return;
    // Qualities alone are no sentence: "easy and fun; we make each other better" stays one,
    // so the writer that quotes its first sentence keeps both halves.
    starts.push({ at: term.offset.start, soft: !hasVerb });
    clauseStart = index;
  });
  if (starts.length === 0) return [sentence];
  const sentences: string[] = [];
  let current = sentence.slice(0, starts[0]?.at).trim();
  starts.forEach((start, index) => {
    const piece = sentence.slice(start.at, starts[index + 1]?.at ?? sentence.length).trim();
    if (start.soft) current = `${stripEnd(current)}; ${piece}`;
    else {
      sentences.push(`${upperFirst(stripEnd(current))}.`);
      current = upperFirst(piece);
    }
  });
  return [...sentences, upperFirst(current)];
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
  // A long sentence is cut where a clause ends, when one ends in the second half.
  const clauseEnd = Math.max(cut.lastIndexOf(', '), cut.lastIndexOf('; '));
  if (clauseEnd > max / 2) return stripEnd(cut.slice(0, clauseEnd));
  // A cut phrase must not end on "and", "the", "above" ("…a villa on a cliff above"): the
  // dangling little words go, however many there are.
  let words = stripEnd(space > max / 2 ? cut.slice(0, space) : cut);
  let shorter = words;
  do {
    words = shorter;
    shorter = stripEnd(words.replace(danglingWord, ''));
  } while (shorter !== words && shorter.length > 0);
  return words;
}

const danglingWord =
  /\s+(?:and|or|but|nor|so|then|with|without|the|a|an|of|to|in|on|at|by|for|from|into|onto|towards?|through|above|around|below|beneath|across|over|under|near|behind|beyond|between|among|amongst|along|about|after|before|during|until|since|like|as|up|down|out|off|high|far|just|very|too|is|are|am|was|were|be|have|has|had|do|does|can|could|will|would|should|must|who|that|which|where|when|while|whose|my|your|our|their|his|her|its|this|these|those|every|each|some|all|no)$/i;

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
  const lowerWord = first.toLowerCase();
  // "My Ramírez guitar": a determiner is never a name, whatever follows it.
  if (
    /^(?:my|our|your|his|her|their|the|a|an|this|that|these|those|no|every|each|some|any|all)$/.test(
      lowerWord,
    )
  )
    return lowerWord + rest;
  // "Paco de Lucía": the next word past a name's particle.
  const next =
    /^[\s,;&]*(?:and\s+|or\s+|(?:de|da|del|della|di|du|van|von|der|den|la|le|el|al|bin|ibn)\s+)?([\p{L}\p{N}]+)/u.exec(
      rest,
    )?.[1] ?? '';
  const [term] = termsOf(`${lowerWord}${rest.slice(0, 60)}`);
  const tags = term?.tags ?? [];
  const entry = lexicon[lowerWord];
  if (typeof entry === 'string' && alwaysCapital.includes(entry)) return fragment;
  // "Moss green": a word the lexicon knows as a common word is one, whatever the context suggests.
  const commonEntry = typeof entry === 'string' && !nameTags.includes(entry) && !/Name$/.test(entry);
  if (isNameTerm(tags) && !commonWordNames.has(lowerWord) && !commonEntry) return fragment;
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

/** Verbs that take an -ing verb after them ("go running", "keep learning"): actions, not pictures. */
const catenatives = new Set(
  'go keep start stop try begin love enjoy like hate avoid finish quit spend practice practise continue miss come imagine consider mind risk prefer fancy get let see hear watch feel find'.split(
    ' ',
  ),
);

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
  // "Snow falling past the windows", "Ski touring with friends": a noun and what it is doing, a
  // picture, not an order ("Go running", "Keep learning" are actions).
  const secondWord = terms[1]?.text.toLowerCase() ?? '';
  if (
    !gerund &&
    /^\p{L}{3,}ing$/u.test(secondWord) &&
    !ingNouns.test(secondWord) &&
    !catenatives.has(firstWord) &&
    !has(first, 'Adverb') &&
    !has(first, 'Determiner')
  ) {
    return 'thing';
  }
  // "There is a library with a ladder": a sentence, though it names a thing.
  if (/^(?:there|here) (?:is|are|will be)\b/i.test(text)) return 'sentence';
  // "Carmen and I still dance in the kitchen": a sentence with two subjects.
  if (/^[\p{L}'’-]+(?:\s[\p{L}'’-]+)?\s+and\s+I\s+\p{Ll}/u.test(text)) return 'sentence';
  // "Rain on the roof": the weather, a picture; never something "I" do.
  if (/^(?:rain|snow|hail|drizzle|thunder|mist|fog|wind)$/.test(firstWord) && terms.length > 1)
    return 'thing';
  // "Fit from cycling", "Fit and strong": "fit" is how one looks, not something to do.
  if (/^fit(?:$|\s+(?:from|and|with|after|as)\b|,)/i.test(text)) return 'description';
  // One word: "books", "waves" (the tagger reads them as verbs), "calm", "running".
  if (terms.length === 1) {
    if (gerund) return 'activity';
    // "Toned", "tanned": how one looks, not a thing one sees.
    if (has(first, 'PastTense') || has(first, 'Participle')) return 'description';
    // "Tranquilo", "Ruhig": a quality in another language (decision 0099), not a thing to be given.
    return has(first, 'Adjective') || has(first, 'Adverb') || foreignQuality(first.text)
      ? 'description'
      : 'thing';
  }
  // "Travel, my family and young artists" is a list of things, though it starts with a verb.
  const listItems = text.split(/\s*(?:,(?!\d)|;|\band\b|&)\s*/).filter((item) => /\p{L}/u.test(item));
  const startsWithVerb = (item: string) => {
    const bare = item.replace(/^to\s+/i, '').trim();
    // "House, land, tractor": a lone word is a verb only when the lexicon knows it as one.
    if (!/\s/.test(bare)) return lexicon[bare.toLowerCase()] === 'Infinitive';
    const [lead] = termsOf(bare);
    return (
      (has(lead, 'Verb') && !has(lead, 'Noun')) ||
      lexicon[bare.split(' ')[0]?.toLowerCase() ?? ''] === 'Infinitive'
    );
  };
  // A list of lone words is verbs only if every one is: "House, land, tractor, car" has one word
  // the lexicon knows as a verb ("land") among things ("I house, land, tractor…" was written).
  const loneWords = listItems.every((item) => !/\s/.test(item.trim()));
  const verbList =
    listItems.length < 2 ||
    (loneWords ? listItems.slice(1).every(startsWithVerb) : startsWithVerb(listItems[1] ?? ''));
  // "Life's good and simple", "The house smells of salt": a clause with its own subject, though
  // what follows its verb reads as a list of qualities or the tagger takes the verb for a noun.
  if (ownSubjectClause(terms)) return 'sentence';
  // "Fit, rested and full of energy": a list of descriptions, though "fit" can be a verb.
  if (listItems.length > 1 && describesAll(text)) return 'description';
  if (/^to\s/i.test(text) && has(terms[1], 'Verb') && verbList) return 'action';
  if (gerund && verbList) return 'activity';
  // "Fly supplies to a village, land on the lake": the tagger may take the first verb for a noun.
  const knownWord = ['Singular', 'Infinitive'].includes(String(lexicon[firstWord]));
  if (listItems.length > 1 && verbList && knownWord && opensWithVerb(listItems[0] ?? '')) return 'action';
  // "Calm under pressure": a quality and where it holds.
  if (lexicon[firstWord] === 'Adjective' && has(terms[1], 'Preposition')) return 'description';
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
      // "Young game makers and travel": a verb after "and" is another item of a list; one after
      // "to" is no finite verb ("Kerala to see family"), one after "no" a noun ("no worries").
      !/^(?:and|or|&|to|no|the|a|an|my|our|more|less)$/i.test(headTerms[index - 1]?.text ?? '') &&
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
    // (Unless a modal or "is" follows: "Readers in Japan can read…" is a sentence.)
    (!subject.some((term) => term.tags.includes('Preposition') && !/^of$/i.test(term.text)) ||
      has(headTerms[verbAt], 'Modal') ||
      has(headTerms[verbAt], 'Copula')) &&
    !has(lead, 'Adverb') &&
    // "Morning swims": one bare singular noun before a verb is a noun the tagger misread.
    // (A capitalised one is a name: "Lucy writes travel guides".)
    !(
      subject.length === 1 &&
      has(lead, 'Singular') &&
      !has(headTerms[verbAt], 'Copula') &&
      !/^\p{Lu}/u.test(lead?.text ?? '')
    ) &&
    // "Books children still read", "A school my grandchildren will run": a thing and a clause
    // about it, not a subject; two noun phrases meet without a word between them.
    !subject.some(
      (term, index) =>
        index > 0 &&
        (subject[index - 1]?.tags.includes('Noun') ?? false) &&
        !(subject[index - 1]?.tags.includes('Possessive') ?? false) &&
        (/^(?:my|our|your|his|her|their|the|a|an|i|we|you|they|people)$/i.test(term.text) ||
          (term.tags.includes('Plural') && (subject[index - 1]?.tags.includes('Plural') ?? false))),
    );
  if (verbAt > 0 && subjectOk) return 'sentence';
  return describesAll(text) ? 'description' : 'thing';
}

/** Verbs that link a subject to how it is sensed: "the house smells of salt", "my body feels light". */
const linkingVerbs = /^(?:smells|feels|looks|sounds|tastes|seems)$/i;

/**
 * True when the clause opens with a noun phrase and then its own verb: "Life's good" (the tagger
 * splits off the copula), "My kids are happy", "The house smells of salt and jasmine". Only
 * determiners, qualities and nouns may come before the verb, so "A house that smells…" (a thing
 * and a clause about it) and "Calm and happy…" (qualities) are not read as one.
 */
function ownSubjectClause(terms: readonly Term[]): boolean {
  const verbAt = terms.findIndex(
    (term, index) =>
      index > 0 &&
      index <= 4 &&
      (term.tags.includes('Copula') ||
        (linkingVerbs.test(term.text) &&
          /^(?:the|my|our|his|her|their|this|that)$/i.test(terms[0]?.text ?? ''))),
  );
  if (verbAt < 1) return false;
  const subject = terms.slice(0, verbAt);
  const last = subject[subject.length - 1];
  return (
    (last?.tags.includes('Noun') ?? false) &&
    !(last?.tags.includes('Pronoun') ?? false) &&
    subject.every(
      (term) =>
        !/^(?:that|who|which|where|and|or)$/i.test(term.text) &&
        ['Determiner', 'Possessive', 'Adjective', 'Noun'].some((tag) => term.tags.includes(tag)),
    ) &&
    // "The house smells": a word after the verb, so the clause says something.
    verbAt + 1 < terms.length
  );
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
    .split(/\s*(?:,(?!\d)|[;:]|\band\b|\bor\b|&)\s*/)
    .filter((item) => /[\p{L}]/u.test(item))
    // "Games that make people kinder": what a relative clause says describes the thing before it.
    .map((item) => termsOf(item.split(/\s(?:that|who|which|whose|where)\s/i)[0] ?? item))
    .filter((itemTerms) => !has(itemTerms[0], 'Preposition'))
    .map((itemTerms) => {
      // "high above the noise": the tagger may call "above" an adjective; the word list knows better.
      // "rested even after late nights": "even" leads into an add-on too.
      const stop = itemTerms.findIndex(
        (term, index) =>
          index > 0 &&
          (term.tags.includes('Preposition') || prepositions.test(term.text) || /^even$/i.test(term.text)),
      );
      return stop > 0 ? itemTerms.slice(0, stop) : itemTerms;
    });
  // "Boys who are brave, curious and kind": people with qualities are a thing, not a quality.
  const relative = /^([^,;]+?)\s+(?:who|that|which)\s/i.exec(described)?.[1];
  const before = relative ? termsOf(relative) : [];
  if (has(before[before.length - 1], 'Noun') && !has(before[before.length - 1], 'Pronoun')) return false;
  const describing = ['Adjective', 'Adverb', 'Participle', 'PastTense'];
  // An item alone is read without the list around it: "welcoming" alone is a verb, in "Warm,
  // quiet and welcoming" an adjective. "free" in "free of debt" is a verb to the tagger either
  // way, but the lexicon knows it as an adjective; "light" in "Morning light" stays the noun the
  // list makes it. A word describes when the item or the list reads it so, or the lexicon does
  // and the list does not read it as a noun.
  const inList = new Map(termsOf(described).map((term) => [term.text.toLowerCase(), term.tags]));
  const describesWord = (term: Term | undefined) => {
    const word = term?.text.toLowerCase() ?? '';
    const listTags = inList.get(word) ?? [];
    return (
      describing.some((tag) => has(term, tag) || listTags.includes(tag)) ||
      (lexicon[word] === 'Adjective' && !listTags.includes('Noun'))
    );
  };
  // Words the tagger reads as nouns or verbs that, in a list of qualities, describe.
  const qualities = /^(?:fit|trim|buff|cosy|cozy|comfy|debt-free|pain-free|stress-free|carefree)$/i;
  const describesItem = (itemTerms: Term[]) => {
    const last = itemTerms[itemTerms.length - 1];
    // "A log cabin high…": an item that opens with an article and holds a noun is a thing.
    const nounPhrase =
      /^(?:a|an|the|my|our)$/i.test(itemTerms[0]?.text ?? '') &&
      !/^(?:bit|little|lot)$/i.test(itemTerms[1]?.text ?? '') &&
      itemTerms.some((term) => has(term, 'Noun'));
    // "Maple leaves falling gold": things and what they do, a picture, though it ends on a colour.
    const picture = itemTerms.slice(0, -1).some((term) => has(term, 'Plural') || has(term, 'Gerund'));
    // "gently rocking": an -ing word after an adverb says how something is.
    const how = has(last, 'Gerund') && has(itemTerms[itemTerms.length - 2], 'Adverb');
    // "Tranquilo: my pension…", "Alegre and grateful": a lone word that ends like a foreign quality.
    const foreign = itemTerms.length === 1 && foreignQuality(last?.text ?? '');
    return (
      Boolean(last) &&
      !nounPhrase &&
      !picture &&
      (how || foreign || qualities.test(last?.text ?? '') || describesWord(last)) &&
      !has(last, 'Plural')
    );
  };
  // "Light, airy and peaceful": the tagger may read one item as a noun; most items and the last decide.
  const describedCount = items.filter(describesItem).length;
  const lastItem = items[items.length - 1];
  const describes = lastItem !== undefined && describesItem(lastItem) && describedCount * 2 > items.length;
  return describes;
}

/** "my bakery will be the heart of the street" → "my bakery is the heart of the street". */
export function futureToPresent(clause: string): string {
  if (!/\b(?:will|would|shall|['’]ll)\b/i.test(clause)) return clause;
  const doc = nlp(clause.slice(0, tagRoom));
  doc.sentences().toPresentTense();
  return doc.text() || clause;
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

/** "ski" → "skis": the third-person form of a base-form verb. */
function thirdPersonOf(verb: string): string {
  if (/^(?:am|are|be)$/i.test(verb)) return 'is';
  const doc = nlp(verb);
  doc.tag('Infinitive');
  const [forms] = doc.verbs().conjugate() as { PresentTense?: string }[];
  return forms?.PresentTense || verb;
}

/** Where the verb of an action starts, past "no longer", "never", "still" and the like. */
function firstVerbAt(action: string): number {
  return (
    /^(?:(?:no longer|never|always|still|often|really|just|also|finally|now|already|usually|sometimes|truly|happily)\s+)*/i.exec(
      action,
    )?.[0].length ?? 0
  );
}

/** True when the tagger reads `word` as a base-form verb right after "I" (with what follows it). */
function verbAfterI(word: string, rest: string): boolean {
  const [, term] = termsOf(`I ${word} ${rest}`.trim());
  return (term?.tags.includes('Verb') ?? false) && (term?.tags.includes('Infinitive') ?? false);
}

/**
 * True when a list item opens with a verb ("paint until lunch"), not a thing ("long lunch with
 * friends", "sunset sailing": a noun and an -ing word is a picture, not an order).
 */
export function opensWithVerb(item: string): boolean {
  const [word = '', ...rest] = item.trim().split(/\s+/);
  const lower = word.toLowerCase();
  // "rain on the roof": the weather does that, never "I".
  if (/^(?:rain|snow|hail|drizzle|thunder|dawn|happen|occur)$/.test(lower)) return false;
  if (/^\p{L}{3,}ing$/u.test(rest[0] ?? '') && !catenatives.has(lower)) return false;
  // "live above it": the lexicon calls "live" an adjective ("live music").
  if (lower === 'live') return !/^(?:music|performance|show|band|gig|concert)s?$/i.test(rest[0] ?? '');
  const entry = lexicon[lower];
  if (entry !== undefined && !['Infinitive', 'Singular', 'Actor'].includes(String(entry))) return false;
  if (/^(?:dinner|lunch|breakfast|brunch|supper|picnic|drinks|coffee|tea|wine|party)$/.test(lower))
    return false;
  // The lexicon's verbs are verbs at the start of an item ("make music": the tagger says noun).
  if (entry === 'Infinitive') return true;
  // A word that is mostly a noun is a verb only with something after it ("walk in the woods").
  if (entry === 'Singular' && rest.length === 0) return false;
  return verbAfterI(lower, rest.slice(0, 3).join(' '));
}

const prepositions =
  /^(?:in|on|at|under|over|with|by|from|for|to|of|after|before|around|near|into|onto|through|across|along|above|below|beneath|beside|between|beyond|among|during|until)$/i;

/**
 * "paint and sell my art" → "paints and sells my art", to follow "someone who". The first word
 * is the verb; a word that opens a later part of the phrase ("…in the snowy Alps and ski every
 * morning", "…, bake bread") is conjugated too when it reads as a verb with its own words after it,
 * or the tagger reads it as one in place, so the parts agree; "my kids and dog" stays as it is.
 */
export function toThirdPerson(action: string): string {
  const text = action.slice(0, tagRoom);
  const terms = termsOf(`I ${text}`).slice(1);
  let termAt = 0;
  return text.replace(/[\p{L}'’]+/gu, (word, offset: number) => {
    // The tagger's term for this word: the next one with the same text.
    const found = terms.findIndex((term, index) => index >= termAt && term.text === word);
    const term = found >= 0 ? terms[found] : undefined;
    if (found >= 0) termAt = found + 1;
    // "no longer work…", "never rush…": the verb is the first word that is not such an adverb.
    if (offset === firstVerbAt(text)) return thirdPersonOf(word);
    if (word === 'am' && /\band\s+$/.test(text.slice(0, offset))) return 'is';
    if (offset < firstVerbAt(text)) return word;
    const before = text.slice(0, offset);
    if (!/(?:,|\b(?:and|or|then))\s+$/i.test(before)) return word;
    if (/^(?:to|a|an|the|my|our|your|his|her|their|is|are|has|does|I|we)$/i.test(word) || /s$/.test(word))
      return word;
    const rest = text
      .slice(offset + word.length)
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .join(' ');
    const inPlace = (term?.tags.includes('Verb') ?? false) && (term?.tags.includes('Infinitive') ?? false);
    // "and olive trees": a word the lexicon knows only as a noun or a quality stays as it is.
    const withWords =
      /^[\p{L}]/u.test(rest) && !/^(?:and|or)\b/i.test(rest) && opensWithVerb(`${word} ${rest}`);
    return inPlace || withWords ? thirdPersonOf(word) : word;
  });
}

/** Nouns people use without an article ("family", "nature") that the tagger counts as things. */
const massNouns = new Set(
  'family friends nature love work home music art time water food travel money peace freedom health yoga coffee tea sunlight light space silence fun happiness joy success wealth abundance prayer football soccer tennis golf rugby cricket basketball baseball hockey volleyball surfing swimming skiing climbing running cycling gardening meditation dancing jazz blues rock pop reggae techno folk soul hiphop classical opera highlife afrobeat salsa samba flamenco country metal punk funk disco gospel clay wood stone glass paper wool bread sand snow rain'.split(
    ' ',
  ),
);

const has0 = (terms: readonly Term[], tag: string) => terms[0]?.tags.includes(tag) ?? false;

const determiners =
  /^(?:a|an|the|my|our|your|his|her|their|this|that|these|those|some|every|each|all|no|any|many|much|few|more|most|other|another|such|both|several|enough|lots|plenty|less|fewer|mi|mis|mon|ma|mes|mein|meine|mijn|il|la|le|el|los|las|les|der|die|das|het|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b/i;

/**
 * True when a phrase of two words or more names a colour: one the colour list knows whole ("snow
 * white"), or colour words and their modifiers only ("dusty rose", "coral pink"). One word alone may
 * be a thing ("a rose").
 */
function isColorName(phrase: string): boolean {
  const lower = phrase.trim().toLowerCase();
  if (lower.includes(' ') && colorWords[lower]) return true;
  const words = lower.split(/\s+/);
  return (
    words.length > 1 &&
    words.every((word) => colorWords[word] !== undefined || colorModifiers[word] !== undefined)
  );
}

/**
 * Endings of adjectives in the languages people mix into their answers (Spanish, Italian,
 * Portuguese, German, French): "tranquilo", "bonita", "ruhig", "heureux", "alegre", "feliz".
 */
const foreignAdjectiveEnding =
  /(?:ilo|ila|ito|ita|ado|ada|ido|ida|oso|osa|ivo|iva|ico|eno|ena|ento|enta|ig|lich|isch|eux|euse|iz|gre|bre)$/i;

/**
 * True when a lone word is one the tagger does not know (no lexicon entry, no English ending it
 * could read) and that ends like a foreign adjective: a quality, which takes no "a" ("a tranquilo").
 */
function foreignQuality(word: string): boolean {
  const lower = word.toLowerCase();
  if (lexicon[lower] !== undefined || !foreignAdjectiveEnding.test(lower)) return false;
  return nlp(lower).confidence() <= 0.1;
}

/**
 * A thing ready to be named in a sentence: "white villa" → "a white villa"; plurals, mass nouns,
 * names and phrases that have their own determiner stay as they are.
 */
export function withArticle(thing: string): string {
  if (!thing || determiners.test(thing) || /^\p{Lu}/u.test(thing)) return thing;
  if (/^(?:as|like|someone|somebody|everyone|everybody|anyone|nobody|everything|something)\b/i.test(thing))
    return thing;
  const head = thing.split(
    /\s+(?:by|in|on|near|with|at|of|from|for|that|who|where|which|overlooking|facing)\s+|,/i,
  )[0];
  // "a farmhouse, chickens and goats" is a list; "a loft with brick walls and windows" is one loft.
  if (/,|\band\b|&/.test(head ?? thing)) return thing;
  const terms = termsOf(head ?? thing);
  // "songs people still play": a plural first noun needs no article, whatever follows it; nor
  // does an activity ("walking along the river").
  if (
    terms[0]?.tags.includes('Plural') ||
    terms[0]?.tags.includes('Gerund') ||
    /^\p{L}+ing$/u.test(terms[0]?.text ?? '')
  )
    return thing;
  if (has0(terms, 'Preposition') || has0(terms, 'Pronoun') || has0(terms, 'Adverb')) return thing;
  const last = terms[terms.length - 1];
  if (!last || last.tags.includes('Plural') || !last.tags.includes('Noun')) return thing;
  if (terms.length === 1 && foreignQuality(last.text)) return thing;
  // "snow white", "dusty rose": a colour is named bare ("painted in snow white"), never "a snow white".
  if (isColorName(head ?? thing)) return thing;
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
