import nlp from 'compromise';
import type { Answers } from '#shared/questionnaire';

/**
 * The names one person's texts must capitalise, learnt from all their answers (decision 0109): a word
 * they capitalised mid-sentence anywhere ("my friend Anne" makes "anne" elsewhere "Anne"), and
 * the words the tagger's lexicon knows only as a person's name or a place ("pauline", "lisbon",
 * "slovenia"). Its generic first names ("grace", "stew") are ordinary words too often, so only
 * the gendered ones count. Keyed by the lower-case word, valued as it is to be written.
 */
export function personNames(answers: Answers): Map<string, string> {
  const names = new Map<string, string>();
  // A person's name is one only where people are named: "clay" and "rose" are things elsewhere.
  const peopleAnswers = [
    answers.name,
    answers.key_people,
    answers.romantic_relationship,
    answers.social_circle,
  ];
  for (const text of Object.values(answers)) {
    if (!text) continue;
    for (const match of text.matchAll(/(?<=\p{Ll}[\p{Ll}\p{N}]*\s+)(\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*)/gu)) {
      const word = match[1] ?? '';
      names.set(word.toLowerCase(), word);
    }
    for (const word of text.toLowerCase().match(/[\p{L}\p{M}]{3,}/gu) ?? []) {
      if (!names.has(word) && namedInLexicon(word, peopleAnswers.includes(text)))
        names.set(word, word.charAt(0).toUpperCase() + word.slice(1));
    }
  }
  // "I", and words that are far more often ordinary words than names.
  for (const common of ['i', 'may', 'will', 'grace', 'rose', 'bill', 'mark', 'sun', 'joy', 'hope', 'faith'])
    names.delete(common);
  return names;
}

const placeTags = ['Country', 'City', 'Region', 'Place', 'Month', 'WeekDay', 'ProperNoun'];
const personTags = ['FemaleName', 'MaleName'];

/** Whether compromise's lexicon lists the word only as a place (anywhere) or a person (where people are named). */
function namedInLexicon(word: string, aboutPeople: boolean): boolean {
  const tags = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon[word];
  const list = typeof tags === 'string' ? [tags] : (tags ?? []);
  const allowed = aboutPeople ? [...placeTags, ...personTags] : placeTags;
  return list.length > 0 && list.every((tag) => allowed.includes(tag));
}

/** The text with every lower-case word that is one of the person's names written as a name. */
export function withPersonNames(text: string, names: ReadonlyMap<string, string>): string {
  if (names.size === 0) return text;
  return text.replace(
    /(?<![\p{L}\p{M}'’-])[\p{Ll}][\p{L}\p{M}]*(?![\p{L}\p{M}'’-])/gu,
    (word) => names.get(word) ?? word,
  );
}
