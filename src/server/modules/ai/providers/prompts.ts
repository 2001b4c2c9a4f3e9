import { affirmationAnswerKeys } from '../../../../shared/ai';
import type { Answers } from '../../../../shared/questionnaire';
import { questionnaireSections } from '../../../../shared/questionnaire';
import type { RephraseInput } from './provider';

export function rephrasePrompt({ text, tone, style }: RephraseInput): string {
  return [
    `Rephrase the following text in a ${tone} tone and a ${style} style.`,
    'Write it as a confident first-person statement in the present tense, as if the dream is already true.',
    'Answer with the rephrased text only, no quotes, no explanation.',
    '',
    `Text: ${text}`,
  ].join('\n');
}

export function affirmationsPrompt(answers: Answers): string {
  const lines = affirmationAnswerKeys
    .map((key) => (answers[key]?.trim() ? `${key}: ${answers[key]?.trim()}` : ''))
    .filter(Boolean);
  return [
    'Write exactly 8 short, positive personal affirmations in the first person and present tense,',
    'based on this person’s dream life. One affirmation per line, no numbering, no bullets, no extra text.',
    '',
    ...lines,
  ].join('\n');
}

export function manifestoPrompt(answers: Answers): string {
  const sections = questionnaireSections
    .map((section) => {
      const answered = section.questions
        .map((question) =>
          answers[question.key]?.trim() ? `- ${question.label} ${answers[question.key]?.trim()}` : '',
        )
        .filter(Boolean);
      return answered.length > 0 ? `${section.title}\n${answered.join('\n')}` : '';
    })
    .filter(Boolean);
  return [
    'Write a short personal manifesto (150 to 250 words) in the first person and present tense,',
    'woven from every part of this person’s dream life below. Warm, confident, no headings, no lists.',
    '',
    ...sections,
  ].join('\n');
}
