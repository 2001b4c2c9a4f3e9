import { type Answers, isAnswered, questionKeys, questionnaireSections } from '#shared/questionnaire';

export interface AnsweredQuestion {
  key: string;
  label: string;
  answer: string;
}

export interface AnsweredSection {
  id: string;
  title: string;
  questions: AnsweredQuestion[];
}

/**
 * A record's answers in questionnaire order, grouped by section with each question's wording,
 * from the one shared definition. Blank answers are left out and counted as unanswered, the rule
 * the questionnaire itself uses for completeness (docs/product.md §5).
 */
export function answeredSections(answers: Answers): { sections: AnsweredSection[]; unanswered: number } {
  const sections = questionnaireSections
    .map((section) => ({
      id: section.id,
      title: section.title,
      questions: section.questions.flatMap((question) => {
        const answer = answers[question.key];
        return answer !== undefined && isAnswered(answer)
          ? [{ key: question.key, label: question.label, answer: answer.trim() }]
          : [];
      }),
    }))
    .filter((section) => section.questions.length > 0);
  const answered = sections.reduce((total, section) => total + section.questions.length, 0);
  return { sections, unanswered: questionKeys.length - answered };
}
