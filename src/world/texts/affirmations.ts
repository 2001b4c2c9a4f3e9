import { defaultAffirmations } from '#shared/ai';
import type { Answers } from '#shared/questionnaire';
import {
  answerClause,
  type Clause,
  finish,
  joinList,
  nameFrom,
  predicateOf,
  runOnClauses,
  shortList,
  valuesFrom,
  writeClause,
} from '../language/answers-text';
import { answersWithoutAsides } from '../language/asides';
import { contentWords } from '../language/checks';
import { capWords, kindOf, midSentence, stripEnd, toThirdPerson } from '../language/grammar';
import { actionList } from '../language/lists';
import { personNames, withPersonNames } from '../language/person-names';

/**
 * Affirmations one can believe (decision 0051). A bare "I am rich" can backfire for someone who
 * does not believe it; affirming one's own values and the actions one chooses does not. So each
 * line starts from a value or a chosen action in the user's own words and says it as a choice or
 * a becoming ("Today I choose to…", "I am becoming someone who…"). Each line has its own form
 * and subject, and stays short enough for one breath.
 */

/** Words an answer may bring into one line: a breath is about fifteen words in all. */
const phraseWords = 9;
/** A sentence may bring a few more: it is cut at a clause's end, never mid-phrase. */
const sentenceWords = 14;

/**
 * A sentence cut to one breath: whole while it is short, else up to the last ", " or " and " that
 * leaves a clause of its own ("I live in the mountains, close to nature, …" → "I live in the
 * mountains"), else at a word with no dangling little word after it.
 */
function shortSentence(text: string): string {
  const words = text.split(/\s+/);
  if (words.length <= sentenceWords) return text;
  const head = words.slice(0, sentenceWords).join(' ');
  const breaks = [...head.matchAll(/,\s|\s(?:and|but|while|where)\s/g)].map((match) => match.index ?? 0);
  const cut = breaks.filter((at) => head.slice(0, at).split(/\s+/).length >= 4).pop();
  return cut === undefined ? capWords(head, head.length - 1) : stripEnd(head.slice(0, cut));
}

/** The clause of an answer cut to a short phrase (whole list items, at most `phraseWords`). */
function short(clause: Clause | null): Clause | null {
  if (!clause) return null;
  if (clause.kind === 'self' || clause.kind === 'sentence') {
    return { ...clause, text: shortSentence(clause.text) };
  }
  // "Abundant and calm: my art pays for everything" → "abundant and calm".
  const [before = clause.text] = clause.text.split(':');
  const text = shortList(before, phraseWords);
  // "Not rich, but…": one cannot become a "not"; the line gives way to the default of its place.
  if (clause.kind === 'description' && /^(?:not|never|no longer)\b/i.test(text)) return null;
  if (clause.kind === 'description') {
    // "Debt-free, savings, enough": one becomes the qualities, not the things in the list.
    const items = text.split(/,(?!\d)\s*|\s+and\s+/);
    const qualities = items.slice(
      0,
      Math.max(
        1,
        items.findIndex((item) => kindOf(item) !== 'description'),
      ),
    );
    return {
      ...clause,
      text: joinList(items.every((item) => kindOf(item) === 'description') ? items : qualities),
    };
  }
  return { ...clause, text };
}

/** "live in the mountains, close to nature" → "live in the mountains": one idea per line. */
const firstPart = (text: string) => text.split(/,\s/)[0] ?? text;

/** Words that speak of me; after "someone who" they break person agreement. */
const firstPerson = /\b(?:I|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)\b/;

type Line = (answers: Answers) => string;

