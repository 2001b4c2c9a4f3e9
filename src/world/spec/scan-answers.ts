import { type Answers, type QuestionKey, questionKeys } from '#shared/questionnaire';
import { lemmaOf } from '../language/lemma';
import {
  type Lexicon,
  type LexiconGroup,
  lexiconGroups,
  mainLexicon,
  outlookLexicon,
  type Sense,
} from '../language/lexicon';
import { cleanText, type Token, tokenize } from '../language/text';

type Weights = Partial<Record<QuestionKey, number>>;

const place: Weights = {
  dream_location: 5,
  home_look: 3,
  home_details: 2,
  dream_sentence: 2.5,
  first_moment: 2,
  recurring_moment: 1,
  perfect_day: 1,
  workday: 0.8,
  assets: 0.8,
  weekends: 0.5,
  habits_rituals: 0.5,
  health_habits: 0.5,
  home_feelings: 0.5,
  morning_thoughts: 0.5,
  travel: 0.4,
  adventures: 0.3,
  fulfillment: 0.3,
  objects: 0.3,
};
const shape: Weights = {
  dream_location: 3,
  home_look: 2,
  home_details: 1.5,
  first_moment: 1.5,
  dream_sentence: 1,
};

/**
 * How much each question counts for each group: where you wake up decides the biome far more
 * than where you spend a weekend; the home questions decide the home; the colours answer alone
 * decides the palette (colour words elsewhere only tint the object they describe).
 */
const questionWeights: Record<LexiconGroup, Weights> = {
  setting: place,
  season: { ...place, first_moment: 3, recurring_moment: 2, weekends: 1, habits_rituals: 1 },
  water: { ...place, health_habits: 1 },
  relief: shape,
  vegetation: shape,
  style: {
    home_look: 5,
    dream_location: 4,
    assets: 2.5,
    home_details: 2,
    dream_sentence: 2,
    financial_reality: 0.5,
    home_feelings: 0.5,
    workday: 0.5,
    first_moment: 0.5,
    recurring_moment: 0.5,
  },
  size: {
    home_look: 3,
    home_details: 2,
    financial_reality: 2,
    dream_location: 1.5,
    assets: 1,
    dream_sentence: 1,
    home_feelings: 0.5,
  },
  floors: {
    home_look: 3,
    home_details: 2,
    dream_location: 2,
    dream_sentence: 1.5,
    first_moment: 1,
    workday: 0.5,
  },
  material: { home_look: 5, home_details: 3, dream_location: 2, home_feelings: 0.5, first_moment: 0.5 },
  roof: { home_look: 5, home_details: 3, dream_location: 1 },
  garden: {
    home_look: 3,
    home_details: 3,
    dream_location: 2,
    habits_rituals: 1,
    perfect_day: 1,
    first_moment: 1,
    objects: 1,
    weekends: 0.5,
    home_feelings: 0.5,
  },
  pool: {
    home_details: 4,
    home_look: 4,
    dream_location: 2,
    assets: 2,
    health_habits: 1,
    perfect_day: 1,
    first_moment: 1,
  },
  prop: {
    objects: 5,
    assets: 5,
    home_details: 3,
    perfect_day: 2,
    weekends: 2,
    habits_rituals: 2,
    health_habits: 2,
    workday: 2,
    recurring_moment: 2,
    key_people: 2,
    adventures: 1.5,
    fulfillment: 1.5,
    dream_sentence: 1.5,
    travel: 1.2,
    home_look: 1,
    dream_location: 1,
    first_moment: 1,
    work_impact: 0.5,
    social_circle: 0.5,
    money_use: 0.3,
  },
  mood: {
    dream_feel: 5,
    home_feelings: 3,
    state_of_mind: 1,
    dream_sentence: 1,
    music: 0.5,
    morning_thoughts: 0.5,
    core_values: 0.5,
    body_feel: 0.5,
  },
  music: { music: 5, perfect_day: 0.5, objects: 0.5, habits_rituals: 0.3, recurring_moment: 0.3 },
  particles: {
    first_moment: 3,
    dream_location: 2,
    home_details: 1,
    perfect_day: 1,
    recurring_moment: 1,
    colors: 1,
    dream_feel: 1,
    music: 0.5,
    home_feelings: 0.5,
    weekends: 0.5,
  },
  time: {
    first_moment: 5,
    recurring_moment: 1.5,
    dream_sentence: 1,
    dream_location: 1,
    perfect_day: 0.6,
    habits_rituals: 0.3,
  },
  stars: {
    first_moment: 3,
    recurring_moment: 2,
    perfect_day: 1.5,
    weekends: 1.5,
    objects: 1,
    habits_rituals: 1,
    dream_location: 1,
  },
  weather: {
    first_moment: 4,
    dream_location: 1.5,
    workday: 1.5,
    recurring_moment: 1,
    perfect_day: 0.5,
    home_feelings: 0.5,
  },
  outlook: { first_moment: 1 },
  career: { fulfillment: 4, workday: 3, dream_sentence: 1.5, work_impact: 1, legacy: 0.3 },
  color: { colors: 5 },
};

