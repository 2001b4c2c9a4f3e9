import nlp from 'compromise';
import { type RephraseStyle, type RephraseTone, rephraseStyles, rephraseTones } from '#shared/ai';
import { finish } from '../language/answers-text';
import { readsForeign } from '../language/foreign';
import {
  kindOf,
  midSentence,
  opensWithVerb,
  sentencesOf,
  stripEnd,
  toBaseForm,
  upperFirst,
  withArticle,
} from '../language/grammar';
import { presentTense } from '../language/present-tense';
import { createRandom, hashText } from '../spec/random';
import { withoutImages, wordedFor } from './rephrase-wording';

/**
 * The offline rephrase (decisions 0050, 0080): the text is rewritten, not framed. Every fact
 * (people, places, things, actions) is kept, in confident first-person present tense; the tone
 * chooses the words (contractions, measured verbs, no fillers, the scene first, "I get to") and
 * the style the rhythm and length: one sentence (brief), plain sentences (straightforward), more
 * sentences joined by the tone's connectives (detailed), or short verse lines (poetic). A voice
 * line is added only where the shape needs one, and a second rephrase takes it off first, so
 * voice lines never pile up.
 */

/** Brief texts open with a word or two in the tone's voice. */
const briefLeads: Record<RephraseTone, string> = {
  inspiring: 'Today,',
  professional: 'In short,',
  casual: 'So,',
  creative: 'Picture it:',
  concise: 'Simply:',
};

/**
 * Detailed texts link their sentences with the tone's connectives, in an order drawn for each text
 * (decision 0096), so two texts in one tone do not link alike.
 */
const connectives: Record<RephraseTone, readonly string[]> = {
  inspiring: ['What’s more,', 'And', 'Best of all,', 'On top of that,'],
  professional: ['In addition,', 'Alongside that,', 'Equally,', 'Beyond that,'],
  casual: ['Plus,', 'And', 'Oh, and', 'Also,'],
  creative: ['And', 'All the while,', 'Around it all,', 'Meanwhile,'],
  concise: [],
};

/** Links that end a telling ("Best of all"): said last, or not at all. */
const lastLinks = new Set(['Best of all,', 'Oh, and']);

/**
 * The tone's connectives in the order this text draws them. The seed is the text's hearts, which
 * a second rephrase reads the same, so rephrasing a result links it as before.
 */
function linksFor(tone: RephraseTone, hearts: Hearts, text: string, count: number): string[] {
  const key = Object.values(hearts).sort().join('|') || text.toLowerCase();
  const random = createRandom(hashText(`${tone}:${key}`));
  const links = [...connectives[tone]];
  for (let index = links.length - 1; index > 0; index--) {
    const other = Math.floor(random.next() * (index + 1));
    [links[index], links[other]] = [links[other] ?? '', links[index] ?? ''];
  }
  const used = links.slice(0, count);
  // "Best of all", "Oh, and" end a telling: said before another link they would not be the last.
  const final = used.findIndex((link) => lastLinks.has(link));
  if (final >= 0 && final < used.length - 1) used.push(...used.splice(final, 1));
  return used;
}

/**
 * Closing lines, built from the text's own heart (decision 0086): `{}` is where its people ("my
 * kids"), its place ("the sea"), a thing it names or its feeling ("feeling calm") goes, so no
 * closing would fit any other text. Straightforward texts close only in a voice that has one
 * (concise states the facts alone); a poem's last line is a verse line.
 */
