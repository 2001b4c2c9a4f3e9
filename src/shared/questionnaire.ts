import { z } from 'zod';

/**
 * The questionnaire (docs/product.md §3): 11 sections, 35 question keys. The keys are authoritative (the
 * server, the affirmations and the 3D world read them); the wording is ours, written the way a
 * life coach would ask: present, concrete, in the user's own senses.
 */

export interface Question {
  key: string;
  label: string;
  placeholder: string;
}

export interface QuestionnaireSection {
  id: string;
  title: string;
  questions: readonly Question[];
}

export const questionnaireSections = [
  {
    id: 'identity',
    title: 'Identity & Vision',
    questions: [
      {
        key: 'name',
        label: 'What is your name, and who have you become in your dream life?',
        placeholder: 'I am Maya: calm, confident, and finally doing what I love…',
      },
      {
        key: 'dream_sentence',
        label: 'If you could describe your dream life in one sentence, what would it be?',
        placeholder: 'I live slowly by the sea, creating work that matters with people I love.',
      },
      {
        key: 'core_values',
        label: 'Which three values guide every choice you make?',
        placeholder: 'Freedom, kindness, curiosity',
      },
    ],
  },
  {
    id: 'home',
    title: 'Home & Environment',
    questions: [
      {
        key: 'dream_location',
        label: 'Where in the world do you wake up each morning?',
        placeholder: 'A quiet hillside above the Mediterranean, near a small village…',
      },
      {
        key: 'home_look',
        label: 'What does your home look like from the outside as you walk up to it?',
        placeholder: 'White stone walls, wide windows, a garden full of lavender…',
      },
      {
        key: 'home_details',
        label: 'Step inside: which rooms, materials and details make it yours?',
        placeholder: 'Warm oak floors, a reading nook with a view, a kitchen made for long dinners…',
      },
      {
        key: 'home_feelings',
        label: 'How do you feel the moment you come home?',
        placeholder: 'Safe, light, completely at ease…',
      },
    ],
  },
  {
    id: 'body',
    title: 'Body & Health',
    questions: [
      {
        key: 'body_look',
        label: 'When you see yourself in the mirror, what does your body look like?',
        placeholder: 'Strong, lean, standing tall with a relaxed smile…',
      },
      {
        key: 'body_feel',
        label: 'How does your body feel as you move through the day?',
        placeholder: 'Energised, flexible, free of pain…',
      },
      {
        key: 'health_habits',
        label: 'Which health habits keep you feeling this way?',
        placeholder: 'Morning swims, fresh food from the market, eight hours of sleep…',
      },
    ],
  },
  {
    id: 'lifestyle',
    title: 'Daily Lifestyle',
    questions: [
      {
        key: 'perfect_day',
        label: 'Walk us through a perfect ordinary day, from morning to night.',
        placeholder: 'I wake with the sun, write for two hours, walk to the harbour for lunch…',
      },
      {
        key: 'habits_rituals',
        label: 'Which small rituals and habits anchor your days?',
        placeholder: 'Journalling with my first coffee, a sunset walk, reading before bed…',
      },
      {
        key: 'weekends',
        label: 'How do you spend your weekends?',
        placeholder: 'Sailing with friends, farmers’ markets, long lazy breakfasts…',
      },
    ],
  },
  {
    id: 'career',
    title: 'Career & Purpose',
    questions: [
      {
        key: 'fulfillment',
        label: 'What work makes you feel most fulfilled?',
        placeholder: 'Designing spaces that help people heal…',
      },
      {
        key: 'workday',
        label: 'What does a typical workday look like for you now?',
        placeholder: 'Four focused hours in my studio, then time for my team and my family…',
      },
      {
        key: 'work_impact',
        label: 'What impact does your work have on other people?',
        placeholder: 'Thousands of families live in homes that make them happier…',
      },
    ],
  },
  {
    id: 'relationships',
    title: 'Relationships',
    questions: [
      {
        key: 'key_people',
        label: 'Who are the most important people around you?',
        placeholder: 'My partner, my two children, my sister and my oldest friends…',
      },
      {
        key: 'romantic_relationship',
        label: 'What does your romantic relationship feel like?',
        placeholder: 'Playful, deeply trusting, we grow together…',
      },
      {
        key: 'social_circle',
        label: 'Describe the friends and community you spend your time with.',
        placeholder: 'Creative, generous people who cheer each other on…',
      },
    ],
  },
  {
    id: 'experiences',
    title: 'Experiences & Freedom',
    questions: [
      {
        key: 'adventures',
        label: 'Which adventures are part of your life?',
        placeholder: 'Diving in coral reefs, hiking in Patagonia, learning to fly…',
      },
      {
        key: 'travel',
        label: 'Where do you travel, and how do you like to travel?',
        placeholder: 'Japan in spring, slow train journeys, a month each winter somewhere warm…',
      },
      {
        key: 'recurring_moment',
        label: 'Which moment keeps coming back that makes you think “this is my life”?',
        placeholder: 'Dinner on the terrace with everyone I love, laughing as the sun goes down…',
      },
    ],
  },
  {
    id: 'money',
    title: 'Money & Abundance',
    questions: [
      {
        key: 'financial_reality',
        label: 'What is your financial reality in your dream life?',
        placeholder: 'I am debt-free and earn more than enough from work I enjoy…',
      },
      {
        key: 'assets',
        label: 'What do you own that truly matters to you?',
        placeholder: 'My home, a small sailing boat, a growing investment portfolio…',
      },
      {
        key: 'money_use',
        label: 'How do you use your money to live well and do good?',
        placeholder: 'Experiences with my family, supporting local artists, a scholarship fund…',
      },
    ],
  },
  {
    id: 'mind',
    title: 'Mental State',
    questions: [
      {
        key: 'dream_feel',
        label: 'How do you feel, most of the time, living this life?',
        placeholder: 'Peaceful, grateful and quietly excited about what comes next…',
      },
      {
        key: 'state_of_mind',
        label: 'What is your state of mind when things get difficult?',
        placeholder: 'Calm and curious: I trust myself to find a way…',
      },
      {
        key: 'morning_thoughts',
        label: 'What is the first thought you have when you wake up?',
        placeholder: 'Today is going to be a good day…',
      },
    ],
  },
  {
    id: 'legacy',
    title: 'Legacy & Big Goals',
    questions: [
      {
        key: 'legacy',
        label: 'What legacy are you building?',
        placeholder: 'A foundation that gives every child access to art…',
      },
      {
        key: 'remembered',
        label: 'How do you want to be remembered by the people who know you?',
        placeholder: 'As someone who was kind, brave and always made time…',
      },
      {
        key: 'big_contribution',
        label: 'What is the biggest contribution you make to the world?',
        placeholder: 'Helping a million people feel at home in their own lives…',
      },
    ],
  },
  {
    id: 'bonus',
    title: 'Bonus – Visual & Detail Questions',
    questions: [
      {
        key: 'colors',
        label: 'Which colours fill your dream life?',
        placeholder: 'Sea blue, warm sand, soft gold…',
      },
      {
        key: 'music',
        label: 'What music is playing in the background?',
        placeholder: 'Gentle jazz piano, waves, an old bossa nova record…',
      },
      {
        key: 'objects',
        label: 'Which objects around you carry special meaning?',
        placeholder: 'My grandmother’s ring, a telescope, shelves full of books…',
      },
      {
        key: 'first_moment',
        label: 'You step into your dream life: what is the very first thing you see?',
        placeholder: 'Morning light on the water through my bedroom window…',
      },
    ],
  },
] as const satisfies readonly QuestionnaireSection[];

