import { describe, expect, it } from 'vitest';
import { type Answers, questionKeys } from '#shared/questionnaire';
import { worldSpecSchema } from '#shared/worldSpec';
import { generateWorldSpec } from '../generate-world';
import { firstClause, fitText, toSecondPerson, trimEndPunctuation } from './text';

describe('trimEndPunctuation', () => {
  it.each([
    ['Calm, free.', 'Calm, free'],
    ['By the sea… ', 'By the sea'],
    ['Wait — ', 'Wait'],
    ['Yes!?\u00a0\u3000', 'Yes'],
    ['a., ., b', 'a., ., b'],
    ['.,;: —', ''],
    ['', ''],
  ])('%j → %j', (text, trimmed) => {
    expect(trimEndPunctuation(text)).toBe(trimmed);
  });
});

describe('long punctuation runs', () => {
  // A trailing-run regex (`/[…]+$/u`) retries from every position of a run: quadratic. With a
  // 200,000-character run that is billions of steps — this test would hit its timeout — while
  // the loop is one pass. (No timing assertion: `npm run bench` has the budgets.)
  const run = ', '.repeat(100_000);

  it('cuts and trims clauses in one pass', () => {
    expect(firstClause(`${run}a`)).toBe(`${run}a`.trim());
    expect(firstClause(`Calm${run}`)).toBe('Calm');
    expect(fitText(`a${run}b`, 280)).toBe('a…');
    expect(toSecondPerson(`I${' I'.repeat(50_000)}.`)).toMatch(/^You you you/);
  });

  it('generates a valid world from 35 answers of 2,000 characters of punctuation runs', () => {
    const answer = `${'., '.repeat(666)}a`;
    expect(answer.length).toBeGreaterThanOrEqual(1999);
    const answers = Object.fromEntries(questionKeys.map((key) => [key, answer])) as Answers;
    expect(questionKeys).toHaveLength(35);
    for (const level of ['basic', 'full'] as const) {
      const spec = generateWorldSpec(answers, { level });
      expect(worldSpecSchema.safeParse(spec).success).toBe(true);
      expect(spec.ownerName).toBeNull();
    }
    // Runs without a sentence break keep one long clause through the second-person rewrites.
    const wishes = Object.fromEntries(
      questionKeys.map((key) => [key, `I want ${',:'.repeat(995)} a home`]),
    ) as Answers;
    expect(worldSpecSchema.safeParse(generateWorldSpec(wishes, { level: 'full' })).success).toBe(true);
  });
});
