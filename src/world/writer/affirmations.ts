import { defaultAffirmations } from '#shared/ai';
import type { Answers } from '#shared/questionnaire';
import {
  answerClause,
  type Clause,
  finish,
  joinList,
  nameFrom,
  predicateOf,
  shortList,
  valuesFrom,
  writeClause,
} from './answers-text';
import { capWords, midSentence, stripEnd, toThirdPerson } from './grammar';

/**
 * Affirmations one can believe (decision 0051). A bare "I am rich" can backfire for someone who
 * does not believe it; affirming one's own values and the actions one chooses does not. So each
 * line starts from a value or a chosen action in the user's own words and says it as a choice or
 * a becoming ("Today I choose to…", "I am becoming someone who…"). Each line has its own form
 * and subject, and stays short enough for one breath.
 */

/** Words an answer may bring into one line: a breath is about fifteen words in all. */
const phraseWords = 9;
const phraseChars = 52;

/** The clause of an answer cut to a short phrase (whole list items, at most `phraseWords`). */
function short(clause: Clause | null): Clause | null {
  if (!clause) return null;
  if (clause.kind === 'self' || clause.kind === 'sentence') {
    return { ...clause, text: capWords(clause.text, phraseChars) };
  }
  // "Abundant and calm: my art pays for everything" → "abundant and calm".
  const [before = clause.text] = clause.text.split(':');
  return { ...clause, text: shortList(before, phraseWords) };
}

/** "live in the mountains, close to nature" → "live in the mountains": one idea per line. */
const firstPart = (text: string) => text.split(/,\s/)[0] ?? text;

type Line = (answers: Answers) => string;

const lines: Line[] = [
  // 1. Who I am, and the value I lead with.
  (answers) => {
    const name = nameFrom(answers);
    if (!name) return '';
    const [value] = valuesFrom(answers);
    return value
      ? `I am ${name}, and I let ${value} lead the way today.`
      : `I am ${name}, and I am growing into the life I picture.`;
  },
  // 2. The dream, as someone I am becoming.
  (answers) =>
    writeClause(short(answerClause(answers, 'dream_sentence')), {
      self: (sentence) =>
        /^I am\b/i.test(sentence)
          ? `I am becoming someone who is ${predicateOf(sentence).replace(/^am\s+/i, '')}`
          : /^I\s/.test(sentence)
            ? `I am becoming someone who ${toThirdPerson(firstPart(predicateOf(sentence)))}`
            : `Day by day, ${midSentence(sentence)}`,
      sentence: (sentence) => `Day by day, ${sentence}`,
      action: (action) => `I am becoming someone who ${toThirdPerson(action)}`,
      activity: (activity) => `I make room for ${activity}, a little more each day`,
      description: (description) => `Day by day, my life grows more ${description}`,
      thing: (thing) => `Day by day, I make room for ${thing}`,
    }),
  // 3. My values, as the compass of my choices.
  (answers) => {
    const values = valuesFrom(answers);
    if (values.length === 0) return '';
    const [first = '', ...rest] = values;
    return rest.length > 0
      ? finish(`${joinList([first, ...rest])} are the compass for my choices`)
      : finish(`${first} is the compass for my choices`);
  },
  // 4. The place, as somewhere I belong and move towards.
  (answers) =>
    writeClause(short(answerClause(answers, 'dream_location')), {
      self: (sentence) => `${sentence}, and I feel that I belong there`,
      sentence: (sentence) => `In my mind I am already there: ${sentence}`,
      action: (action) => `Each step I take helps me ${action}`,
      activity: (activity) => `Each step I take brings me closer to ${activity}`,
      description: (description) => `I belong in a place that feels ${description}`,
      thing: (thing) => `Each step I take brings me closer to ${thing}`,
    }),
  // 5. The perfect day, as an action I choose this morning.
  (answers) =>
    writeClause(short(answerClause(answers, 'perfect_day')), {
      self: (sentence) =>
        /^I\s+(?!am\b)/i.test(sentence)
          ? `Today I choose to ${predicateOf(sentence)}`
          : `Today I make time for this: ${midSentence(sentence)}`,
      sentence: (sentence) => `Today I make time for this: ${sentence}`,
      action: (action) => `Today I choose to ${action}`,
      activity: (activity) => `Today I make time for ${activity}`,
      description: (description) => `I choose a day that feels ${description}`,
      thing: (thing) => `Today I make time for ${thing}`,
    }),
  // 6. The work, as what I give my energy to.
  (answers) =>
    writeClause(short(answerClause(answers, 'fulfillment')), {
      self: (sentence) => `My best energy goes to the work I love: ${midSentence(sentence)}`,
      sentence: (sentence) => `My best energy goes to work that matters: ${sentence}`,
      action: (action) => `I give my best energy to the work I love, and I ${action}`,
      activity: (activity) => `I give my best energy to ${activity}`,
      description: (description) => `I give my best energy to work that feels ${description}`,
      thing: (thing) => `I give my best energy to ${thing}`,
    }),
  // 7. Money, as a relationship I am learning, not a sum I claim.
  (answers) =>
    writeClause(short(answerClause(answers, 'financial_reality')), {
      self: (sentence) =>
        /^I am\b/i.test(sentence)
          ? `With each choice, I am becoming ${predicateOf(sentence).replace(/^am\s+/i, '')}`
          : /^I\s/.test(sentence)
            ? `I am learning to ${predicateOf(sentence).replace(/^(?:have|has)\b/, 'build')}`
            : `I handle money with calm and care: ${midSentence(sentence)}`,
      sentence: (sentence) => `I handle money with calm and care, and ${sentence}`,
      action: (action) => `I handle money with care, and I am learning to ${action}`,
      activity: (activity) => `I handle money with care, and I am ${activity}`,
      description: (description) => `With each choice, I am becoming ${description}`,
      thing: (thing) => `With calm, careful choices, I am building ${thing}`,
    }),
  // 8. The legacy, as something built step by step.
  (answers) =>
    writeClause(short(answerClause(answers, 'legacy')), {
      self: (sentence) => `Step by step, ${midSentence(sentence)}`,
      sentence: (sentence) => `Step by step, I help make it true: ${sentence}`,
      action: (action) => `Step by step, I ${action}`,
      activity: (activity) => `Step by step, I am ${activity}`,
      description: (description) => `Step by step, I leave the world more ${description}`,
      thing: (thing) => `Step by step, I am building ${thing}`,
    }),
];