/** Things one builds (a school, a company, a garden), as opposed to people or a changed world. */
const buildable =
  /\b(?:school|academy|foundation|company|business|fund|library|studio|home|house|houses|garden|charity|community|shelter|centre|center|clinic|hospital|museum|farm|brand|network|movement|bakery|restaurant|cafe|café|shop|workshop|sanctuary|retreat|archive|collection|body of work)s?$/i;

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
        /^I am\b/i.test(sentence) && !firstPerson.test(sentence.slice(2))
          ? `I am becoming someone who is ${predicateOf(sentence).replace(/^am\s+/i, '')}`
          : /^I\s/.test(sentence) && !firstPerson.test(sentence.slice(2))
            ? `I am becoming someone who ${toThirdPerson(firstPart(predicateOf(sentence)))}`
            : `Day by day, ${midSentence(sentence)}`,
      sentence: (sentence) => `Day by day, ${sentence}`,
      // "…someone who opens my own bakery": a "someone" cannot own "my" things; I say it myself.
      action: (action) =>
        firstPerson.test(action)
          ? `Day by day, I ${action}`
          : `I am becoming someone who ${toThirdPerson(action)}`,
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
          ? `Today I choose to ${actionList(predicateOf(sentence))}`
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
      // One breath: the frame is short, so the user's sentence can be whole.
      self: (sentence) => `I give my best to work I love: ${midSentence(sentence)}`,
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
      // "Enough to keep the plane flying" is a sum to have, not a way to be; "Enough, and free"
      // is a sum and a state: "having enough and being free".
      description: (description) =>
        /^enough\b/i.test(description)
          ? `With calm, careful choices, I move closer to having ${description.replace(/^enough,?\s+and\s+(?!to\b)/i, 'enough and being ')}`
          : `With each choice, I am becoming ${description}`,
      // "Enough, and no debt": a state to move towards, not something one builds.
      thing: (thing) =>
        `With calm, careful choices, I move closer to ${/^no\s/i.test(thing) ? `a life with ${thing}` : /^enough\b/i.test(thing) ? `having ${thing}` : thing}`,
    }),
  // 8. The legacy, as something built step by step.
  (answers) =>
    writeClause(short(answerClause(answers, 'legacy')), {
      self: (sentence) => `Step by step, ${midSentence(sentence)}`,
      sentence: (sentence) => `Step by step, I help make it true: ${sentence}`,
      action: (action) => `Step by step, I ${action}`,
      activity: (activity) => `Step by step, I am ${activity}`,
      description: (description) => `Step by step, I leave the world more ${description}`,
      // "An art school" is built; "children who love the mountains" are what I leave behind.
      thing: (thing) =>
        buildable.test(thing.split(/\s+(?:that|who|which|for|in|on|with|of)\s+|,|\s+and\s+/)[0] ?? '')
          ? `Step by step, I am building ${thing}`
          : `Step by step, I work towards what I leave behind: ${thing}`,
    }),
];

/** The answers whose lines quote one clause, in the order of the lines. */
const clauseKeys = [
  'dream_sentence',
  'dream_location',
  'perfect_day',
  'fulfillment',
  'financial_reality',
  'legacy',
] as const;

/**
 * Forms for the further clauses of a run-on answer (decision 0086), each unlike the eight line
 * forms above and unlike each other, so a line says what it quotes in its own way. The clause keeps
 * its own subject ("we", "my husband"): the frame is mine, the fact is as typed.
 */
const clauseForms: ((sentence: string) => string)[] = [
  (sentence) => `More and more, ${sentence}`,
  (sentence) => `I let myself enjoy this: ${sentence}`,
  (sentence) => `This is part of my life too: ${sentence}`,
  (sentence) => `I notice it and I smile: ${sentence}`,
];

/**
 * How much a clause says: its content words, and a little more when it is about me ("I love
 * surfing") or us, since the line forms speak in the first person.
 */
function strength(clause: string): number {
  const subject = /^I\b/.test(clause) ? 2 : /^We\b/i.test(clause) ? 1 : 0;
  return said(clause) + subject;
}

/**
 * The answers as the lines read them, and the clauses left over (decision 0091): a run-on answer
 * ("we wake up early we swim in the lake my husband makes coffee") gives its line its strongest
 * clause, the first among equals, and the others are said on lines of their own.
 */
function splitRunOns(answers: Answers): { forLines: Answers; rest: string[] } {
  const forLines: Answers = { ...answers };
  const rest = clauseKeys.flatMap((key) => {
    const clauses = runOnClauses(answers[key]);
    if (clauses.length < 2) return [];
    const strongest = clauses.reduce(
      (best, clause, index) => (strength(clause) > strength(clauses[best] ?? '') ? index : best),
      0,
    );
    forLines[key] = clauses[strongest];
    return clauses.filter((_, index) => index !== strongest);
  });
  return { forLines, rest };
}

/**
 * The further clauses of every run-on answer ("We wake up early", "My husband makes coffee"),
 * each in its own form and cut to one breath; only clauses that stand as sentences (a split
 * starts each at its own subject). Each with its strength, so it can replace a weaker line.
 */
