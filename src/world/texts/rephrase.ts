import type { RephraseStyle, RephraseTone } from '#shared/ai';
import { readsForeign } from '../language/foreign';
import { sentencesOf, stripEnd, upperFirst } from '../language/grammar';
import { personNames, withPersonNames } from '../language/person-names';
import { presentTense } from '../language/present-tense';

/**
 * The offline rephrase, honest about what rules can do (decision 0109). It tidies ("i",
 * capitals, spacing, common typos and chat spellings: "isnt", "ppl", "gonna"), drops filler, and
 * words a tone by careful choices (contractions for casual, none for professional, a wish said as
 * a fact for inspiring, hedges gone for concise); "brief" keeps the sentences that carry most, and
 * "detailed" adds nothing it would have to invent. It never adds an opener or a closer. When none
 * of that changes the text, it returns the text as typed, and the service says so instead of
 * decorating it: a creative or poetic rewrite needs a model. Text in another language comes back
 * as typed (its rules are English).
 */

/** Chat spellings and common slips, as one would write them. Whole words, lower case. */
const spellings: Record<string, string> = {
  i: 'I',
  im: 'I’m',
  ive: 'I’ve',
  ill: 'ill',
  dont: 'don’t',
  doesnt: 'doesn’t',
  didnt: 'didn’t',
  isnt: 'isn’t',
  arent: 'aren’t',
  wasnt: 'wasn’t',
  cant: 'can’t',
  wont: 'won’t',
  wouldnt: 'wouldn’t',
  couldnt: 'couldn’t',
  shouldnt: 'shouldn’t',
  thats: 'that’s',
  theres: 'there’s',
  whats: 'what’s',
  ppl: 'people',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'have to',
  u: 'you',
  ur: 'your',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  tho: 'though',
  thru: 'through',
  rly: 'really',
  w: 'with',
  n: 'and',
  nd: 'and',
  abt: 'about',
  smth: 'something',
  bday: 'birthday',
  fav: 'favourite',
  teh: 'the',
  freinds: 'friends',
  definately: 'definitely',
  alot: 'a lot',
  becuase: 'because',
  recieve: 'receive',
  untill: 'until',
  wich: 'which',
  beleive: 'believe',
  chillin: 'chilling',
  goin: 'going',
  doin: 'doing',
  nothin: 'nothing',
  somethin: 'something',
  livin: 'living',
  workin: 'working',
};

/** Chat asides and filler that carry no meaning in any tone. */
const chatter = /\s*\b(?:lol+|lmao|haha(?:ha)*|hehe|ngl|tbh|idk|omg|fr)\b[.!]*/giu;

/** Filler and hedges: gone in concise, professional and brief, kept where they are the voice. */
const filler =
  /\b(?:really|just|basically|literally|honestly|actually|kinda|sort of|kind of|like,|you know,|i guess|i think)\s+/giu;

const contract: [RegExp, string][] = [
  [/\bI am\b/g, 'I’m'],
  [/\bI have\b(?=\s+(?:been|got|always|never|found|made|learned|learnt)\b)/g, 'I’ve'],
  [/\bI will\b/g, 'I’ll'],
  [/\bI would\b/g, 'I’d'],
  [/\b(it|that|there) is\b/gi, '$1’s'],
  [/\bdo not\b/gi, 'don’t'],
  [/\bdoes not\b/gi, 'doesn’t'],
  [/\bcannot\b/gi, 'can’t'],
  [/\bwe are\b/gi, 'we’re'],
];