/** The same table as one flat array (question × group), so the scanner does no key lookups. */
const weightTable = Float64Array.from(
  questionKeys.flatMap((question) => lexiconGroups.map((group) => questionWeights[group][question] ?? 0)),
);
const questionIndex = new Map<QuestionKey, number>(questionKeys.map((question, index) => [question, index]));

/** One match of a phrase in one answer, kept for labels and colours ("a black Tesla"). */
export interface Occurrence {
  question: QuestionKey;
  value: string;
  /** Sense weight × question weight. */
  weight: number;
  /** Token range [first, end) in `Scan.tokens[question]`. */
  first: number;
  end: number;
}

export interface Scan {
  /** Summed votes per group and value, in the order values were first seen. */
  scores: Record<LexiconGroup, Map<string, number>>;
  tokens: Partial<Record<QuestionKey, Token[]>>;
  /** Prop and colour matches (colours in every answer, to tint the objects they describe). */
  props: Occurrence[];
  colors: Occurrence[];
  /** Cleaned answer texts, '' when blank. */
  texts: Record<QuestionKey, string>;
}

function emptyScores(): Record<LexiconGroup, Map<string, number>> {
  const scores = {} as Record<LexiconGroup, Map<string, number>>;
  for (const group of lexiconGroups) scores[group] = new Map();
  return scores;
}

/**
 * The key a token is matched by: the word itself when some phrase uses it, else its lemma when a
 * phrase uses that ("skied" → "ski", "sailed" → "sail"), else the word (it matches nothing).
 */
function matchKeys(tokens: readonly Token[], lexicon: Lexicon): string[] {
  return tokens.map((token) => {
    if (lexicon.words.has(token.key)) return token.key;
    const lemma = lemmaOf(token.key);
    return lexicon.words.has(lemma) ? lemma : token.key;
  });
}

/**
 * Longest match first at each word, then the words it covered are skipped: "grand piano" is a
 * piano, not a grand house; "forest green" is a colour, not a forest.
 */
function scanTokens(
  question: QuestionKey,
  tokens: readonly Token[],
  lexicon: Lexicon,
  scan: Scan,
  record: boolean,
): void {
  const row = (questionIndex.get(question) ?? 0) * lexiconGroups.length;
  const scoreMaps = lexiconGroups.map((group) => scan.scores[group]);
  const keys = matchKeys(tokens, lexicon);
  let index = 0;
  while (index < tokens.length) {
    // Read on word by word while the words so far begin some phrase; keep the longest match.
    let key = keys[index] ?? '';
    let best: readonly Sense[] | undefined = lexicon.senses.get(key);
    let bestLength = best ? 1 : 0;
    for (let next = index + 1; next < tokens.length && lexicon.prefixes.has(key); next++) {
      const token = tokens[next];
      // A phrase never spans a comma or a full stop: "cabin. Glass" is not "cabin glass".
      if (!token || token.afterBreak) break;
      key += ` ${keys[next]}`;
      const senses = lexicon.senses.get(key);
      if (senses) {
        best = senses;
        bestLength = next - index + 1;
      }
    }
    if (best) {
      for (const sense of best) {
        const weight = sense.weight * (weightTable[row + sense.groupIndex] ?? 0);
        if (weight > 0) {
          const scores = scoreMaps[sense.groupIndex] as Map<string, number>;
          scores.set(sense.value, (scores.get(sense.value) ?? 0) + weight);
        }
        if (!record) continue;
        const occurrence = { question, value: sense.value, first: index, end: index + bestLength };
        if (sense.group === 'prop' && weight > 0) scan.props.push({ ...occurrence, weight });
        if (sense.group === 'color') scan.colors.push({ ...occurrence, weight: sense.weight });
      }
    }
    index += bestLength || 1;
  }
}

export function scanAnswers(answers: Answers): Scan {
  const scan: Scan = {
    scores: emptyScores(),
    tokens: {},
    props: [],
    colors: [],
    texts: {} as Record<QuestionKey, string>,
  };
  for (const question of questionKeys) {
    const raw = answers[question];
    const text = typeof raw === 'string' ? cleanText(raw) : '';
    scan.texts[question] = text;
    if (!text) continue;
    const tokens = tokenize(text);
    scan.tokens[question] = tokens;
    scanTokens(question, tokens, mainLexicon, scan, true);
    if (question === 'first_moment') scanTokens(question, tokens, outlookLexicon, scan, false);
  }
  return scan;
}

/** The value with the highest score (the first seen wins a tie), or null under `minimum`. */
export function topValue(scores: Map<string, number>, minimum = 0.01): string | null {
  let best: string | null = null;
  let bestScore = minimum;
  for (const [value, score] of scores) {
    if (score > bestScore + 1e-9 || (best === null && score >= bestScore)) {
      best = value;
      bestScore = score;
    }
  }
  return best;
}

export const scoreOf = (scores: Map<string, number>, value: string) => scores.get(value) ?? 0;
