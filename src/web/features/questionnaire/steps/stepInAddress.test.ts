import { describe, expect, it } from 'vitest';
import { type Answers, lastStep, questionKeys, questionnaireSections } from '#shared/questionnaire';
import { addressForStep, furthestReachableStep, openingStep, stepFromAddress } from './stepInAddress';

const answersThrough = (sections: number): Answers =>
  Object.fromEntries(
    questionnaireSections
      .slice(0, sections)
      .flatMap((section) => section.questions.map((question) => [question.key, `about ${question.key}`])),
  );

describe('the step in the address', () => {
  it('reads ?step=N counted from 1, and the older ?section=N', () => {
    expect(stepFromAddress(new URLSearchParams('step=1'))).toBe(0);
    expect(stepFromAddress(new URLSearchParams('step=11'))).toBe(lastStep);
    expect(stepFromAddress(new URLSearchParams('section=4'))).toBe(3);
    expect(stepFromAddress(new URLSearchParams('step=2&section=9'))).toBe(1);
  });

  it('ignores a step that does not exist or is not a number', () => {
    for (const raw of ['0', '12', '-1', '2.5', 'abc', '', '1e1', '007']) {
      expect(stepFromAddress(new URLSearchParams({ step: raw })), raw).toBeNull();
    }
    expect(stepFromAddress(new URLSearchParams(''))).toBeNull();
  });

  it('keeps the other parameters of the address and drops the older name', () => {
    expect(addressForStep(2, new URLSearchParams('section=9&utm_source=mail'))).toBe(
      '?utm_source=mail&step=3',
    );
  });

  it('writes the step it reads back', () => {
    for (let step = 0; step <= lastStep; step++) {
      expect(stepFromAddress(new URLSearchParams(addressForStep(step)))).toBe(step);
    }
  });
});

describe('which steps open', () => {
  it('reaches the first section with an unanswered question, or the last when all are answered', () => {
    expect(furthestReachableStep({})).toBe(0);
    expect(furthestReachableStep(answersThrough(3))).toBe(3);
    expect(furthestReachableStep(answersThrough(questionnaireSections.length))).toBe(lastStep);
    const gap = answersThrough(5);
    delete gap[questionKeys[0] as keyof Answers];
    expect(furthestReachableStep(gap)).toBe(0);
  });

  it('opens a completed questionnaire at its first section and an unfinished one where it was left', () => {
    const all = answersThrough(questionnaireSections.length);
    expect(openingStep({ savedStep: lastStep, isCompleted: true, answers: all })).toBe(0);
    expect(openingStep({ savedStep: 6, isCompleted: false, answers: all })).toBe(6);
    // A saved step past the answers (answers lost on this device) opens where they stop.
    expect(openingStep({ savedStep: 6, isCompleted: false, answers: answersThrough(2) })).toBe(2);
  });
});