type Sections = typeof questionnaireSections;
export type QuestionKey = Sections[number]['questions'][number]['key'];

export const questionKeys = questionnaireSections.flatMap((section) =>
  section.questions.map((question) => question.key),
) as QuestionKey[];
export const questionKeySchema = z.enum(questionKeys as [QuestionKey, ...QuestionKey[]], {
  error: 'is not a question of this questionnaire',
});

export const sectionCount = questionnaireSections.length;
/** Steps are numbered from 0 (docs/product.md §3 "currentStep starts at 0"). */
export const lastStep = sectionCount - 1;
export const questionnaireLimits = { answerMax: 2000 } as const;

/** docs/product.md §5: a section is complete when every question has a non-blank answer after trimming. */
export function isAnswered(answer: string | undefined): boolean {
  return (answer ?? '').trim().length > 0;
}

export function isSectionComplete(step: number, answers: Partial<Record<QuestionKey, string>>): boolean {
  const section = questionnaireSections[step];
  return section ? section.questions.every((question) => isAnswered(answers[question.key])) : false;
}

/** In a `u` regex a well-formed pair is one astral code point, so only a lone half matches. */
const loneSurrogate = /\p{Cs}/u;

export const answerSchema = z
  .string({ error: 'must be text' })
  .max(questionnaireLimits.answerMax, `must be at most ${questionnaireLimits.answerMax} characters`)
  // Postgres text/jsonb cannot hold U+0000, and jsonb refuses a lone UTF-16 surrogate ("\ud800"
  // is valid JSON text but not valid Unicode): both used to fail at the INSERT with a 500.
  .refine(
    (value) => !value.includes('\u0000') && !loneSurrogate.test(value),
    'contains a character that is not allowed',
  );

