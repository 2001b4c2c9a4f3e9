import { type Answers, isAnswered, questionKeys } from '#shared/questionnaire';

/**
 * Some reference lives answer only the questions that shape the world (src/world/testing/reference-answers.ts),
 * as a hurried visitor would; the API completes a questionnaire only when every question is
 * answered. The scene's bench and e2e fill each blank with this one plain line, which names no
 * place, home, colour or object, so the world drawn is the one the written answers describe.
 */
export const blankAnswer = 'I have not decided yet.';

export function completeAnswers(answers: Answers): Answers {
  const complete: Answers = {};
  for (const key of questionKeys) complete[key] = isAnswered(answers[key]) ? answers[key] : blankAnswer;
  return complete;
}
