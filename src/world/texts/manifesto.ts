import type { Answers, QuestionKey } from '#shared/questionnaire';
import {
  type Frames,
  finish,
  joinList,
  nameFrom,
  valuesFrom,
  writeAnswerWhole,
} from '../language/answers-text';
import { answersWithoutAsides } from '../language/asides';
import { midSentence, stripEnd, upperFirst } from '../language/grammar';
import { personNames, withPersonNames } from '../language/person-names';
import { feltBy } from './felt-at-home';
import { insideAndOutside } from './inside-outside';

/**
 * The manifesto (decision 0052): an opening (name, values, the dream in one sentence), a body of
 * paragraphs that each open with a transition and weave the sections together in the user's own
 * details, and a close (what I leave behind, then a vow). Each answer is fitted to its sentence by
 * what kind of phrase it is (answers-text.ts), so no answer is glued in as written.
 */

type Part = [QuestionKey, Frames];

const kept = (sentence: string) => sentence;

/**
 * A thought is quoted as thought: its own words, no article added ("Today is a good day"), and a
 * question keeps its question mark ("What will the clay become today?").
 */
const quoted = (thought: string) => {
  const words = thought.replace(/^(?:an?)\s+(?!\p{Lu})/u, '');
  const question =
    /^(?!what an?\b)(?:what|who|whom|whose|which|where|when|why|how|shall|should|will|would|can|could|do|does|did|is|are|am)\b/i;
  // "¿Qué…?" and "¡Qué bonito día!" say how they end at their start; the writer adds no "!" of its
  // own (a grieving person's "what a day" is not a cheer).
  const mark = /^¿/.test(words) || question.test(words) ? '?' : /^¡/.test(words) ? '!' : '.';
  return `My first thought each morning is “${upperFirst(words)}${mark}”`;
};

/** "Enough, and free" is a sum one has and a state one is in: "I have enough, and I am free". */
const financially = (description: string) => {
  const enough = /^enough\b[,\s]*(?:and\s+)?(.*)$/i.exec(description);
  if (!enough) return `Financially, I am ${description}`;
  const rest = enough[1] ?? '';
  if (/^to\s/i.test(rest)) return `Financially, I have enough ${rest}`;
  return rest ? `Financially, I have enough, and I am ${rest}` : 'Financially, I have enough';
};

/**
 * Some paragraphs open with a transition joined to their first sentence ("Where I live, …"), when
 * the paragraph's first answer is there. Transitions that were sentences of their own ("I share
 * this life.", "Money serves this life.") were the same nine lines in every manifesto (decision 0109):
 * a paragraph without a joined transition starts with the person's own first sentence.
 */
