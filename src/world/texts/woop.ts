import type { Answers, QuestionKey } from '#shared/questionnaire';
import type { WorldCategory } from '#shared/worldSpec';
import { type Frames, shortList, writeAnswer } from '../language/answers-text';
import { stripEnd } from '../language/grammar';
import { feltBy } from './felt-at-home';

/**
 * A first draft of a WOOP plan (Wish, Outcome, Obstacle, Plan; docs/product.md §10) for one dream
 * category, written offline from the user's answers. The wish and the outcome say the user's own
 * answers back as a wish and its best result; the obstacle and the plan are starting sentences the
 * user makes their own: only they know what holds them back, and a plan works when it is theirs.
 */
export interface WoopText {
  wish: string;
  outcome: string;
  obstacle: string;
  planIf: string;
  planThen: string;
}

interface CategoryWriting {
  /** Answers the wish may come from, best first, each with the frames that make it a wish. */
  wish: [QuestionKey, Frames][];
  outcome: [QuestionKey, Frames][];
  /** The wish and the outcome when the answers say nothing usable. */
  fallbackWish: string;
  fallbackOutcome: string;
  obstacle: string;
  planIf: string;
  /** "Then …" from an answer (a habit the user named), or the fallback. */
  planThen: (answers: Answers) => string | null;
  fallbackThen: string;
}

/** The first item of a list answer, as an action: "Morning swims, yoga" → "morning swims". */
const firstHabit = (answers: Answers, key: QuestionKey): string | null => {
  const text = stripEnd((answers[key] ?? '').split(/\n|\.\s/)[0] ?? '').trim();
  if (!/[\p{L}]/u.test(text)) return null;
  const first = shortList(text, 6).split(/,\s*|\s+and\s+/)[0] ?? '';
  return first ? first.charAt(0).toLowerCase() + first.slice(1) : null;
};