/** Exactly 8 non-empty single-line affirmations from the answers, defaults where an answer is blank. */
export function offlineAffirmations(answers: Answers): string[] {
  const written: string[] = [];
  lines.forEach((line, index) => {
    const text = line(answers).replace(/\s+/g, ' ').trim();
    const fallback = defaultAffirmations[index] ?? defaultAffirmations[0];
    // Two lines never say the same thing: a repeat gives way to the default of its place.
    const seen = written.some((other) => other.toLowerCase() === text.toLowerCase());
    written.push(text && !seen ? text : fallback);
  });
  return written;
}

/**
 * The gentler version of a line the user does not believe yet: the same content as a process,
 * not a claim ("I am debt-free" → "I am learning, step by step, to be debt-free").
 */
export function gentlerAffirmation(line: string): string {
  const body = stripEnd(line.trim());
  if (!body) return defaultAffirmations[1];
  if (/^(?:I am open to|I am learning to believe|Today I am willing|For now,)/i.test(body)) {
    return finish(`For now, it is enough to take one small step towards this: ${midSentence(body)}`);
  }
  const named = /^I am [^,]+, and I (.+)$/u.exec(body);
  if (named?.[1]) return finish(`I am learning to ${named[1]}, one day at a time`);
  const choose = /^Today I choose to (.+)$/i.exec(body);
  if (choose?.[1]) return finish(`Today I am willing to try to ${choose[1]}, even a little`);
  const iAm = /^I am (?:becoming )?(\p{Ll}.+)$/u.exec(body);
  if (iAm?.[1] && !/^(?:building|becoming|learning|growing|open)\b/i.test(iAm[1])) {
    return finish(`I am open to becoming ${iAm[1].replace(/,? and I\b.*$/i, '')}, one small step at a time`);
  }
  return finish(`I am learning to believe that ${midSentence(body)}`);
}
