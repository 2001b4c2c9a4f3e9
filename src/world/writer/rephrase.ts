import type { RephraseStyle, RephraseTone } from '#shared/ai';
import {
  capWords,
  hasFirstPerson,
  lowerFirst,
  presentTense,
  splitSentences,
  stripEnd,
  upperFirst,
} from './present-tense';

/** Openers set the tone of the first sentence; picked by the text, so one text gives one answer. */
const openers: Record<RephraseTone, readonly string[]> = {
  inspiring: ['Every single day,', 'Today and always,', 'With an open heart,'],
  professional: ['Through clear intention and steady work,', 'By design, not by chance,', 'As planned,'],
  casual: ['Honestly?', 'So here’s the thing:', 'Guess what?'],
  creative: [
    'Like sunlight through an open window,',
    'As if drawn in gold,',
    'Like a story I once told myself,',
  ],
  concise: [],
};

/** Detailed and poetic texts end with a line in the tone's voice. */
const closings: Record<RephraseTone, string> = {
  inspiring: 'This is my life, and I am grateful for every moment of it!',
  professional: 'I have built this step by step, and I sustain it with focus and discipline.',
  casual: 'Life’s good, and I love it.',
  creative: 'My days unfold like pages of a story I chose to write.',
  concise: '',
};

/** Straightforward texts skip the opener and state the fact plainly, still in the tone's voice. */
const plainEndings: Record<RephraseTone, string> = {
  inspiring: 'And I love it!',
  professional: 'This is my reality today.',
  casual: 'That’s just my life now.',
  creative: 'That’s the picture, and it’s mine.',
  concise: '',
};

const detailLines: Record<RephraseTone, string> = {
  inspiring: 'I feel every detail of it: the light, the sounds and the joy of the people around me.',
  professional: 'Every detail is in place, from my daily routine to the people I work and live with.',
  casual: 'I notice all the little things, like the light in the morning and the people I hang out with.',
  creative:
    'Every detail shimmers: the colours of the morning, the music of the day, the warmth of the people I love.',
  concise: 'Every detail is real.',
};

const poeticLines: Record<RephraseTone, string> = {
  inspiring: 'and my heart knows it is home',
  professional: 'and every part of it is in its place',
  casual: 'and it just feels right',
  creative: 'and the whole sky hums along',
  concise: 'and it is mine',
};

/** Words that add length, not meaning: the concise tone drops them. */
const fillers =
  /\b(really|very|just|truly|actually|basically|literally|quite|so much|totally|definitely)\s+/gi;

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return value;
}

/** A clause with no first person ("freedom and peace") becomes a statement about my life. */
function ownClause(clause: string): string {
  if (hasFirstPerson(clause)) return clause;
  const words = clause.split(/\s+/).length;
  return words <= 8
    ? `My life is full of ${lowerFirst(clause)}`
    : `I live a life where ${lowerFirst(clause)}`;
}

function firstClause(sentence: string): string {
  const match = /^(.{12,}?)(?:,\s|;\s|\s+and\s+)/.exec(sentence);
  return match?.[1] ?? sentence;
}

function withOpener(opener: string | undefined, sentence: string): string {
  if (!opener) return sentence;
  return /[,:]$/.test(opener) ? `${opener} ${lowerFirst(sentence)}` : `${opener} ${sentence}`;
}

/**
 * The offline rephrase: the text in confident first-person present tense, shaped by tone (opener,
 * closing voice, punctuation, fillers) and style (length, detail, line breaks).
 */
export function rephraseOffline(text: string, tone: RephraseTone, style: RephraseStyle): string {
  let clauses = splitSentences(text)
    .map((sentence) => presentTense(sentence))
    .map(stripEnd)
    .filter(Boolean)
    .map((clause) => ownClause(clause));
  if (clauses.length === 0) clauses = [stripEnd(text.trim()) || text.trim()];
  if (tone === 'concise') clauses = clauses.map((clause) => clause.replace(fillers, ''));
  const end = tone === 'inspiring' ? '!' : '.';
  const options = openers[tone];
  const opener = options.length > 0 ? options[hash(text) % options.length] : undefined;
  const sentences = clauses.map((clause) => upperFirst(clause));

  let result: string;
  switch (style) {
    case 'brief': {
      const first = firstClause(sentences[0] ?? '');
      result = `${withOpener(opener, capWords(first, tone === 'concise' ? 90 : 140))}${end}`;
      break;
    }
    case 'straightforward': {
      const body = sentences.map((sentence) => `${sentence}.`).join(' ');
      result = [body, plainEndings[tone]].filter(Boolean).join(' ');
      break;
    }
    case 'detailed': {
      const [first = '', ...rest] = sentences;
      const body = [withOpener(opener, first), ...rest].map((sentence) => `${sentence}${end}`).join(' ');
      result = [body, detailLines[tone], closings[tone]].filter(Boolean).join(' ');
      break;
    }
    case 'poetic': {
      const [first = '', ...rest] = sentences;
      const lines = [withOpener(opener, first), ...rest.map(lowerFirst)];
      result = `${lines.join(',\n')},\n${poeticLines[tone]}${end}`;
      break;
    }
  }
  return result.trim();
}
