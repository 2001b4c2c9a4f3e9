import { futureToPresent, stripEnd, tidy, toBaseForm, upperFirst } from './grammar';

/**
 * Rewrites a wish into confident first-person present tense: "I want to live by the sea" → "I
 * live by the sea", "I'd love to be a doctor" → "I am a doctor". The patterns are the ways people
 * say "I wish"; the verb forms ("dream of living" → "live") come from the tagger (grammar.ts).
 * Anything that is not a wish ("my kids", "Lisbon") is left exactly as written.
 */

const dwellings =
  /\b(house|home|villa|apartment|flat|cabin|cottage|penthouse|loft|mansion|farmhouse|bungalow|chalet|townhouse|condo|castle|estate|ranch)s?\b/i;

/** Hedges that make a dream sound far away; dropped from the start of a sentence. */
const leadingHedges =
  /^(?:(?:one day|someday|some day|hopefully|maybe|perhaps|in the future|eventually|in a few years|honestly|to be honest|truthfully|ideally|actually|basically|(?:well|so|ok|okay)(?=,)|i think that|i think|i hope that|i believe that|i feel like)[,\s]+)+/i;

const contractions: [RegExp, string][] = [
  [/\bI['’]d\b/gi, 'I would'],
  [/\bI['’]ll\b/gi, 'I will'],
  [/\bI['’]m\b/gi, 'I am'],
  [/\bwe['’]ll\b/gi, 'we will'],
  [/\bwe['’]d\b/gi, 'we would'],
  [/\bwanna\b/gi, 'want to'],
  [/\bgonna\b/gi, 'going to'],
];

const wishVerbs =
  '(?:(?:really|truly|also|still|just|actually|finally) )*(?:want|wish|hope|plan|intend|aim|need|would like|would love|would really like|am going|am planning|dream|aspire|long|will try|try|would|will|shall|could|can)';

type Rule = [RegExp, string | ((...groups: string[]) => string)];

const rules: Rule[] = [
  [/^I wish I (?:was|were) /i, 'I am '],
  [/^I wish I (?:had|could have) /i, 'I have '],
  [/^I wish I could /i, 'I '],
  [new RegExp(`^(I|We) ${wishVerbs} (?:to )?(?:be|become) `, 'i'), (_m, who = 'I') => `${beFor(who)} `],
  [new RegExp(`^(I|We) ${wishVerbs} (?:to )?have `, 'i'), (_m, who = 'I') => `${who} have `],
  [
    /^(I|We) (?:see myself|see ourselves|picture myself|imagine myself) (.+)$/i,
    (_m, who = 'I', rest = '') => `${who} ${base(rest)}`,
  ],
  [new RegExp(`^(I|We) ${wishVerbs} to `, 'i'), (_m, who = 'I') => `${who} `],
  [
    /^(I|We) (?:really )?(?:want|would like|would love|wish for|hope for|need|dream of|dream about|long for|desire|am dreaming of|are dreaming of)\s+(.+)$/i,
    (_m, who = 'I', object = '') => objectClause(who, object),
  ],
  [/^(I|We) (?:will|shall|would|could|can|am going to|are going to) /i, (_m, who = 'I') => `${who} `],
  // "I hope it will feel calm" → "it feels calm"; "I hope my bakery will be…" → "my bakery is…".
  [
    /^(?:I|We) (?:really )?(?:hope|trust|believe|know|imagine)(?: that)? (?!to\b)(.+\b(?:will|would|shall)\b.+)$/i,
    (_m, rest = '') => futureToPresent(rest),
  ],
];

const beFor = (who: string) => (/^we$/i.test(who) ? 'We are' : 'I am');

/** "living in Lisbon" → "live in Lisbon": an -ing start is the wish's action in base form. */
function base(phrase: string): string {
  return /^\p{L}+ing\b/u.test(phrase) ? toBaseForm(phrase) : phrase;
}

/** "a house by the sea" → "live in my house by the sea"; "living by the sea" → "live by the sea". */
function objectClause(who: string, object: string): string {
  const phrase = object.trim();
  const mine = /^we$/i.test(who) ? 'our' : 'my';
  if (/^\p{L}+ing\b/u.test(phrase)) return `${who} ${toBaseForm(phrase)}`;
  const owned = phrase.replace(/^(?:a|an|the|some)\s+/i, `${mine} `);
  const head = phrase.split(/\s+(?:by|in|on|near|with|at|overlooking|facing|where|that)\s+/i)[0] ?? '';
  if (dwellings.test(head)) {
    return `${who} live in ${owned.startsWith(`${mine} `) ? owned : `${mine} ${owned}`}`;
  }
  return `${who} have ${owned}`;
}

/** Later clauses: "…, and I want to travel" → "…, and I travel". */
function laterClauses(text: string): string {
  const joiner = '(and|so|but|then|where|because|while|when)';
  return text
    .replace(
      new RegExp(`\\b${joiner} (I|we) ${wishVerbs} to (?:be|become)\\b`, 'gi'),
      (_m, j, who) => `${j} ${who} ${/^we$/i.test(who) ? 'are' : 'am'}`,
    )
    .replace(new RegExp(`\\b${joiner} (I|we) ${wishVerbs} to\\b`, 'gi'), '$1 $2')
    .replace(
      new RegExp(`\\b${joiner} (I|we) (?:will|would|shall) (?:be|become)\\b`, 'gi'),
      (_m, j, who) => `${j} ${who} ${/^we$/i.test(who) ? 'are' : 'am'}`,
    )
    .replace(new RegExp(`\\b${joiner} (I|we) (?:will|would|shall)\\b`, 'gi'), '$1 $2')
    .replace(/\bit will be\b/gi, 'it is');
}

/**
 * One sentence in first-person present tense, without end punctuation. A sentence that is not a
 * wish keeps its words and case; only its end mark goes (the caller decides how it ends).
 */
export function presentTense(sentence: string): string {
  let text = stripEnd(tidy(sentence));
  for (const [pattern, replacement] of contractions) text = text.replace(pattern, replacement);
  const unhedged = text.replace(leadingHedges, '');
  if (unhedged) text = /^i\b/.test(unhedged) ? unhedged : unhedged === text ? text : upperFirst(unhedged);
  text = text.replace(/^i\b/, 'I').replace(/^we\b/, 'We');
  for (const [pattern, replacement] of rules) {
    if (pattern.test(text)) {
      text =
        typeof replacement === 'string'
          ? text.replace(pattern, replacement)
          : text.replace(pattern, replacement);
      break;
    }
  }
  // "I live in a cabin … and be a bush pilot": the second verb agrees with "I" too.
  const be = /^We\b/.test(text) ? 'are' : 'am';
  return laterClauses(text).replace(/\b(and|but|then|or) be\b/g, `$1 ${be}`);
}
