import type { Answers } from '#shared/questionnaire';
import { personTexts } from './person-texts';
import { holdsPain, namesOf, sentencesOf, wordsProblems } from './words-checks';

/** One failed text: whose, where, which check, and the piece that broke it. */
export interface WordsFailure {
  person: string;
  where: string;
  check: string;
  found: string;
  text: string;
}

export interface WordsReport {
  texts: number;
  passed: number;
  failures: WordsFailure[];
}

/** A sentence that this many people or more are shown word for word is a frame, not their own. */
const sharedBy = 3;

/** The words a person typed (four letters or more), to tell their own sentence from a frame's. */
const typedWords = (answers: Answers) =>
  new Set(
    (Object.values(answers)
      .join(' ')
      .toLowerCase()
      .match(/\p{L}{4,}/gu) ?? []) as string[],
  );

/** A sentence with none of the person's words: a frame line, the same whoever reads it. */
const frameSentences = (text: string, typed: ReadonlySet<string>) =>
  sentencesOf(text).filter(
    (sentence) => !(sentence.match(/\p{L}{4,}/gu) ?? []).some((word) => typed.has(word)),
  );

/**
 * Every text shown to every person, held to the mechanical checks, and every sentence with none of
 * the person's words shown to several people word for word (the same frame line for everyone). A text passes when it has no
 * problem at all. For grief and illness the exclamation check applies to the gentle texts only
 * (affirmations, gentler lines, manifesto, WOOP), where the person's own pain may be spoken of.
 */
export function wordsReport(people: readonly { label: string; answers: Answers }[]): WordsReport {
  const failures: WordsFailure[] = [];
  const shown = people.map(({ label, answers }) => ({ label, answers, texts: personTexts(answers) }));
  const count = new Map<string, Set<string>>();
  for (const { label, answers, texts } of shown) {
    const typed = typedWords(answers);
    for (const { text } of texts) {
      for (const sentence of frameSentences(text, typed)) {
        const who = count.get(sentence) ?? new Set<string>();
        who.add(label);
        count.set(sentence, who);
      }
    }
  }
  let total = 0;
  let passed = 0;
  for (const { label, answers, texts } of shown) {
    const names = namesOf(answers);
    const pained = holdsPain(answers);
    const typed = typedWords(answers);
    for (const { where, text } of texts) {
      total++;
      const problems = wordsProblems(text, answers, names).filter(
        (problem) =>
          problem.check !== 'exclamation on pain' || (pained && !/title|caption|description/.test(where)),
      );
      for (const sentence of frameSentences(text, typed)) {
        const who = count.get(sentence)?.size ?? 0;
        if (who >= sharedBy) problems.push({ check: `same sentence for ${who} people`, found: sentence });
      }
      if (problems.length === 0) passed++;
      for (const problem of problems) failures.push({ person: label, where, text, ...problem });
    }
  }
  return { texts: total, passed, failures };
}
