import { describe, expect, it } from 'vitest';
import { questionKeys, questionnaireSections } from '#shared/questionnaire';
import { answeredSections } from './answeredSections';

describe('View Details answers', () => {
  it('groups answers by section in questionnaire order, with the wording, skipping blank ones', () => {
    const result = answeredSections({
      first_moment: 'Light on the water',
      name: '  Maya  ',
      dream_sentence: '   ',
      core_values: 'Freedom',
    });
    const first = questionnaireSections[0];
    const last = questionnaireSections[questionnaireSections.length - 1];
    expect(result.sections.map((section) => section.title)).toEqual([first?.title, last?.title]);
    expect(result.sections[0]?.questions).toEqual([
      { key: 'name', label: first?.questions[0]?.label, answer: 'Maya' },
      { key: 'core_values', label: first?.questions[2]?.label, answer: 'Freedom' },
    ]);
    expect(result.sections[1]?.questions.map((question) => question.key)).toEqual(['first_moment']);
    expect(result.unanswered).toBe(questionKeys.length - 3);
  });

  it('no answers: no sections, every question unanswered', () => {
    expect(answeredSections({})).toEqual({ sections: [], unanswered: questionKeys.length });
  });
});
