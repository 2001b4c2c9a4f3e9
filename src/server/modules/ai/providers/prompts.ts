import { affirmationAnswerKeys } from '#shared/ai';
import type { Answers } from '#shared/questionnaire';
import { questionnaireSections } from '#shared/questionnaire';
import {
  homeSizes,
  homeStyles,
  materials,
  moods,
  musicKinds,
  particleKinds,
  propKinds,
  roofKinds,
  seasons,
  settings,
  timesOfDay,
  weatherKinds,
} from '#shared/worldSpec';
import type { RephraseInput } from './provider';

/**
 * The writing rules every answer is checked against (output-checks.ts, decision 0053): a model
 * that breaks them is replaced by the offline writer, so the prompts ask for them plainly.
 */
const writingRules = [
  'Write correct English: a capital letter only at the start of a sentence, for names and places, and for "I".',
  'Never write the same word twice in a row. End every sentence with a full stop, a question mark or an exclamation mark.',
];

export function rephrasePrompt({ text, tone, style }: RephraseInput): string {
  return [
    `Rephrase the following text in a ${tone} tone and a ${style} style.`,
    'Write it as a confident first-person statement in the present tense, as if the dream is already true.',
    'Keep every person, place, thing and action the text names, in the same words where you can: the tone and',
    'the style change the wording, rhythm and length, never the facts.',
    ...writingRules,
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
    'Write exactly 8 short personal affirmations in the first person and present tense that this person can',
    'believe today. Write them from their values and the actions they choose, as choices and as a becoming',
    '("Every morning I choose…", "I am becoming someone who…", "Step by step, I…"), not as claims that',
    'everything is already perfect. Use their own details. Each affirmation has its own form and its own',
    'subject (values, the dream, the place, the day, the work, money, the legacy), and is short enough to say',
    'in one breath: at most 15 words.',
    ...writingRules,
    'One affirmation per line, no numbering, no bullets, no extra text.',
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
    'woven from every part of this person’s dream life below. It is a piece of writing, not a list of answers:',
    'an opening paragraph (who they are and what guides them), a body whose paragraphs weave the parts of',
    'their life together with transitions, and a closing paragraph. Use their own details and words.',
    'Warm, confident, no headings, no lists.',
    ...writingRules,
    '',
    ...sections,
  ].join('\n');
}

/** Answers are capped in the world prompt: the hints need the gist, not 2,000 characters each. */
const worldAnswerMax = 400;
const oneOf = (values: readonly string[]) => values.map((value) => `"${value}"`).join(' | ');

export function worldHintsPrompt(answers: Answers): string {
  const lines = questionnaireSections.flatMap((section) =>
    section.questions
      .map((question) => {
        const answer = answers[question.key]?.replace(/\s+/g, ' ').trim().slice(0, worldAnswerMax);
        return answer ? `${question.key}: ${answer}` : '';
      })
      .filter(Boolean),
  );
  return [
    'You design a stylised 3D "dream world" from a person’s answers about their dream life.',
    'Answer with ONE JSON object only: no prose, no markdown. Every field is optional; leave out what the',
    'answers do not suggest. Use only the listed values.',
    '{',
    `  "setting": ${oneOf(settings)},`,
    `  "season": ${oneOf(seasons)},`,
    '  "water": "none" | "sea" | "lake" | "river",',
    `  "timeOfDay": ${oneOf(timesOfDay)},`,
    `  "weather": ${oneOf(weatherKinds)},`,
    `  "homeStyle": ${oneOf(homeStyles)},`,
    `  "homeSize": ${oneOf(homeSizes)},`,
    `  "walls": ${oneOf(materials)},`,
    `  "roof": ${oneOf(roofKinds)},`,
    '  "garden": true | false, "pool": true | false,',
    `  "mood": ${oneOf(moods)},`,
    `  "music": ${oneOf(musicKinds)},`,
    `  "particles": ${oneOf(particleKinds)},`,
    '  "palette": { "primary": "#rrggbb", "secondary": "#rrggbb", "accent": "#rrggbb", "foliage": "#rrggbb", "ground": "#rrggbb" },',
    `  "props": [ { "kind": ${oneOf(propKinds)}, "label": "the person’s own words, max 80 characters", "color": "#rrggbb" } ],`,
    '  "categories": { "home" | "car" | "career" | "travel" | "health": { "title": "max 60 characters", "description": "max 280 characters" } },',
    '  "arrivalCaption": "what they see first, max 200 characters",',
    '  "description": "the whole world for a screen reader user, max 800 characters"',
    '}',
    'Write titles, descriptions and captions in warm, present-tense second person ("Your villa above the sea…").',
    'Describe only what the world you chose above shows. Capital letters only at the start of a sentence, for names',
    'and in titles; never the same word twice in a row; every sentence ends with punctuation.',
    'At most 12 props, only things the answers mention.',
    'Choose the most specific setting, home style and prop kind the answers describe: a treehouse in the',
    'rainforest rather than a cabin in a forest, a convertible or a sailboat rather than a car or a boat.',
    '',
    ...lines,
  ].join('\n');
}