const writing: Record<WorldCategory, CategoryWriting> = {
  home: {
    wish: [
      [
        'home_look',
        {
          action: (action) => `I come home to a place where I ${action}`,
          description: (description) => `I live in a home that is ${description}`,
          thing: (thing) => `My home is ${thing}`,
          setting: (setting) => `I live in a home ${setting}`,
        },
      ],
      [
        'dream_location',
        {
          action: (action) => `I wake up each morning where I ${action}`,
          description: (description) => `I wake up each morning somewhere ${description}`,
          thing: (thing) => `I wake up each morning in ${thing}`,
          setting: (setting) => `I wake up each morning ${setting}`,
        },
      ],
    ],
    outcome: [
      [
        'home_feelings',
        {
          self: (sentence) => `Coming home, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`,
          action: (action) => `Coming home, I ${action}`,
          description: (description) =>
            feltBy(description) === 'me'
              ? `Coming home, I feel ${description}`
              : `Coming home feels ${description}`,
          thing: (thing) => `Coming home brings ${thing}`,
        },
      ],
    ],
    fallbackWish: 'I live in a home that feels like mine.',
    fallbackOutcome: 'Coming home every day feels like arriving where I belong.',
    obstacle: 'I tell myself it is too far away to start on now.',
    planIf: 'it is Sunday evening',
    planThen: () => null,
    fallbackThen: 'I spend 20 minutes on one concrete step towards my home',
  },
  car: {
    wish: [
      [
        'assets',
        {
          action: (action) => `I ${action}`,
          description: (description) => `What I own is ${description}`,
          thing: (thing) => `I own ${thing}, and it truly matters to me`,
        },
      ],
    ],
    outcome: [
      [
        'dream_feel',
        {
          action: (action) => `On the road, I ${action}`,
          description: (description) => `On the road, I feel ${description}`,
          thing: (thing) => `On the road, I feel ${thing}`,
        },
      ],
    ],
    fallbackWish: 'I drive the car I have always wanted.',
    fallbackOutcome: 'Every drive feels like freedom.',
    obstacle: 'I put it off until some day when money feels easier.',
    planIf: 'my pay arrives',
    planThen: () => null,
    fallbackThen: 'I put a set amount aside for it before I spend anything else',
  },
  career: {
    wish: [
      [
        'fulfillment',
        {
          action: (action) => `My work lets me ${action}`,
          activity: (activity) => `My work is ${activity}`,
          description: (description) => `My work is ${description}`,
          thing: (thing) => `My work is ${thing}`,
        },
      ],
    ],
    outcome: [
      [
        'work_impact',
        {
          action: (action) => `Through my work, I ${action}`,
          description: (description) => `Through my work, people feel ${description}`,
          thing: (thing) => `Through my work, I bring ${thing}`,
        },
      ],
    ],
    fallbackWish: 'I do work that fulfils me.',
    fallbackOutcome: 'My work makes a real difference to the people it reaches.',
    obstacle: 'I doubt my work is good enough to show.',
    planIf: 'it is 9 am on a weekday',
    planThen: () => null,
    fallbackThen: 'I spend the first hour on the work that matters most to me',
  },
  travel: {
    wish: [
      [
        'travel',
        {
          action: (action) => `I travel and ${action}`,
          description: (description) => `I travel, ${description}`,
          thing: (thing) => `I travel to ${thing}`,
          setting: (setting) => `I travel ${setting}`,
        },
      ],
      [
        'adventures',
        {
          action: (action) => `My life holds adventures: I ${action}`,
          description: (description) => `My life holds adventures that are ${description}`,
          thing: (thing) => `My life holds adventures like ${thing}`,
        },
      ],
    ],
    outcome: [
      [
        'recurring_moment',
        {
          action: (action) => `On the way, I ${action}, and I know this is my life`,
          description: (description) => `On the way, I feel ${description}`,
          thing: (thing) => `On the way, I find ${thing}`,
        },
      ],
    ],
    fallbackWish: 'I travel to the places I dream of.',
    fallbackOutcome: 'I come back from every trip with new eyes.',
    obstacle: 'I wait for the perfect moment instead of planning the first trip.',
    planIf: 'it is the first Saturday of the month',
    planThen: () => null,
    fallbackThen: 'I plan and book one part of my next trip',
  },
  health: {
    wish: [
      [
        'body_feel',
        {
          action: (action) => `Each day, I ${action}`,
          description: (description) => `My body feels ${description}`,
          thing: (thing) => `My body is full of ${thing}`,
        },
      ],
      [
        'body_look',
        {
          action: (action) => `I ${action}`,
          description: (description) => `My body is ${description}`,
          thing: (thing) => `I see ${thing} in the mirror`,
        },
      ],
    ],
    outcome: [
      [
        'dream_feel',
        {
          action: (action) => `With the energy I have, I ${action}`,
          description: (description) => `Most of the time I feel ${description}`,
          thing: (thing) => `Most of the time I feel ${thing}`,
        },
      ],
    ],
    fallbackWish: 'I feel strong and full of energy.',
    fallbackOutcome: 'I have the energy for everything I care about.',
    obstacle: 'When I am tired, I tell myself I will start tomorrow.',
    planIf: 'I finish breakfast',
    planThen: (answers) => {
      const habit = firstHabit(answers, 'health_habits');
      return habit ? `I make time for ${habit}` : null;
    },
    fallbackThen: 'I move for 20 minutes',
  },
};

const firstWritten = (answers: Answers, sources: [QuestionKey, Frames][]) => {
  for (const [key, frames] of sources) {
    const written = writeAnswer(answers, key, frames);
    if (written) return written;
  }
  return '';
};

/** Every field a short sentence; the "if" and the "then" without end marks, as they join into one. */
export function offlineWoopDraft(answers: Answers, category: WorldCategory): WoopText {
  const text = writing[category];
  return {
    wish: firstWritten(answers, text.wish) || text.fallbackWish,
    outcome: firstWritten(answers, text.outcome) || text.fallbackOutcome,
    obstacle: text.obstacle,
    planIf: text.planIf,
    planThen: text.planThen(answers) ?? text.fallbackThen,
  };
}
