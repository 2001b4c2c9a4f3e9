import nlp from 'compromise';
import type { Answers } from '#shared/questionnaire';
import { upperFirst } from './text';

/**
 * The one parser for the name answer. The question invites a sentence ("I am Maya: calm,
 * confident…"), so an introduction is dropped — in English or another language the lexicon
 * speaks — and the name ends at the first punctuation. Used for the world's title and
 * `ownerName` here and by the offline AI's `nameFrom`, so the world, the affirmations and the
 * vision page's 'Welcome Home {NAME}' all greet the same name.
 */
const nameIntro =
  /^(?:my name is|my name's|we are|we're|we’re|my name’s|the name is|the name's|the name’s|name's|name’s|i am called|i'm called|i’m called|i am|i'm|i’m|im|i go by|it's|it’s|this is|(?:you can |just |please |everyone |people |my friends |friends |they |most people |all my friends )*calls? me|name:|je suis|je m'appelle|je m’appelle|je m appelle|moi c'est|moi c’est|me llamo|soy|mi nombre es|ich bin|ich hei(?:ß|ss)e|mein name ist|mi chiamo|sono|il mio nome è|eu sou|meu nome é|chamo-me|ik ben|mijn naam is)\s+/i;
/**
 * A greeting or a "please" before the introduction ("Hi, I'm Sam", "Please call me Sam") is no
 * part of the name either; it is dropped first, then the introduction.
 */
const greeting =
  /^(?:(?:hi|hello|hey|hiya|howdy|greetings|hallo|hola|bonjour|salut|ciao|olá|oi|hoi|moin|yo)(?: there| all| everyone)?[\s,!.:;—–-]+|please\s+|well[,\s]+|so[,\s]+)+/i;
/** "Sam here" is Sam introducing himself. */
const here = /\s+here\s*$/i;
/**
 * Everything up to the first punctuation: "Maya: calm, confident" → "Maya", "Maya - calm" →
 * "Maya"; a hyphen inside a word belongs to the name ("Jean-Luc"). Anchored, one pass.
 */
const nameClause = /^(?:[^,.:;!?()\n—–-]|(?<=\S)-(?=\S))+/;

interface Term {
  text: string;
  tags: string[];
}

const personTags = ['Person', 'FirstName', 'LastName', 'ProperNoun'];

/**
 * The name in a clause that has a verb of its own (decision 0086): "Life's good", "I love my
 * life", "Dream big" are what the person feels, not who they are, and give no name; only a
 * subject the tagger reads as a person's name is one ("Sofia loves the sea" → "Sofia"). One word
 * alone stays a name ("Will", "Hope"): the tagger's verb reading of it is no clause.
 */
function beforeOwnVerb(clause: string): string {
  const [sentence] = nlp(clause).json() as { terms: Term[] }[];
  const terms = sentence?.terms ?? [];
  if (terms.length < 2) return clause;
  const isPerson = (term: Term | undefined) => term?.tags.some((tag) => personTags.includes(tag)) ?? false;
  const verbAt = terms.findIndex(
    (term, index) => term.tags.includes('Verb') && !isPerson(term) && !(index === 0 && isPerson(terms[1])),
  );
  if (verbAt < 0) return clause;
  const subject = terms.slice(0, verbAt);
  // "Life's good": the tagger splits "'s" off as the copula; "Life's" is no person. "Maya and I
  // live…" says who lives there, not who is typing: no name is safer than the wrong one.
  return subject.length > 0 && subject.every(isPerson) ? subject.map((term) => term.text).join(' ') : '';
}

/** "I am Maya: calm…" → ["Maya"]; "My name is Maya Lopez" → ["Maya", "Lopez"]; [] when blank. */
export function nameWords(answer: string): string[] {
  const raw = answer.replace(/\s+/g, ' ').trim().replace(greeting, '').replace(nameIntro, '');
  return (
    beforeOwnVerb((nameClause.exec(raw)?.[0] ?? '').replace(here, '').trim())
      .split(' ')
      // "Sam 🙂", "Sam 34": a name is made of letters.
      .filter((word) => /^\p{L}/u.test(word))
  );
}

/** A first name is letters (with marks, apostrophes and hyphens: "Zoë", "O'Neil", "Jean-Luc"). */
const nameWord = /^\p{L}[\p{L}\p{M}'’-]*/u;

/**
 * "I am Maya: calm…" → "Maya"; "Je m'appelle Amélie" → "Amélie"; '' when the answer has no
 * readable name (blank, emoji, digits, a 30+ letter run).
 */
export function firstNameOf(answers: Answers): string {
  const name: unknown = answers.name;
  const [first = ''] = nameWords(typeof name === 'string' ? name : '');
  const word = nameWord.exec(first)?.[0] ?? '';
  // "DANIEL" and "daniel" are Daniel; "McKay" keeps its capitals.
  const named = word === word.toUpperCase() || word === word.toLowerCase() ? word.toLowerCase() : word;
  return word.length > 30 ? '' : upperFirst(named);
}

export function worldTitle(name: string): string {
  return name ? `${name}'s Dream World` : 'Your Dream World';
}