function runOnLines(rest: readonly string[]): { text: string; said: number }[] {
  return rest
    .map((text) => short({ text, kind: kindOf(text) }))
    .filter((clause): clause is Clause => clause?.kind === 'self' || clause?.kind === 'sentence')
    .slice(0, clauseForms.length)
    .map((clause, index) => {
      const form = clauseForms[index] ?? clauseForms[0];
      const text = form
        ? writeClause(clause, {
            self: (sentence) => form(midSentence(sentence)),
            sentence: form,
            ...noFrames,
          })
        : '';
      return { text, said: said(clause.text) };
    })
    .filter(({ text }) => text && text.split(/\s+/).length <= maxLineWords);
}

/** How much of an answer a line quotes: its content words ("enough" none, "a quiet hillside" two). */
const said = (clause: string) => contentWords(clause).length;

/** The answer each line quotes one clause of; none for the name and the values. */
const lineKeys = [undefined, 'dream_sentence', undefined, ...clauseKeys.slice(1)] as const;

/** One breath: a line longer than this is not said. */
const maxLineWords = 16;

/** A line that quotes this little of its answer ("enough", "happy") gives way to a run-on clause. */
const weakLine = 1;

/** Kinds `runOnLines` never passes on. */
const noFrames = { action: () => '', description: () => '', thing: () => '' };

/**
 * Exactly 8 non-empty single-line affirmations from the answers. A line whose answer is blank (or
 * repeats another line) takes the next further clause of a run-on answer, so every clause typed
 * is said somewhere; the default of its place when none is left.
 */
function offlineAffirmationsOf(answers: Answers): string[] {
  const written: string[] = [];
  // What each line quotes of its answer, so the weakest can give way to a clause left over.
  const weights: number[] = [];
  const { forLines, rest } = splitRunOns(answers);
  const spare = runOnLines(rest);
  // Two lines never say the same thing: a repeat gives way to another clause or the default.
  const seen = (candidate: string) =>
    written.some((other) => other.toLowerCase() === candidate.toLowerCase());
  lines.forEach((line, index) => {
    const text = line(forLines).replace(/\s+/g, ' ').trim();
    const fallback = defaultAffirmations[index] ?? defaultAffirmations[0];
    if (text && !seen(text)) {
      written.push(text);
      const key = lineKeys[index];
      // The name and the values are who I am: they never give way.
      weights.push(key ? said(answerClause(forLines, key)?.text ?? '') : Number.POSITIVE_INFINITY);
    } else {
      let next = spare.shift();
      while (next !== undefined && seen(next.text)) next = spare.shift();
      written.push(next?.text ?? fallback);
      weights.push(next?.said ?? 0);
    }
  });
  // Every line filled and a clause still unsaid: it replaces the weakest line, if that says less.
  for (const clause of spare) {
    if (seen(clause.text)) continue;
    const weakest = weights.reduce((low, weight, index) => (weight < (weights[low] ?? 0) ? index : low), 0);
    const weight = weights[weakest] ?? Number.POSITIVE_INFINITY;
    if (weight > weakLine || weight >= clause.said) break;
    written[weakest] = clause.text;
    weights[weakest] = clause.said;
  }
  return written;
}

/**
 * The gentler version of a line the user does not believe yet (decision 0051, 0067): the same
 * content as a process, a permission or a possibility rather than a claim. Each form of line gets
 * the turn that fits it, so eight gentler lines read as eight different sentences: "Today I
 * choose to…" → "Today I am willing to try to…", "… are the compass for my choices" → "When I am
 * unsure, I can ask what … would choose". A line of another shape (a default, an AI's line) is
 * said as a possibility, in one of several forms picked by the line itself.
 */