const expand: [RegExp, string][] = [
  [/\bI['’]m\b/g, 'I am'],
  [/\bI['’]ve\b/g, 'I have'],
  [/\bI['’]ll\b/g, 'I will'],
  [/\bI['’]d\b/g, 'I would'],
  [/\b(it|that|there)['’]s\b/gi, '$1 is'],
  [/\bdon['’]t\b/gi, 'do not'],
  [/\bdoesn['’]t\b/gi, 'does not'],
  [/\bdidn['’]t\b/gi, 'did not'],
  [/\bisn['’]t\b/gi, 'is not'],
  [/\bcan['’]t\b/gi, 'cannot'],
  [/\bwon['’]t\b/gi, 'will not'],
  [/\bwe['’]re\b/gi, 'we are'],
  [/\bkids\b/g, 'children'],
  [/\bstuff\b/g, 'things'],
  [/\ba lot of\b/g, 'many'],
  [/\bawesome\b/g, 'excellent'],
];

const concise: [RegExp, string][] = [
  [/\bin order to\b/gi, 'to'],
  [/\ba lot of\b/gi, 'many'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bvery\s+/gi, ''],
  [/\bI would (?:really )?(?:love|like) to\b/g, 'I want to'],
];

/** "i love teh sea , ppl are nice" → "I love the sea, people are nice": only what a rule gets right. */
function tidyTyping(text: string): string {
  const names = personNames({ dream_sentence: text });
  const words = text
    .replace(chatter, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;])(?=\p{L})/gu, '$1 ')
    .replace(/[\p{L}'’]+/gu, (word) => {
      const lower = word.toLowerCase();
      if (lower === 'i' && word === 'i') return 'I';
      const fixed = spellings[lower];
      return fixed && word === lower && lower !== 'ill' ? fixed : word;
    })
    .replace(/\bi(['’])(m|ve|ll|d)\b/g, 'I$1$2');
  // Every sentence starts with a capital and ends with a mark, and names are written as names.
  const sentences = sentencesOf(withPersonNames(words, names)).map((sentence) => {
    const body = upperFirst(sentence.trim());
    return /[.!?…"”)]$/u.test(body) ? body : `${body}.`;
  });
  return sentences.join(' ');
}

const applyAll = (text: string, rules: readonly [RegExp, string][]) =>
  rules.reduce((result, [pattern, to]) => result.replace(pattern, to), text);

/** A wish said as something already lived, sentence by sentence, where the grammar is sure. */
const asLived = (text: string) =>
  sentencesOf(text)
    .map((sentence) => {
      const mark = /[!?]$/.test(sentence) ? sentence.slice(-1) : '.';
      return `${upperFirst(presentTense(sentence))}${mark}`;
    })
    .join(' ');

/** The tone's word choices. */
function worded(text: string, tone: RephraseTone): string {
  switch (tone) {
    case 'casual':
      return applyAll(text, contract);
    case 'professional':
      return applyAll(text.replace(filler, '').replace(/!/g, '.'), expand);
    case 'concise':
      return applyAll(text.replace(filler, ''), concise);
    case 'inspiring':
      return asLived(text);
    case 'creative':
      return asLived(text);
  }
}

/** How many words a sentence carries that are not little words. */
const weight = (sentence: string) => (sentence.match(/\p{L}{4,}|\d+/gu) ?? []).length;

/** "brief": the sentences that carry most, in their order, up to about three fifths of the words. */
function briefOf(text: string): string {
  const sentences = sentencesOf(text).map((sentence) =>
    /[.!?…]$/u.test(sentence) ? sentence : `${sentence}.`,
  );
  if (sentences.length < 2) return text.replace(filler, '');
  const total = text.split(/\s+/).length;
  const ranked = sentences
    .map((sentence, index) => ({ sentence, index }))
    .sort((a, b) => weight(b.sentence) - weight(a.sentence));
  const kept: typeof ranked = [];
  let words = 0;
  for (const entry of ranked) {
    const size = entry.sentence.split(/\s+/).length;
    if (kept.length > 0 && words + size > total * 0.6) continue;
    kept.push(entry);
    words += size;
  }
  return kept
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence)
    .join(' ')
    .replace(filler, '');
}

export function rephraseOffline(text: string, tone: RephraseTone, style: RephraseStyle): string {
  const typed = text.trim();
  if (!/\p{L}/u.test(typed) || readsForeign(typed)) return typed;
  const tidy = tidyTyping(typed);
  const toned = worded(tidy, tone);
  // Poetic and detailed ask for what rules cannot write without inventing: tone and tidying only.
  const shaped = style === 'brief' ? briefOf(toned) : toned;
  // A sentence whose filler opened it ("I think it will happen") starts with a capital again.
  const result = shaped
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  // A result that lost a number the person typed is not offered.
  const numbers = typed.match(/\d[\d,.]*\d|\d/g) ?? [];
  if (numbers.some((number) => !result.includes(stripEnd(number)))) return tidy;
  return result || typed;
}
