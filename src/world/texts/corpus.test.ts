import { describe, expect, it } from 'vitest';
import { rephraseStyles, rephraseTones } from '#shared/ai';
import type { Answers } from '#shared/questionnaire';
import { generateWorldSpec } from '../generate-world';
import { nameFrom } from '../language/answers-text';
import {
  allowedCapitals,
  capitalAfterLowerCase,
  doubledWord,
  endsEverySentence,
  frameOnClause,
  hasPlaceholder,
  keptShare,
  words,
} from '../language/checks';
import { answerCorpus } from '../testing/answer-corpus';
import { offlineAffirmations } from './affirmations';
import { offlineManifesto } from './manifesto';
import { rephraseOffline } from './rephrase';

/**
 * Everything the offline writer says, for 200+ varied answer sets, held to the rules of a text a
 * person would write (decision 0053). Problems are collected, so one run shows them all.
 */

const corpus = answerCorpus();

/** Words doubled in the answers themselves ("Bora Bora") may stay doubled. */
function doubledInAnswers(answers: Answers): Set<string> {
  const doubled = new Set<string>();
  for (const text of Object.values(answers)) {
    for (const match of (text ?? '').matchAll(/\b([\p{L}\p{N}'’]+)\s+\1\b/giu))
      doubled.add((match[1] ?? '').toLowerCase());
  }
  return doubled;
}

function problemsOf(
  label: string,
  text: string,
  answers: Answers,
  source = Object.values(answers).join('\n'),
  extra: string[] = [nameFrom(answers)],
): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${label}: ${what} — ${JSON.stringify(text)}`);
  if (!text.trim() || !/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(text)) say('empty');
  if (hasPlaceholder(text)) say('placeholder');
  const doubled = doubledWord(text, doubledInAnswers(answers));
  if (doubled) say(`doubled word "${doubled}"`);
  const capital = capitalAfterLowerCase(text, allowedCapitals(source, extra));
  if (capital) say(`capital mid-sentence "${capital}"`);
  if (!endsEverySentence(text)) say('a sentence without an end mark');
  const framed = frameOnClause(text);
  if (framed) say(`a frame around a full clause "${framed}"`);
  return problems;
}

describe('the answer corpus', () => {
  it('has at least 200 varied sets, with every way of typing in it', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    const all = corpus.flatMap((answers) => Object.values(answers));
    expect(all.some((text) => text && text === text.toUpperCase() && /\p{Lu}{4}/u.test(text))).toBe(true);
    expect(all.some((text) => /\p{Extended_Pictographic}/u.test(text ?? ''))).toBe(true);
    expect(all.some((text) => /Reykjavík|São Paulo|Zürich|Kraków/.test(text ?? ''))).toBe(true);
    expect(all.some((text) => /\bteh\b|freinds/.test(text ?? ''))).toBe(true);
    expect(all.some((text) => (text ?? '').length > 120)).toBe(true);
  });
});

/** A few seconds each on a quiet machine; room for a busy shared one. */
const corpusTimeout = 180_000;

describe('the offline writer on the corpus', () => {
  it(
    'writes 8 different, readable affirmations, each short enough for one breath',
    () => {
      const problems: string[] = [];
      corpus.forEach((answers, index) => {
        const lines = offlineAffirmations(answers);
        expect(lines).toHaveLength(8);
        expect(new Set(lines.map((line) => line.toLowerCase())).size, `set ${index}`).toBe(8);
        lines.forEach((line, at) => {
          problems.push(...problemsOf(`set ${index} affirmation ${at + 1}`, line, answers));
          if (words(line).length > 22)
            problems.push(`set ${index} affirmation ${at + 1}: too long — ${line}`);
        });
      });
      expect(problems.slice(0, Number(process.env.CORPUS_SHOW ?? 20))).toEqual([]);
    },
    corpusTimeout,
  );

  it(
    'writes a readable manifesto with an opening, a body and a close',
    () => {
      const problems: string[] = [];
      corpus.forEach((answers, index) => {
        const manifesto = offlineManifesto(answers);
        expect(manifesto.split('\n\n').length, `set ${index}`).toBeGreaterThanOrEqual(2);
        problems.push(...problemsOf(`set ${index} manifesto`, manifesto, answers));
      });
      expect(problems.slice(0, Number(process.env.CORPUS_SHOW ?? 20))).toEqual([]);
    },
    corpusTimeout,
  );

  it(
    'rephrases in every tone and style honestly: readable, every typed number kept, no stock opener, brief never longer',
    () => {
      const problems: string[] = [];
      corpus.forEach((answers, index) => {
        const texts = [answers.dream_sentence, answers.perfect_day].filter((text): text is string =>
          Boolean(text && /\p{L}/u.test(text)),
        );
        for (const text of texts) {
          for (const tone of rephraseTones) {
            for (const style of rephraseStyles) {
              const output = rephraseOffline(text, tone, style);
              const label = `set ${index} rephrase ${tone}/${style}`;
              // The text as typed is the honest "no change" (the service says so); it is the person's.
              if (output === text.trim()) continue;
              problems.push(...problemsOf(label, output, answers, text));
              for (const number of text.match(/\d[\d,.]*\d|\d/g) ?? [])
                if (!output.includes(number.replace(/[.,]$/, '')))
                  problems.push(`${label}: lost ${number} — ${output}`);
              if (/^(?:Picture it|Daily|Once upon now|In short|Simply put)\b/.test(output))
                problems.push(`${label}: stock opener — ${output}`);
              if (style === 'brief' && words(output).length > words(text).length)
                problems.push(`${label}: brief is longer — ${output}`);
              // Brief drops the sentences that carry least; other styles keep what was said, a word
              // choice of the tone aside ("kids" → "children").
              if (keptShare(text, output) < (style === 'brief' ? 0.2 : 0.6))
                problems.push(`${label}: kept ${Math.round(keptShare(text, output) * 100)}% — ${output}`);
            }
          }
        }
      });
      expect(problems.slice(0, Number(process.env.CORPUS_SHOW ?? 20))).toEqual([]);
    },
    corpusTimeout,
  );

  it(
    'writes readable world texts: descriptions, captions and category descriptions',
    () => {
      const problems: string[] = [];
      corpus.forEach((answers, index) => {
        const spec = generateWorldSpec(answers, { level: 'full' });
        const texts: [string, string][] = [
          ['description', spec.description],
          ['arrival caption', spec.arrival.caption],
          ...spec.categories.map((view): [string, string] => [
            `${view.category} description`,
            view.description,
          ]),
        ];
        // The scene's own vocabulary may capitalise a word ("a whitewashed Cycladic house").
        const names = [spec.title, spec.ownerName ?? '', spec.home.label];
        for (const [label, text] of texts) {
          problems.push(...problemsOf(`set ${index} ${label}`, text, answers, undefined, names));
        }
        for (const view of spec.categories) {
          if (hasPlaceholder(view.title) || !view.title.trim())
            problems.push(`set ${index} ${view.category} title: ${view.title}`);
          const doubled = doubledWord(view.title, doubledInAnswers(answers));
          if (doubled)
            problems.push(`set ${index} ${view.category} title: doubled "${doubled}" — ${view.title}`);
        }
      });
      expect(problems.slice(0, Number(process.env.CORPUS_SHOW ?? 20))).toEqual([]);
    },
    corpusTimeout,
  );
});