const paragraphs: { transition: string; parts: Part[] }[] = [
  {
    transition: 'Where I live,',
    parts: [
      [
        'dream_location',
        {
          action: (a) => `I wake up each morning and ${a}`,
          description: (d) => `I wake up each morning somewhere ${d}`,
          thing: (t) => `I wake up each morning in ${t}`,
          setting: (p) => `I wake up each morning ${p}`,
          // "Wherever the wind takes us": where I wake up.
          sentence: (s) => `I wake up each morning ${/^wher/i.test(s) ? '' : 'where '}${s}`,
        },
      ],
      [
        'home_look',
        {
          action: (a) => `I come home and ${a}`,
          description: (d) => `my home looks ${d}`,
          thing: (t) => `I come home to ${t}`,
        },
      ],
      [
        'home_details',
        {
          action: (a) => `inside, I ${a}`,
          description: (d) => `inside, it feels ${d}`,
          // "A wood stove, a porch swing, a vegetable garden": not all of it is inside.
          thing: (t) => {
            const { inside, outside } = insideAndOutside(t);
            if (inside && outside) return `inside, I find ${inside}; outside, ${outside}`;
            return `${outside ? 'outside' : 'inside'}, I find ${t}`;
          },
          sentence: (s) => `inside, ${s}`,
        },
      ],
      [
        'home_feelings',
        {
          action: (a) => `the moment I arrive, I ${a}`,
          // "warm, quiet and welcoming" is how the home is; "inspired and free" how I am.
          description: (d) => `the moment I walk in, ${feltBy(d) === 'home' ? 'home feels' : 'I feel'} ${d}`,
          thing: (t) => `the moment I walk in, I feel ${t}`,
          sentence: (s) => `the moment I walk in, ${s}`,
        },
      ],
    ],
  },
  {
    transition: 'My body is my home too:',
    parts: [
      [
        'body_feel',
        {
          action: (a) => `I ${a}`,
          description: (d) => `it feels ${d}`,
          thing: (t) => (/^no\s/i.test(t) ? `there is ${t}` : `I feel ${t} in every step`),
        },
      ],
      [
        'body_look',
        {
          action: (a) => `I ${a}`,
          description: (d) => `in the mirror I see someone ${d}`,
          thing: (t) => `in the mirror I see ${t}`,
        },
      ],
      [
        'health_habits',
        {
          action: (a) => `to stay this way, I ${a}`,
          activity: (a) => `I care for it with ${a}`,
          description: (d) => `my habits are ${d}`,
          thing: (t) => `I care for it with ${t}`,
        },
      ],
    ],
  },
  {
    transition: '',
    parts: [
      [
        'perfect_day',
        {
          self: kept,
          action: (a) => `On a perfect ordinary day I ${a}`,
          description: (d) => `An ordinary day feels ${d}`,
          thing: (t) => `An ordinary day holds ${t}`,
        },
      ],
      [
        'habits_rituals',
        {
          action: (a) => `Small rituals hold it together: I ${a}`,
          activity: (a) => `Small rituals hold it together: ${a}`,
          description: (d) => `My rituals are ${d}`,
          thing: (t) => `Small rituals hold it together: ${t}`,
        },
      ],
      [
        'weekends',
        {
          action: (a) => `At weekends I ${a}`,
          activity: (a) => `Weekends are for ${a}`,
          description: (d) => `My weekends are ${d}`,
          thing: (t) => `Weekends are for ${t}`,
          // A colon fits a sentence and a list the tagger took for one ("Farmers markets and…").
          sentence: (s) => `At weekends: ${s}`,
        },
      ],
    ],
  },
  {
    transition: 'In my work,',
    parts: [
      [
        'fulfillment',
        {
          action: (a) => `I ${a}, and it fulfils me`,
          activity: (a) => `I find fulfilment in ${a}`,
          description: (d) => `I do work that feels ${d}`,
          thing: (t) => `I find fulfilment in ${t}`,
        },
      ],
      [
        'workday',
        {
          action: (a) => `A typical workday: I ${a}`,
          activity: (a) => `A typical workday means ${a}`,
          description: (d) => `my workdays are ${d}`,
          thing: (t) => `A typical workday means ${t}`,
        },
      ],
      [
        'work_impact',
        {
          action: (a) => `Through my work, I ${a}`,
          description: (d) => `People leave my work feeling ${d}`,
          thing: (t) => `What my work gives others: ${t}`,
          sentence: (s) => `Because of my work, ${s}`,
        },
      ],
    ],
  },
  {
    transition: '',
    parts: [
      [
        'key_people',
        {
          action: (a) => `With the people I love, I ${a}`,
          description: (d) => `The people around me are ${d}`,
          thing: (t) => `I am surrounded by ${t}`,
        },
      ],
      [
        'romantic_relationship',
        {
          action: (a) => `In love, we ${a}`,
          description: (d) => `Our love is ${d}`,
          thing: (t) =>
            /^(?:(?:an?|my)\s.*\b(?:partner|husband|wife|man|woman|someone|soulmate|lover|spouse)|someone|somebody)\b/i.test(
              t,
            )
              ? `I share my life with ${t}`
              : `Our love is ${t}`,
        },
      ],
      [
        'social_circle',
        {
          action: (a) => `With my friends, I ${a}`,
          description: (d) => `My friends are ${d}`,
          thing: (t) => `My circle is made of ${t}`,
          sentence: (s) => `My circle is made of ${s}`,
        },
      ],
    ],
  },
  {
    transition: '',
    parts: [
      [
        'adventures',
        {
          action: (a) => `For adventure, I ${a}`,
          activity: (a) => `Adventure means ${a}`,
          description: (d) => `My adventures are ${d}`,
          thing: (t) => `Adventure means ${t}`,
        },
      ],
      [
        'travel',
        {
          action: (a) => `When I travel, I ${a}`,
          activity: (a) => `I love ${a}`,
          description: (d) => `I travel in a way that feels ${d}`,
          thing: (t) => `My journeys take me to ${t}`,
          // "Kerala to see family, Portugal…" reads to the tagger as a sentence.
          sentence: (s) => `My journeys take me to ${s}`,
          setting: (p) => `I travel ${p}`,
        },
      ],
      [
        'recurring_moment',
        {
          action: (a) => `Again and again, I ${a}, and I think: this is my life`,
          activity: (a) => `Again and again I find myself ${a}, and I think: this is my life`,
          description: (d) => `Again and again, life feels ${d}`,
          thing: (t) => `Again and again, one moment comes back: ${t}`,
          // "The city lights at night from my terrace" reads to the tagger as a sentence: a
          // frame that fits a picture and a sentence alike.
          sentence: (s) => `Again and again, one moment comes back: ${s}`,
        },
      ],
    ],
  },
  {
    transition: '',
    parts: [
      [
        'financial_reality',
        {
          action: (a) => `I ${a}`,
          description: financially,
          // "Enough, and no debt": a sum one has, not something finances give.
          thing: (t) =>
            /^no\s/i.test(t)
              ? `Financially, there is ${t}`
              : /^enough\b/i.test(t)
                ? `Financially, I have ${t.replace(/^enough,\s+and\b/i, 'enough and')}`
                : `My finances give me ${t}`,
        },
      ],
      [
        'assets',
        {
          action: (a) => `I ${a}`,
          description: (d) => `What I own is ${d}`,
          thing: (t) => `What I own and love: ${t}`,
          sentence: (s) => `What I own and love: ${s}`,
        },
      ],
      [
        'money_use',
        {
          action: (a) => `I use my money to ${a}`,
          activity: (a) => `I spend my money on ${a}`,
          description: (d) => `I spend my money in ways that feel ${d}`,
          thing: (t) => `I spend my money on ${t}`,
          sentence: (s) => `I spend my money where it matters: ${s}`,
        },
      ],
    ],
  },
  {
    transition: '',
    parts: [
      [
        'dream_feel',
        {
          action: (a) => `I ${a}`,
          description: (d) => `Most of the time I feel ${d}`,
          thing: (t) => `Most of the time I feel ${t}`,
        },
      ],
      [
        'state_of_mind',
        {
          action: (a) => `When things get hard, I ${a}`,
          description: (d) => `When things get hard, I stay ${d}`,
          thing: (t) => `When things get hard, I hold on to ${t}`,
        },
      ],
      [
        'morning_thoughts',
        {
          self: quoted,
          sentence: quoted,
          action: quoted,
          activity: quoted,
          description: (d) => `I wake up feeling ${d}`,
          thing: quoted,
          setting: quoted,
        },
      ],
    ],
  },
  {
    transition: '',
    parts: [
      [
        'legacy',
        {
          action: (a) => `I ${a}`,
          activity: (a) => `My legacy is ${a}`,
          description: (d) => `I leave the world more ${d}`,
          // "Children who love the mountains": what I leave behind, not something I build.
          thing: (t) => `My legacy is ${t}`,
          sentence: (s) => `My legacy is this: ${s}`,
        },
      ],
      [
        'big_contribution',
        {
          action: (a) => `My biggest contribution: I ${a}`,
          activity: (a) => `My biggest contribution is ${a}`,
          description: (d) => `My contribution to the world is ${d}`,
          thing: (t) => `My biggest contribution is ${t}`,
        },
      ],
      [
        'remembered',
        {
          action: (a) => `I want to be remembered as someone who took the time to ${a}`,
          description: (d) => `The people who know me remember me as ${d.replace(/^as\s+/i, '')}`,
          thing: (t) =>
            /^for\s/i.test(t)
              ? `The people who know me remember me ${t}`
              : `The people who know me remember me as ${t.replace(/^as\s+/i, '')}`,
          sentence: (s) => `The people who know me remember this: ${s}`,
        },
      ],
    ],
  },
  {
    transition: 'All around me,',
    parts: [
      [
        'colors',
        {
          action: (a) => `I ${a}`,
          description: (d) => `the colours are ${d}`,
          thing: (t) => `my world is painted in ${t}`,
          sentence: (s) => `my world is painted in ${s}`,
        },
      ],
      [
        'music',
        {
          action: (a) => `I ${a}`,
          description: (d) => `the music is ${d}`,
          thing: (t) => `the soundtrack is ${t}`,
          sentence: (s) => `the soundtrack is ${s}`,
        },
      ],
      [
        'objects',
        {
          action: (a) => `I ${a}`,
          description: (d) => `the things I keep are ${d}`,
          thing: (t) => `the things that carry meaning are close: ${t}`,
          sentence: (s) => `the things that carry meaning are close: ${s}`,
        },
      ],
      [
        'first_moment',
        {
          action: (a) => `When I step into this life, I ${a}`,
          description: (d) => `When I step into this life, everything looks ${d}`,
          activity: (a) => `When I step into this life, I start by ${a}`,
          // "Opening the shutters onto fresh snow and the peaks glowing pink": something I do.
          thing: (t) =>
            /^\p{L}+ing\b/u.test(t)
              ? `When I step into this life, I start by ${t}`
              : `When I step into this life, the first thing I see is ${t}`,
          sentence: (s) => `When I step into this life, this is what I see first: ${s}`,
        },
      ],
    ],
  },
];