type Closers = Record<'straightforward' | 'detailed' | 'poetic', string>;
const closers: Record<RephraseTone, Closers> = {
  inspiring: {
    straightforward: 'I am thankful for {}!',
    detailed: 'Every day I come back to {}, and my heart is full!',
    // "glows with my wife", "glows with swimming": a verb the heart had to suit. These frames take
    // people, a place, a thing, a feeling or a doing alike.
    poetic: 'and at the heart of it all, {}',
  },
  professional: {
    straightforward: 'Everything I do is built around {}.',
    detailed: 'At the centre of all of it: {}.',
    poetic: 'with {} at its centre',
  },
  casual: {
    straightforward: 'Honestly? It’s all about {}.',
    detailed: 'And {}? That’s the best part.',
    poetic: 'and {}, the best part',
  },
  creative: {
    straightforward: 'Every road here leads back to {}.',
    detailed: 'At the heart of the story: {}.',
    poetic: 'and {}, humming through it all',
  },
  concise: { straightforward: '', detailed: 'Above all: {}.', poetic: 'above all, {}' },
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Each closer as a pattern that finds it at a text's end, whatever phrase it was built from. */
const closerPatterns = Object.values(closers)
  .flatMap((each) => Object.values(each))
  .filter(Boolean)
  .map(
    (closer) =>
      new RegExp(
        `(?:^|(?<=[.!?])\\s+|[.,]?\\s*\\n\\s*)${closer
          .split('{}')
          .map((part) => escapeRegExp(part))
          .join('[^\\n.!?]{1,80}?')}[.!]?$`,
        'u',
      ),
  );

type Facet = 'people' | 'place' | 'thing' | 'feeling' | 'doing';
type Hearts = Partial<Record<Facet, string>>;

/**
 * Which part of the text each tone closes on, first found first: the warm voices close on the
 * people, the measured and the creative ones on the place, so five tones do not all end on the
 * same phrase.
 */
const heartFacets: Record<RephraseTone, readonly Facet[]> = {
  inspiring: ['people', 'feeling', 'place', 'thing', 'doing'],
  professional: ['place', 'thing', 'people', 'feeling', 'doing'],
  casual: ['people', 'place', 'thing', 'feeling', 'doing'],
  creative: ['place', 'feeling', 'people', 'thing', 'doing'],
  concise: ['thing', 'place', 'people', 'feeling', 'doing'],
};

/**
 * The phrases a text is about, as the tagger reads them: its people ("my kids"), its place ("the
 * sea"), a thing it names, its feeling ("feeling calm"), else what it does ("swimming").
 */
function heartsOf(sentences: readonly string[]): Hearts {
  // "I no longer work in an office", "wake up without an alarm": what is not in my life is
  // nothing to close on, so the parts of a sentence that say "not" are read apart.
  const negation = /\b(?:not|no|never|nor|without)\b|n[’']t\b/i;
  const parts = sentences.flatMap((sentence) => stripEnd(sentence).split(/,\s*|;\s*|\s+and\s+/));
  const said = parts.filter((part) => !negation.test(part));
  const hearts = heartsIn(said);
  if (Object.keys(hearts).length > 0) return hearts;
  // Only what is gone is named: the heart is the life without it ("a life without an office").
  const [gone] = phrasesIn(
    parts.filter((part) => negation.test(part)),
    '(the|a|an|my)? #Adjective? #Noun+',
  );
  if (gone) return { thing: `a life without ${midSentence(gone)}` };
  // A text of a word or two that the tagger reads as none of these is its own heart.
  // Whether it is a thing ("hope") or a doing ("surfing") is the tagger's call in `realHeart`.
  const whole = midSentence(stripEnd(sentences.join(' ')));
  return whole.split(/\s+/).length <= 3 ? { thing: whole, doing: whole } : {};
}

/** The phrases of some parts of a text that match, each inside one part and ending on a noun. */
function phrasesIn(parts: readonly string[], match: string): string[] {
  if (parts.length === 0) return [];
  const doc = nlp(`${parts.map(stripEnd).join('. ')}.`);
  return (doc.match(match).out('array') as string[])
    .map((text) => stripEnd(text))
    .filter(
      (text) =>
        text.split(/\s+/).length <= 5 &&
        // Never one that runs over a full stop ("the sea. I").
        !/[.!?;:]/.test(text) &&
        // "day I", "a sailing": a phrase that runs into the next clause or stops on an -ing.
        !/\b(?:I|we|me|us|you|they|them|he|she|it|no|not)\b/i.test(text) &&
        !/ing$/i.test(text) &&
        !/\b(?:my|our|their|his|her|your)$/i.test(text),
    );
}

/** The people, place, thing, feeling and doing of the parts of a text that are said. */
function heartsIn(parts: readonly string[]): Hearts {
  const phrases = (match: string) => phrasesIn(parts, match);
  const phrase = (match: string) => phrases(match)[0];
  // "a treehouse" is mine once it is in my life: "I am thankful for my treehouse"; "ours" when
  // the text says "we".
  const owner = parts.some((part) => /^we\b/i.test(part)) ? 'our ' : 'my ';
  const mine = (text: string) => midSentence(text).replace(/^(?:a|an)\s+/i, owner);
  const hearts: Hearts = {};
  // "my husband" before "my own bakery": a person the tagger knows first, else a phrase that is
  // not the text's first thing, so the people and the thing are two hearts, not one twice.
  const possessed = phrases('(my|our|their) #Value? #Adjective? #Noun+');
  const firstThing = phrase('(the|a|an|my|our) #Adjective? #Noun+');
  const people =
    possessed.find((text) => nlp(text).has('#Actor')) ??
    possessed.find((text) => text !== firstThing) ??
    possessed[0];
  if (people) hearts.people = midSentence(people);
  // The widest place is named last ("in a treehouse in the Costa Rican rainforest"), and a named
  // place ("the snowy Alps", "Berlin") before a passing one ("under a huge sky").
  const places = phrases(
    '(by|in|on|at|near|beside|among|under|above) (the|a|an)? #Adjective? #Adjective? #Noun+',
  ).map((text) => text.replace(/^\S+\s+/, ''));
  const place = places.filter((text) => /^the\s|\p{Lu}/u.test(text)).pop() ?? places.pop();
  if (place) hearts.place = midSentence(place);
  const thing = firstThing ?? phrase('#Adjective? #Noun+');
  if (thing) hearts.thing = mine(thing);
  // A feeling is what I am or feel ("I am calm", "it feels light"), not any quality of a thing
  // ("a wooden chalet"); "living" is what I do.
  const feeling = phrase('(#Copula|be|feel|feels) #Adverb? #Adjective')?.split(/\s+/).pop();
  if (feeling && !/ing$/i.test(feeling)) hearts.feeling = `feeling ${feeling.toLowerCase()}`;
  // What I do: an activity the text names ("I love swimming" → "swimming"), else its first verb
  // that is an activity and not a state ("I paint" → "painting", never "loving" or "having").
  const doc = nlp(parts.join('. '));
  const gerund = (doc.match('#Gerund').out('array') as string[])
    .map((word) => stripEnd(word).toLowerCase())
    .find((word) => !stateVerbs.test(word));
  const verbs = (
    doc.match('#Verb').not('(#Copula|#Auxiliary|#Modal|#Gerund)').out('array') as string[]
  ).filter((word) => !stateVerbs.test(stripEnd(word)));
  // "maple trees that burn gold": a verb of a clause about a thing is not what I do.
  const said = parts.join('. ');
  const verb = stripEnd(
    verbs.find(
      (word) =>
        !new RegExp(`\\b(?:that|which|who)\\s+(?:\\p{L}+\\s+)?${escapeRegExp(stripEnd(word))}\\b`, 'iu').test(
          said,
        ),
    ) ?? '',
  );
  // "open" alone reads as a quality; after "I" it is the verb it was in the text.
  const [forms] = verb ? (nlp(`I ${verb}`).verbs().conjugate() as { Gerund?: string }[]) : [];
  const doing = gerund ?? forms?.Gerund?.toLowerCase();
  // "protecting the jungle", "writing children’s books": the doing keeps its object, so a closer
  // says what is done, not only "protecting" (decision 0096).
  const object =
    !gerund && /^\p{L}+$/u.test(verb)
      ? stripEnd(
          (
            doc.match(`${verb} [(the|a|an|my|our|their)? #Adjective? #Noun+]`, 0).out('array') as string[]
          )[0] ?? '',
        )
      : '';
  if (doing && !/\s/.test(doing))
    hearts.doing = object && object.split(/\s+/).length <= 4 ? `${doing} ${midSentence(object)}` : doing;
  return hearts;
}

/** Verbs of wanting, liking and being: "loving", "wanting", "having" name no activity. */
const stateVerbs =
  /^(?:be|being|live|living|have|having|love|loving|like|liking|want|wanting|need|needing|get|getting|feel|feeling|think|thinking|know|knowing|hope|hoping|wish|wishing|do|doing|go|going|make|making|let|letting|try|trying|keep|keeping)$/i;

/**
 * True when the tagger reads a heart as a real noun phrase or activity (decision 0091): "would",
 * "it", "the", "x" or "loving" make no closing line ("It all comes back to would."). A thing, a
 * place or people end on a noun that is no pronoun; a doing is one -ing word of an activity.
 */
function realHeart(facet: Facet, heart: string): boolean {
  const words = heart.split(/\s+/);
  if (heart.replace(/[^\p{L}\p{N}]/gu, '').length <= 1) return false;
  const terms = (nlp(heart).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap(
    (sentence) => sentence.terms,
  );
  const tagged = (term: { tags: string[] } | undefined, tag: string) => term?.tags.includes(tag) ?? false;
  if (
    terms.some(
      (term) =>
        ['Modal', 'Auxiliary', 'Copula', 'QuestionWord'].some((tag) => tagged(term, tag)) ||
        (tagged(term, 'Pronoun') && !tagged(term, 'Possessive')),
    )
  )
    return false;
  const last = terms[terms.length - 1];
  if (facet === 'doing') {
    const [activity = '', ...object] = words;
    const objectReads = object.length === 0 || (tagged(last, 'Noun') && !tagged(last, 'Pronoun'));
    return /\p{L}{3,}ing$/iu.test(activity) && !stateVerbs.test(activity) && objectReads;
  }
  if (facet === 'feeling') return tagged(last, 'Adjective') || tagged(last, 'Participle');
  // A thing, a place or people: the last word a noun, and more than a determiner before it.
  return (
    tagged(last, 'Noun') &&
    !tagged(last, 'Possessive') &&
    !tagged(last, 'Determiner') &&
    !/ing$/i.test(last?.text ?? '') &&
    (last?.text.length ?? 0) > 1
  );
}

type ClosingStyle = keyof Closers;
const closingStyles: readonly ClosingStyle[] = ['straightforward', 'detailed', 'poetic'];

/** At most this many of the twenty results close on one heart: about a quarter (decision 0096). */
const closingsPerHeart = Math.ceil((rephraseTones.length * rephraseStyles.length) / 4);

/**
 * Which heart closes each tone and style (decision 0096). The twenty results are read as one set:
 * each closing slot takes, among the hearts its tone prefers, the one its place in the set points
 * to (tone and style turn the list), the least used first, passing over a heart that already
 * closes a quarter of the results. A slot left without a heart gets no closer and opens with the tone's lead instead, so
 * a text with one heart does not end ten results on it.
 */
function closingHearts(hearts: Hearts): Map<string, string> {
  const chosen = new Map<string, string>();
  const uses = new Map<string, number>();
  // The tagger reads each heart once, not once per tone.
  const real = new Set(
    (Object.entries(hearts) as [Facet, string][])
      .filter(([facet, phrase]) => realHeart(facet, phrase))
      .map(([facet]) => facet),
  );
  rephraseTones.forEach((tone, toneIndex) => {
    const candidates = [
      ...new Set(heartFacets[tone].filter((facet) => real.has(facet)).map((facet) => hearts[facet] ?? '')),
    ];
    closingStyles.forEach((style, styleIndex) => {
      if (!closers[tone][style] || candidates.length === 0) return;
      const start = (toneIndex + styleIndex) % candidates.length;
      // The least used heart first, so every heart gets its turn before one is used again.
      const heart = candidates
        .map((_, offset) => candidates[(start + offset) % candidates.length] ?? '')
        .filter((phrase) => (uses.get(phrase) ?? 0) < closingsPerHeart)
        // A poem has just said what it does in a line of its own ("I protect the jungle"): its
        // last line does not say it again ("…, protecting the jungle").
        .filter((phrase) => !(style === 'poetic' && phrase === hearts.doing && /\s/.test(phrase)))
        .sort((a, b) => (uses.get(a) ?? 0) - (uses.get(b) ?? 0))[0];
      if (!heart) return;
      uses.set(heart, (uses.get(heart) ?? 0) + 1);
      chosen.set(`${tone}/${style}`, heart);
    });
  });
  return chosen;
}

/** The closer of a tone and style around the heart chosen for it; '' when there is none. */
function closerFor(tone: RephraseTone, style: ClosingStyle, hearts: Hearts): string {
  const heart = closingHearts(hearts).get(`${tone}/${style}`);
  return heart ? closers[tone][style].replace('{}', heart) : '';
}

/**
 * A text with no heart the tagger confirms ("would", "it is what it is") gets no closer (decision
 * 0091); its styles still read apart through a lead in the tone's voice where the closer would
 * have been the difference. Concise and straightforward states the facts alone, as ever.
 */
type Leads = Record<'straightforward' | 'detailed' | 'poetic', string>;
const heartlessLeads: Record<RephraseTone, Leads> = {
  inspiring: { straightforward: 'Right now,', detailed: 'Every single day,', poetic: 'Look' },
  professional: { straightforward: 'At present,', detailed: 'Day to day,', poetic: 'Plainly put' },
  casual: { straightforward: 'Honestly,', detailed: 'Most days,', poetic: 'Yeah' },
  creative: { straightforward: 'Imagine this:', detailed: 'Morning after morning,', poetic: 'Once upon now' },
  concise: { straightforward: '', detailed: 'Daily:', poetic: 'Still' },
};

/** Every lead this writer adds, so a second rephrase can take them off again. */
const addedLeads = [
  ...Object.values(briefLeads),
  ...Object.values(connectives).flat(),
  ...Object.values(heartlessLeads).flatMap(({ straightforward, detailed }) => [straightforward, detailed]),
].filter(Boolean);

/** A poem's own first line when it has no heart ("Look,"), taken off before its lines are read. */
const verseLeadPattern = new RegExp(
  `^(?:${Object.values(heartlessLeads)
    .map(({ poetic }) => escapeRegExp(poetic))
    .join('|')}),\\s*\\n\\s*`,
);

const leadPattern = new RegExp(
  `(^|[.!?]\\s+)(?:${addedLeads.map((lead) => escapeRegExp(lead)).join('|')})\\s+`,
  'g',
);

/** The user's own text, without a voice this writer gave it before. */
function ownText(text: string): string {
  // A verse line that starts in lower case goes on the sentence above it.
  let own = withoutImages(text).trim();
  // The closing built from the text's heart, whichever tone and style added it.
  for (const closer of closerPatterns) {
    const without = own.replace(closer, '').trim();
    if (without && without !== own) own = /[.!?]$/.test(without) ? without : `${without}.`;
  }
  own = own
    .replace(verseLeadPattern, '')
    .replace(/,\s*\n\s*(?=\p{Ll})/gu, ' ')
    .replace(/,\s*\n\s*/g, '. ')
    .replace(/\s+/g, ' ')
    .trim();
  own = own.replace(leadPattern, (_match, before: string) => before);
  return upperFirst(own.replace(/;\s+/g, '. '));
}

/**
 * "By the sea, I live" → "I live by the sea": a scene set first (the creative tone does that) goes
 * back to its place, so the sentence reads as one about me and is not set first twice.
 */
function sceneLast(sentence: string): string {
  const fronted =
    /^((?:by|in|on|at|near|beside|under|among|with|above|across|along|beneath)\s[^,]{2,40}),\s+((?:I|We)\s[^,]+?)([.!?]?)$/iu.exec(
      sentence,
    );
  if (!fronted) return sentence;
  const [, scene = '', rest = '', mark = ''] = fronted;
  return `${upperFirst(rest)} ${midSentence(scene)}${mark}`;
}

/** How each tone says that a life holds things: "a farmhouse, goats and a big table". */
const holdings: Record<RephraseTone, string> = {
  inspiring: 'My life is blessed with',
  professional: 'My life includes',
  casual: 'I’ve got',
  creative: 'My world holds',
  concise: 'I have',
};

/** A sentence of the text as a statement about my life, in present tense, without end mark. */
function statement(sentence: string, tone: RephraseTone): string {
  const present = stripEnd(presentTense(sceneLast(sentence)));
  if (!present) return '';
  // "would", "we could": words that name nothing are no thing my life holds ("I have would").
  const terms = (nlp(present).json() as { terms: { tags: string[] }[] }[]).flatMap((each) => each.terms);
  const empty = ['Modal', 'Auxiliary', 'Pronoun', 'Determiner', 'Preposition', 'Conjunction'];
  if (terms.every((term) => term.tags.some((tag) => empty.includes(tag)))) return upperFirst(present);
  const kind = kindOf(present);
  const fragment = midSentence(present);
  switch (kind) {
    case 'self':
    case 'sentence':
      return upperFirst(present);
    case 'action':
      return `I ${fragment.replace(/^to\s+/i, '')}`;
    case 'activity':
      return `I am ${fragment}`;
    case 'description':
      return `I am ${fragment}`;
    case 'thing':
      // "A slow life in the countryside" is lived, not held ("my life holds a slow life").
      if (/^(?:a|an)\s+(?:[\p{L}-]+\s+){0,3}life\b/iu.test(fragment)) return `I live ${fragment}`;
      // "No alarm, a long breakfast…": a day without something is not "blessed with no alarm".
      if (/^no\s/i.test(fragment)) return `My days have ${fragment}`;
      return `${holdings[tone]} ${withArticle(fragment)}`;
    case 'setting':
      return `I live ${fragment}`;
  }
}

/**
 * A statement as the clauses it is made of, each a sentence of its own: "I live by the sea,
 * painting every morning" → "I live by the sea" + "I paint every morning"; "…, and we…" splits too.
 */
function clausesOf(sentence: string): string[] {
  // "I live in a treehouse, I protect the jungle": two sentences typed as one, each said alone.
  const splice = /^(.{6,}?),\s+((?:I|we|my|our|they)\s.+)$/u.exec(sentence);
  if (
    splice &&
    ['self', 'sentence'].includes(kindOf(splice[1] ?? '')) &&
    ['self', 'sentence'].includes(kindOf(upperFirst(splice[2] ?? '')))
  )
    return [...clausesOf(splice[1] ?? ''), ...clausesOf(upperFirst(splice[2] ?? ''))];
  const participle = /^((?:I|We)\s.+?),\s+(\p{Ll}+ing\b.*)$/u.exec(sentence);
  if (participle) {
    const [, main = '', rest = ''] = participle;
    const base = toBaseForm(rest);
    if (base !== rest) return [main, `${/^We\b/.test(main) ? 'We' : 'I'} ${base}`];
  }
  // "I live by the coast, where I can paint" → "…by the coast. There I can paint".
  const where = /^((?:I|We)\s.{6,}?),\s+where\s+((?:I|we)\s.+)$/u.exec(sentence);
  if (where) return [where[1] ?? '', ...clausesOf(`There ${where[2] ?? ''}`)];
  // "I live in a loft and make music": a second verb for the same "I" gets its own sentence.
  const verbs = /^((?:I|We)\s\S+\s[^,]{4,}?)\s+and\s+([^,]+)$/u.exec(sentence);
  if (verbs && !/\band\b/.test(verbs[1] ?? '') && opensWithVerb(verbs[2] ?? '')) {
    const subject = /^We\b/.test(sentence) ? 'We' : 'I';
    return [verbs[1] ?? '', `${subject} ${verbs[2] ?? ''}`];
  }
  // "I love my family and I own a bakery": two clauses, each with its own subject and verb.
  const joined = /^((?:I|We|My|Our)\s.{6,}?),?\s+and\s+((?:I|we|my|our|they)\s.+)$/u.exec(sentence);
  // Only when what follows "and" has a verb of its own: "my brother and my dog Bear" is a list.
  const second = upperFirst(joined?.[2] ?? '');
  if (joined && ['self', 'sentence'].includes(kindOf(second))) return [joined[1] ?? '', ...clausesOf(second)];
  return [sentence];
}

/** "I live by the sea" + "I paint" → "I live by the sea and paint": one subject said once. */
function joinedPair(first: string, second: string): string {
  const subject = /^(I|We|I’m|I am|We’re|We are)\s/.exec(first)?.[1];
  if (subject && second.startsWith(`${subject} `) && !/\band\b/.test(second))
    return `${first} and ${second.slice(subject.length + 1)}`;
  return `${first}, and ${midSentence(second)}`;
}

/** Clauses as one sentence: "A; B and C". */
function oneSentence(clauses: readonly string[]): string {
  if (clauses.length <= 1) return clauses[0] ?? '';
  const last = clauses[clauses.length - 1] ?? '';
  const before = clauses.slice(0, -2).map((clause, index) => (index === 0 ? clause : midSentence(clause)));
  const pair = joinedPair(clauses[clauses.length - 2] ?? '', last);
  return [...before, before.length > 0 ? midSentence(pair) : pair].join('; ');
}

/** Short clauses side by side, merged in pairs: the concise rhythm. */
function mergedShort(clauses: readonly string[]): string[] {
  const merged: string[] = [];
  for (const clause of clauses) {
    const previous = merged[merged.length - 1];
    const short = (text: string) => text.split(/\s+/).length <= 8;
    if (previous !== undefined && short(previous) && short(clause) && !/\band\b/.test(previous)) {
      merged[merged.length - 1] = joinedPair(previous, clause);
    } else merged.push(clause);
  }
  return merged;
}

const lineBreakBefore =
  /^(?:by|in|on|at|near|beside|under|among|with|above|across|along|beneath|through|around|over|where|while|until|after|before|every|each)$/i;

/** Verbs whose place or company is part of what they say: "live in a loft", "blessed with". */
const placeVerbs =
  /^(?:live|lives|living|stay|stays|staying|am|is|are|be|work|works|working|wake|sit|sits|go|goes|walk|walks|blessed|filled)$/i;

/** The tagger's tags for each word of a text, by the word in lower case. */
function tagsByWord(text: string): Map<string, string[]> {
  const sentences = nlp(text).json() as { terms: { text: string; tags: string[] }[] }[];
  return new Map(
    sentences.flatMap((sentence) => sentence.terms.map((term) => [term.text.toLowerCase(), term.tags])),
  );
}

/** A clause as verse lines: broken before a phrase of place, company or time. */
function verseLines(clause: string): string[] {
  const tags = tagsByWord(clause);
  const tagged = (word: string, tag: string) =>
    tags.get(word.replace(/[^\p{L}\p{N}'’-]/gu, '').toLowerCase())?.includes(tag) ?? false;
  // A list breaks at its commas: each item a line. "By the sea, I live" stays one line, and so
  // do qualities before their noun ("kind, confident daughters").
  const parts = clause.split(/,\s+(?!(?:I|We)\s)/).reduce<string[]>((joined, part) => {
    const previous = joined[joined.length - 1];
    const lastWord = previous?.split(/\s+/).pop() ?? '';
    const nextWord = part.split(/\s+/)[0] ?? '';
    if (previous !== undefined && tagged(lastWord, 'Adjective') && tagged(nextWord, 'Adjective'))
      joined[joined.length - 1] = `${previous}, ${part}`;
    else joined.push(part);
    return joined;
  }, []);
  return parts.flatMap((part) => {
    const words = part.split(/\s+/);
    // "On a cliff above the Mediterranean, I live…": a place set first is one phrase, so no line
    // breaks inside it ("On a cliff, / above the Mediterranean, I live").
    const frontedEnd = words.findIndex(
      (word, index) => word.endsWith(',') && /^(?:I|We)$/.test(words[index + 1] ?? ''),
    );
    const lines: string[][] = [[]];
    words.forEach((word, index) => {
      const line = lines[lines.length - 1] ?? [];
      // Never right after the verb that needs the phrase ("I live, / in a loft", "that hang, / in…"),
      // nor inside a phrase ("in, / every harbour").
      const last = line[line.length - 1] ?? '';
      const inside =
        placeVerbs.test(last) ||
        (tagged(last, 'Verb') && !tagged(last, 'Gerund')) ||
        lineBreakBefore.test(last) ||
        // "high / above New York", "deep / in the forest": a word that measures the phrase after it.
        /^(?:high|deep|far|right|just|close|way|up|down|out|back|maybe)$/i.test(last) ||
        tagged(last, 'Preposition') ||
        /^(?:and|or|but|&)$/i.test(last);
      if (
        line.length >= 3 &&
        !inside &&
        index > frontedEnd &&
        words.length - index >= 2 &&
        lineBreakBefore.test(word)
      )
        lines.push([word]);
      else line.push(word);
    });
    return lines.map((line) => line.join(' '));
  });
}

/** What a clause is mostly about, in the order a detailed text tells it: where, with whom, what. */
type Subject = 'place' | 'people' | 'doing';
const tellingOrder: Record<Subject, number> = { place: 0, people: 1, doing: 2 };

const placePhrase =
  /^(?:I|We)\s+(?:\S+\s+){0,3}?(?:live|lives|stay|wake up|am|are|have|’ve got)\b.*\b(?:in|by|on|at|near|beside|among|above|under)\s+(?:the|a|an|my|our)?\s*\p{L}/iu;

/** "I live by the sea" is the place, "my kids are happy" the people, "I paint" what I do. */
function subjectOf(clause: string): Subject {
  if (placePhrase.test(clause) || kindOf(clause) === 'setting') return 'place';
  if (/^(?:my|our|their)\s/i.test(clause) || /^(?:I|We)\s+\S+\s+(?:with\s+)?(?:my|our)\s/i.test(clause))
    return 'people';
  return 'doing';
}

/**
 * Clauses in the order a detailed text tells them (decision 0091): the place, then the people, then what is
 * done there; clauses of one kind keep the order they were typed in.
 */
function inTellingOrder(clauses: readonly string[]): string[] {
  // "I open my own bakery. I live above it": a clause that points back stays after what it points to.
  if (clauses.slice(1).some((clause) => /\b(?:it|there|them|they|these|those)\b/i.test(clause)))
    return [...clauses];
  return clauses
    .map((clause, index) => ({ clause, index, rank: tellingOrder[subjectOf(clause)] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ clause }) => clause);
}

/**
 * The main clause first, for the brief style: the one about me and where I am ("I live by the
 * sea") before what is around it, so one sentence reads from its centre outwards.
 */
function mainFirst(statements: readonly string[]): string[] {
  const main = Math.max(
    0,
    statements.findIndex((each) => /^(?:I|We)\s/.test(each) && subjectOf(each) === 'place'),
  );
  const ordered = [statements[main] ?? '', ...statements.filter((_, index) => index !== main)];
  // The clause said last matters least: it loses its intensifiers ("so happy" → "happy").
  const last = ordered.length - 1;
  return ordered.map((each, index) => (index > 0 && index === last ? each.replace(intensifiers, '') : each));
}

/**
 * The first clause said in the style's own order, not as typed (decision 0096): a detailed text
 * opens on the home ("A treehouse in the rainforest is where I live"), a poem on its widest place
 * ("In the Costa Rican rainforest, I live in a treehouse"). Every word stays; only the order moves.
 * The creative tone sets every style's scene first already, so its poems are left to it.
 */
function rewrittenFor(style: RephraseStyle, tone: RephraseTone, clause: string): string {
  if (/\b(?:not|no|never|nor|without|and)\b|n[’']t\b/i.test(clause)) return clause;
  if (style === 'detailed') {
    const home = /^(I|We) live (?:in|on) ((?:a|an)\s[^,;]{3,60})$/u.exec(clause);
    if (home) return `${upperFirst(home[2] ?? '')} is where ${home[1] === 'We' ? 'we' : 'I'} live`;
  }
  // "I live somewhere quieter, maybe by the coast": a clause with a comma has more than one phrase
  // to move, and moving one would strand the rest ("…, / maybe.").
  if (style !== 'poetic' || tone === 'creative' || !/^(?:I|We)\s/.test(clause) || /[,;:]/.test(clause))
    return clause;
  // The last phrase of place is the widest: "…in a treehouse in the Costa Rican rainforest".
  const place =
    /^((?:I|We)\s.{4,}\S)\s+((?:by|in|on|at|near|beside|under|among|above)\s+(?:(?:the|my|our|a|an)\s+|(?=\p{Lu}))[^,;]{2,40})$/u.exec(
      clause,
    );
  const [, rest = '', scene = ''] = place ?? [];
  // "I live by the sea", "I am in love with my life": a phrase the verb needs is not a scene
  // ("By the sea, I live"); only one after what the verb acts on ("I live in a treehouse").
  const lastWord = rest.split(/\s+/).pop() ?? '';
  const verbLast =
    placeVerbs.test(lastWord) || (tagsByWord(rest).get(lastWord.toLowerCase())?.includes('Verb') ?? false);
  if (!place || verbLast || rest.split(/\s+/).length < 3) return clause;
  return `${upperFirst(scene)}, ${rest.replace(/^We\b/, 'we')}`;
}

/** Words that only make the next one stronger: "really", "so", "very". */
const intensifiers =
  /\b(?:really|very|so|truly|super|totally|incredibly|extremely)\s+(?=\p{L}+(?:\s|$))(?!much\b|many\b|that\b)/giu;

/**
 * The parts of a text in another language, quoted as typed ("“Vivo en Sevilla.”"), and the rest
 * (decision 0096): the tone's frames are English and go round the English part only.
 */
function foreignParts(text: string): { quoted: string[]; rest: string } {
  const pieces = text.split(/((?<=[.!?”])\s+|\s+[—–]\s+)/u);
  const quoted: string[] = [];
  let rest = '';
  for (let index = 0; index < pieces.length; index += 2) {
    const piece = pieces[index] ?? '';
    const inner = piece.trim().replace(/^“|”$/gu, '');
    if (readsForeign(inner)) {
      const mark = /[!?]$/.test(inner) ? (inner.at(-1) ?? '.') : '.';
      quoted.push(`“${upperFirst(stripEnd(inner))}${mark}”`);
    } else rest += `${piece}${pieces[index + 1] ?? ''}`;
  }
  return { quoted, rest: rest.trim() };
}

export function rephraseOffline(text: string, tone: RephraseTone, style: RephraseStyle): string {
  const { quoted, rest } = foreignParts(text);
  // A text wholly in another language is no text this writer can reword: it stays as typed.
  if (quoted.length > 0 && !/[\p{L}\p{N}]/u.test(rest)) return text.trim();
  const english = quoted.length > 0 ? rest : text;
  const own = sentencesOf(ownText(english));
  let statements = own.map((sentence) => statement(sentence, tone)).filter(Boolean);
  // The heart comes from the user's own sentences, not from a frame a tone put around them.
  const hearts = heartsOf(own);
  if (statements.length === 0) statements = [stripEnd(text.trim()) || text.trim()];
  // Casual sentences are short: every clause stands alone. Other tones split only where the shape asks.
  const split = (style === 'brief' ? mainFirst(statements) : statements).flatMap((each) =>
    style === 'brief' && tone !== 'casual' ? [each] : clausesOf(each),
  );
  const clauses = (style === 'detailed' ? inTellingOrder(split) : split)
    .map((clause, index) => (index === 0 ? rewrittenFor(style, tone, clause) : clause))
    .map((clause, index) => stripEnd(wordedFor(tone, clause, index === 0)))
    .filter((clause) => /[\p{L}\p{N}]/u.test(clause));
  if (clauses.length === 0) clauses.push(stripEnd(text.trim()) || text.trim());
  const mark = tone === 'inspiring' ? '!' : '.';
  const ending = (sentences: string[]) =>
    sentences.map((sentence, index) =>
      index === sentences.length - 1 ? sentence.replace(/\.$/, mark) : sentence,
    );

  // No heart to close on: the lead in the tone's voice opens the text instead.
  const lead = style === 'brief' || closerFor(tone, style, hearts) ? '' : heartlessLeads[tone][style];
  if (lead && style !== 'poetic') clauses[0] = `${lead} ${midSentence(clauses[0] ?? '')}`;

  let result: string;
  switch (style) {
    case 'brief': {
      const lead = briefLeads[tone];
      const sentence = oneSentence(clauses);
      result = finish(`${lead} ${midSentence(sentence)}`.trim()).replace(/\.$/, mark);
      break;
    }
    case 'straightforward': {
      const body = ending((tone === 'concise' ? mergedShort(clauses) : clauses).map(finish)).join(' ');
      result = [body, closerFor(tone, 'straightforward', hearts)].filter(Boolean).join(' ');
      break;
    }
    case 'detailed': {
      const links = linksFor(tone, hearts, own.join(' '), clauses.length - 1);
      const sentences = clauses.map((clause, index) => {
        // Each connective once: a fourth "In addition" would be a tic, not a link.
        const link = index > 0 ? links[index - 1] : undefined;
        return finish(link ? `${link} ${midSentence(clause)}` : clause);
      });
      result = [...ending(sentences), closerFor(tone, 'detailed', hearts)].filter(Boolean).join(' ');
      break;
    }
    case 'poetic': {
      // Each clause its own verse sentence, broken at its phrases and ended with a full stop, so
      // two clauses never meet at a bare comma ("…a treehouse, / I protect the jungle").
      const verses = clauses.map((clause) =>
        verseLines(clause)
          .map((line, index) => (index === 0 ? upperFirst(line) : line))
          .join(',\n'),
      );
      const last = closerFor(tone, 'poetic', hearts);
      const body = verses.map((verse, index) =>
        index < verses.length - 1 ? `${stripEnd(verse)}.` : stripEnd(verse),
      );
      // After the lead's own line the poem goes on mid-sentence: "Still,\non a cliff…".
      if (lead) body[0] = midSentence(body[0] ?? '');
      result = `${[lead ? `${lead},` : '', body.join('\n')].filter(Boolean).join('\n')}${last ? `,\n${last}` : ''}${mark}`;
      break;
    }
  }
  if (quoted.length > 0) result = `${quoted.join(' ')}${style === 'poetic' ? '\n' : ' '}${result.trim()}`;
  // Text with nothing readable in it (control characters only) comes back as it was given.
  return /[\p{L}\p{N}]/u.test(result) ? result.trim() : text.trim();
}
