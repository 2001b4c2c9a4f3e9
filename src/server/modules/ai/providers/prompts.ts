import { affirmationAnswerKeys, affirmationCount } from '#shared/ai';
import type { Answers, QuestionKey } from '#shared/questionnaire';
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
  type WorldCategory,
  weatherKinds,
} from '#shared/worldSpec';
import { type Language, languageOf, languageOfAnswers } from '../facts';
import type { Rejected, RephraseInput } from './provider';

/**
 * The writing rules every answer is checked against (output-checks.ts, decisions 0053, 0114): a
 * model's text that breaks them is retried once with the reason, so the prompts ask for them plainly.
 */
const writingRules = [
  'Write correct sentences: a capital letter at the start of a sentence, for "I", and for every name of a person, place or thing, even when the person typed it in lower case.',
  'Never write the same word twice in a row. End every sentence with a full stop, a question mark or an exclamation mark.',
  'Keep every number exactly as the person wrote it ("€4,000", "1972"), and every name; never invent a number, a sum or a name.',
];

/** Hard material is met gently: nobody’s pain gets an exclamation mark (decision 0114). */
const gentleRule =
  'Where the answers speak of illness, grief, loss, divorce, money trouble or fear, be gentle and honest: no exclamation marks, no pretending the pain is not there.';

/** The language to write in: the person’s, checked on the way back (output-checks.ts). */
function languageRule(language: Language): string {
  return language === 'english'
    ? 'Write in English.'
    : 'The person wrote in a language other than English: write in that same language, never in English.';
}

const retryLines = (rejected: Rejected | undefined) =>
  rejected
    ? [
        '',
        `Your previous answer was refused because ${rejected.problem}. Write it again and fix that.`,
        `Previous answer: ${rejected.text}`,
      ]
    : [];

/** Each answered question with its label, in questionnaire order, limited to `keys` when given. */
function answeredLines(answers: Answers, keys?: readonly QuestionKey[]): string[] {
  return questionnaireSections.flatMap((section) =>
    section.questions
      .filter((question) => !keys || keys.includes(question.key))
      .map((question) => {
        const answer = answers[question.key]?.trim();
        return answer ? `- ${question.label} ${answer}` : '';
      })
      .filter(Boolean),
  );
}

export function rephrasePrompt({ text, tone, style }: RephraseInput, rejected?: Rejected): string {
  return [
    `Rephrase the following text in a ${tone} tone and a ${style} style.`,
    'Write it as a confident first-person statement in the present tense, as if the dream is already true.',
    'Make it read well: fix spelling, slang and run-on sentences. Keep every person, place, thing, number and',
    'action the text names: the tone and the style change the wording, rhythm and length, never the facts.',
    ...writingRules,
    languageOf(text) === 'english'
      ? 'Write in English.'
      : 'The text is not in English: write in the language of the text, never in English.',
    'Answer with the rephrased text only, no quotes, no explanation.',
    ...retryLines(rejected),
    '',
    `Text: ${text}`,
  ].join('\n');
}

/**
 * The answers affirmations draw on: the spec's eight (docs/product.md §3) and the people, the
 * state of mind, the body and health, which a line someone can believe cannot ignore.
 */
export const affirmationPromptKeys: readonly QuestionKey[] = [
  ...affirmationAnswerKeys,
  'key_people',
  'romantic_relationship',
  'social_circle',
  'state_of_mind',
  'morning_thoughts',
  'body_look',
  'body_feel',
  'health_habits',
  'dream_feel',
];

export function affirmationsPrompt(answers: Answers, rejected: readonly Rejected[] = []): string {
  const count = rejected.length > 0 ? rejected.length : affirmationCount;
  return [
    `Write exactly ${count} short personal affirmation${count === 1 ? '' : 's'} in the first person and present tense that this person can`,
    'believe today. Write them from their values and the actions they choose, as choices and as a becoming',
    '("Every morning I choose…", "I am becoming someone who…", "Step by step, I…"), not as claims that',
    'everything is already perfect. Use their own details: their people by name, their places, their body and',
    'health as they describe them. Each affirmation has its own form and its own subject (values, the people,',
    'the place, the day, the body, the work, money, the legacy), and is short enough to say in one breath: at most 15 words.',
    gentleRule,
    ...writingRules,
    languageRule(languageOfAnswers(answers)),
    'One affirmation per line, no numbering, no bullets, no extra text.',
    ...(rejected.length > 0
      ? [
          '',
          'These lines were refused; write new ones in their place, each about something else than the refused line’s mistake:',
          ...rejected.map((line) => `- "${line.text}": refused because ${line.problem}.`),
        ]
      : []),
    '',
    'Their answers:',
    ...answeredLines(answers, affirmationPromptKeys),
  ].join('\n');
}

export function manifestoPrompt(answers: Answers, rejected?: Rejected): string {
  const sections = questionnaireSections
    .map((section) => {
      const answered = answeredLines(
        answers,
        section.questions.map((question) => question.key),
      );
      return answered.length > 0 ? `${section.title}\n${answered.join('\n')}` : '';
    })
    .filter(Boolean);
  return [
    'Write a short personal manifesto (150 to 250 words) in the first person and present tense,',
    'woven from every part of this person’s dream life below. It is a piece of writing, not a list of answers:',
    'an opening paragraph (who they are and what guides them), a body whose paragraphs weave the parts of',
    'their life together with transitions, and a closing paragraph. Use their own details and words, and name',
    'the people, places and things they name. Leave out their asides and jokes ("lol", "no miracles").',
    'Warm, confident, no headings, no lists.',
    gentleRule,
    ...writingRules,
    languageRule(languageOfAnswers(answers)),
    ...retryLines(rejected),
    '',
    ...sections,
  ].join('\n');
}

/** A WOOP plan's first draft (docs/product.md §10), as the JSON the provider parses. */
export function woopPrompt(answers: Answers, category: WorldCategory): string {
  return [
    `Draft a WOOP plan (Wish, Outcome, Obstacle, Plan) for the "${category}" part of this person’s dream life,`,
    'from their answers below, in the first person. Answer with ONE JSON object only, no prose, no markdown:',
    '{ "wish": "one sentence: what they want here, challenging but possible, in their own details",',
    '  "outcome": "one sentence: the best thing about reaching it, how it feels",',
    '  "obstacle": "one sentence: what in them may stand in the way, an inner obstacle (a habit, a feeling, a thought), said kindly",',
    '  "planIf": "a moment they will recognise, completing "If …", lower case, no full stop ("it is Sunday evening")",',
    '  "planThen": "one small concrete step, completing "then …", starting with "I", no full stop" }',
    'Each field at most 30 words.',
    gentleRule,
    ...writingRules,
    languageRule(languageOfAnswers(answers)),
    '',
    'Their answers:',
    ...answeredLines(answers),
  ].join('\n');
}

/** "I don't believe this yet": the same line made gentler, a process the person can believe today. */
export function gentlerPrompt(line: string, rejected?: Rejected): string {
  return [
    'A person read this affirmation and said "I don’t believe this yet". Rewrite it as a gentler line they can',
    'believe today: a process, a willingness or a first step ("I am learning to…", "Step by step, I…"),',
    'not a claim. Keep its names, places and numbers. One sentence, at most 25 words, first person, present tense.',
    ...writingRules,
    languageOf(line) === 'english'
      ? 'Write in English.'
      : 'Write in the language of the line, never in English.',
    'Answer with the line only, no quotes, no explanation.',
    ...retryLines(rejected),
    '',
    `Affirmation: ${line}`,
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