/** The transition joined to the paragraph's first sentence ("In my work," + "I paint…"). */
function opened(transition: string, sentences: string[], firstAnswered: boolean): string {
  const [first = '', ...rest] = sentences;
  // "Where I live," fits the place answer only: without it the paragraph starts plainly.
  if (!transition || !firstAnswered) return sentences.join(' ');
  return [finish(`${transition} ${midSentence(first)}`), ...rest].join(' ');
}

/** The longest a manifesto runs, in words. */
const manifestoWords = 300;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function offlineManifestoOf(answers: Answers): string {
  const name = nameFrom(answers);
  const values = valuesFrom(answers);
  const dream = writeAnswerWhole(answers, 'dream_sentence', {
    self: kept,
    action: (a) => `I ${a}`,
    description: (d) => `My life is ${d}`,
    thing: (t) => `My life is ${t}`,
  });
  const opening = [
    name ? `I am ${name}.` : 'This is my life, and I am the one writing it.',
    dream,
    values.length > 0
      ? finish(`${joinList(values)} ${values.length > 1 ? 'guide' : 'guides'} every choice I make`)
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const written = paragraphs
    .map(({ transition, parts }) => {
      const lines = parts.map(([key, frames]) => writeAnswerWhole(answers, key, frames, 180));
      const sentences = lines.filter(Boolean);
      return sentences.length > 0 ? opened(transition, sentences, Boolean(lines[0])) : '';
    })
    .filter(Boolean);
  const closing =
    values.length > 0
      ? finish(`I live it a little more each day, guided by ${stripEnd(midSentence(values[0] ?? ''))}`)
      : 'I live it a little more each day, one ordinary choice at a time.';
  // A read of one to two minutes (decision 0109: 150–300 words): paragraphs in order while they fit.
  let room = manifestoWords - wordCount(opening) - wordCount(closing);
  const body = written.filter((paragraph) => {
    const size = wordCount(paragraph);
    if (size > room) return false;
    room -= size;
    return true;
  });
  return [opening, ...body, closing].join('\n\n');
}

/** The manifesto as the app shows it: without chat asides, the person's names capitalised (decision 0109). */
export function offlineManifesto(typed: Answers): string {
  return withPersonNames(offlineManifestoOf(answersWithoutAsides(typed)), personNames(typed));
}
