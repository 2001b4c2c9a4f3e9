import type { Answers, QuestionKey } from '#shared/questionnaire';
import type { WorldCategory } from '#shared/worldSpec';
import { type Frames, writeAnswer } from '../language/answers-text';
import { answersWithoutAsides } from '../language/asides';
import { personNames, withPersonNames } from '../language/person-names';
import { feltBy } from './felt-at-home';
import { obstacleFor, planThenFor } from './woop-obstacles';

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
  /** When the plan's step is taken; the step and the obstacle are the person's (woop-obstacles.ts). */
  planIf: string;
}

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
    planIf: 'it is Sunday evening',
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
    planIf: 'my pay arrives',
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
    planIf: 'it is 9 am on a weekday',
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
    planIf: 'it is the first Saturday of the month',
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
    planIf: 'I finish breakfast',
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
export function offlineWoopDraft(typed: Answers, category: WorldCategory): WoopText {
  const text = writing[category];
  // Without chat asides, and with the person's names capitalised (decision 0109).
  const answers = answersWithoutAsides(typed);
  const names = personNames(typed);
  const named = (line: string) => withPersonNames(line, names);
  return {
    wish: named(firstWritten(answers, text.wish) || text.fallbackWish),
    outcome: named(firstWritten(answers, text.outcome) || text.fallbackOutcome),
    obstacle: named(obstacleFor(answers, category)),
    planIf: text.planIf,
    planThen: named(planThenFor(answers, category)),
  };
}