export type Answers = Partial<Record<QuestionKey, string>>;
const knownKeys: ReadonlySet<string> = new Set(questionKeys);

/**
 * Answers sent by a client. A plain record checked key by key (not z.partialRecord), so an
 * unknown key is reported at its own path ("answers.favourite_pet") instead of "answers".
 */
export const answersSchema = z
  .record(z.string(), answerSchema, { error: 'must be an object of answers' })
  .superRefine((answers, context) => {
    for (const key of Object.keys(answers)) {
      if (!knownKeys.has(key)) {
        context.addIssue({ code: 'custom', path: [key], message: 'is not a question of this questionnaire' });
      }
    }
  })
  .transform((answers) => answers as Answers);

/** Answers as the API returns them (responses are serialised, so no transform here). */
export const storedAnswersSchema = z.partialRecord(questionKeySchema, z.string());

export const stepSchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(lastStep, `must be at most ${lastStep}`);

/** PATCH /questionnaire/{userId}/answer: one answer, saved as the user types. */
export const saveAnswerBodySchema = z.strictObject({ key: questionKeySchema, answer: answerSchema });

/** PUT /questionnaire/{userId}: the whole progress (spec: answers, currentStep, isCompleted). */
export const saveProgressBodySchema = z.strictObject({
  answers: answersSchema,
  currentStep: stepSchema,
  isCompleted: z.boolean({ error: 'must be true or false' }),
});
export type SaveProgressBody = z.infer<typeof saveProgressBodySchema>;

/**
 * POST /questionnaire: start (or continue) the in-progress questionnaire, merging answers given
 * on this device before sign-in. Answers the account already holds win (decision 0010).
 */
export const startQuestionnaireBodySchema = z.strictObject({
  answers: answersSchema.default({}),
  currentStep: stepSchema.default(0),
  /** Open a new record instead of continuing or editing the latest one ("Start afresh"). */
  fresh: z.boolean().default(false),
});

export const userIdParamsSchema = z.object({ userId: z.string().max(100) });
export const recordParamsSchema = z.object({ id: z.uuid('must be a questionnaire id') });

/**
 * GET /questionnaire/{userId}: the in-progress record, else the newest completed one (to edit), or
 * an empty one (`_id` null) when none.
 */
export const progressSchema = z.object({
  _id: z.string().nullable(),
  userId: z.string(),
  answers: storedAnswersSchema,
  currentStep: z.number().int(),
  isCompleted: z.boolean(),
});
export type Progress = z.infer<typeof progressSchema>;

/** GET /questionnaire/record/{id}, for the dashboard's "View Details". */
export const questionnaireRecordSchema = z.object({
  _id: z.string(),
  answers: storedAnswersSchema,
  isCompleted: z.boolean(),
  currentStep: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type QuestionnaireRecord = z.infer<typeof questionnaireRecordSchema>;