const gentlerTurns: [RegExp, (...parts: string[]) => string][] = [
  [
    /^I am [^,]+, and I let (.+) lead the way(?: today)?$/u,
    (value) => `I am learning to let ${value} lead the way, one day at a time`,
  ],
  [/^I am [^,]+, and I am growing into (.+)$/u, (life) => `I am allowed to grow into ${life} slowly`],
  [/^I am becoming (someone who .+)$/u, (who) => `I am open to becoming ${who}, one small step at a time`],
  [
    /^(.+) (?:are|is) the compass for my choices$/u,
    (values) => `When I am unsure, I can ask what ${midSentence(values)} would choose`,
  ],
  [
    /^Each step I take brings me closer to (.+)$/u,
    (place) => `Every small step counts on my way to ${place}`,
  ],
  [
    /^Each step I take helps me (.+)$/u,
    (action) => `One small step at a time, I am finding my way to ${action}`,
  ],
  [/^I belong in a place that feels (.+)$/u, (feel) => `I am allowed to want a place that feels ${feel}`],
  [/^Today I choose to (.+)$/u, (action) => `Today I am willing to try to ${action}, even a little`],
  [/^Today I make time for (?:this: )?(.+)$/u, (thing) => `Today, even a little time for ${thing} is enough`],
  [/^I choose a day that feels (.+)$/u, (feel) => `I can let part of today feel ${feel}`],
  [
    /^I give my best (?:energy )?to (?:work I love: )?(.+)$/u,
    (work) => `I am still finding my way, and I keep moving towards this: ${midSentence(work)}`,
  ],
  [
    /^With each choice, I am becoming (.+)$/u,
    (state) => `Each careful choice with money counts, and I am slowly becoming ${state}`,
  ],
  [
    /^With calm, careful choices, I move closer to (.+)$/u,
    (goal) => `One careful choice at a time, I can move towards ${goal}`,
  ],
  [
    /^Step by step, I work towards what I leave behind: (.+)$/u,
    (legacy) => `What I leave behind can start small: ${legacy}`,
  ],
  [/^Step by step, (.+)$/u, (rest) => `It is enough to take one step today, and step by step, ${rest}`],
  [/^In my mind I am already there: (.+)$/u, (place) => `I can picture it before I am there: ${place}`],
  [
    /^I handle money with calm and care(?::|, and) (.+)$/u,
    (money) => `I am learning to handle money with calm and care, so that ${money}`,
  ],
  [/^Day by day, (.+)$/u, (rest) => `I am open to the possibility that, day by day, ${rest}`],
  [/^More and more, (.+)$/u, (rest) => `I can let it grow slowly, even if only a little: ${rest}`],
  [/^I let myself enjoy this: (.+)$/u, (rest) => `I am allowed to enjoy small moments like this: ${rest}`],
  [
    /^This is part of my life too: (.+)$/u,
    (rest) => `It can become part of my life, one day at a time: ${rest}`,
  ],
  [/^I notice it and I smile: (.+)$/u, (rest) => `Today I can notice it, even once: ${rest}`],
  [
    /^I am (?!learning|open|willing|allowed|still|becoming|building|growing)(\p{Ll}.+)$/u,
    (state) => `I am open to becoming ${state.replace(/,? and I\b.*$/i, '')}, one small step at a time`,
  ],
];

/** For a line of no known form: a possibility, in a form the line itself picks. */
const possibilities = [
  (line: string) => `I am open to the possibility that ${line}`,
  (line: string) => `I am learning to believe that ${line}`,
  (line: string) => `Some days I doubt it, and still I am moving towards this: ${line}`,
  (line: string) => `I am willing to believe, a little more each day, that ${line}`,
];

/** Lines that are already gentle: marking one again asks for the smallest step of all. */
const alreadyGentle =
  /^(?:I am (?:open to|learning to|willing|allowed|still finding)|I can let it grow|It can become|Today I am willing|Today I can|Today, even|For now,|When I am unsure|Every small step|One (?:small step|careful choice)|What I leave behind can|It is enough|Some days I doubt|Each careful choice|I can let)/i;

export function gentlerAffirmation(line: string): string {
  const body = stripEnd(line.trim());
  if (!body) return defaultAffirmations[1];
  if (alreadyGentle.test(body)) {
    return finish(`For now, it is enough to take one small step towards this: ${midSentence(body)}`);
  }
  for (const [pattern, turn] of gentlerTurns) {
    const parts = pattern.exec(body);
    if (parts) return finish(turn(...parts.slice(1).map((part) => part ?? '')));
  }
  const pick = [...body].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0) % possibilities.length;
  const possibility = possibilities[pick] ?? possibilities[1];
  return finish(possibility ? possibility(midSentence(body)) : body);
}

/**
 * The affirmations as the app shows them: written from the answers without chat asides, with the
 * person's names capitalised wherever a line quotes them (decision 0109).
 */
export function offlineAffirmations(typed: Answers): string[] {
  const names = personNames(typed);
  return offlineAffirmationsOf(answersWithoutAsides(typed)).map((line) => withPersonNames(line, names));
}
