import type { RephraseStyle, RephraseTone } from '#shared/ai';
import { finish } from './answers-text';
import { kindOf, midSentence, sentencesOf, stripEnd, upperFirst, withArticle } from './grammar';
import { presentTense } from './present-tense';

/**
 * The offline rephrase (decision 0050): every sentence of the text kept, in confident
 * first-person present tense, so the facts (people, places, things, actions) survive; the tone
 * sets the voice (opening, closing line, contractions, end marks) and the style the shape (one
 * flowing sentence, plain sentences, more lines, or verse). Rephrasing a rephrased text first
 * takes off the voice lines this writer added, so they never pile up.
 */

const openers: Record<RephraseTone, string> = {
  inspiring: 'Every single day,',
  professional: 'By design and with steady work,',
  casual: 'Honestly,',
  creative: 'Like a story I once told myself,',
  concise: '',
};

/** Brief texts open with a word or two in the tone's voice. */
const briefLeads: Record<RephraseTone, string> = {
  inspiring: 'Today,',
  professional: 'In short,',
  casual: 'So,',
  creative: 'Picture it:',
  concise: 'Simply:',
};

/** Straightforward texts state the facts, then one plain line in the tone's voice. */
const plainEndings: Record<RephraseTone, string> = {
  inspiring: 'And I love it!',
  professional: 'This is my reality today.',
  casual: 'That’s just my life now.',
  creative: 'That’s the picture, and it’s mine.',
  // Concise and plain: the facts alone, nothing added.
  concise: '',
};

/** Detailed texts add a line that adds no fact, only the tone's feeling, then a closing. */
const detailLines: Record<RephraseTone, string> = {
  inspiring: 'I notice every part of it, and I am grateful for each one.',
  professional: 'Each part of it is in place, and I keep it there with care.',
  casual: 'I notice all the little things, and I never get tired of them.',
  creative: 'Every part of it shimmers, like light on moving water.',
  concise: 'Every part of it is real.',
};

const closings: Record<RephraseTone, string> = {
  inspiring: 'This is my life, and I am grateful for every moment of it!',
  professional: 'I built this step by step, and I sustain it with focus.',
  casual: 'Life’s good, and I love it.',
  creative: 'My days unfold like the pages of a story I chose to write.',
  concise: 'It is mine.',
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
  /\b(?:really|very|just|truly|actually|basically|literally|quite|so much|totally|definitely)\s+/gi;

/** Every line this writer adds, so a second rephrase can take them off again. */
const addedLines = [
  ...Object.values(plainEndings),
  ...Object.values(detailLines),
  ...Object.values(closings),
].filter(Boolean);
const addedOpeners = [...Object.values(openers), ...Object.values(briefLeads)].filter(Boolean);
const addedVerseEndings = Object.values(poeticLines);

/** The user's own text, without a voice this writer gave it before. */
function ownText(text: string): string {
  let own = text
    .replace(/,\s*\n\s*/g, '. ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const ending of addedVerseEndings) {
    own = own.replace(new RegExp(`[.,]?\\s*${escapeRegExp(ending)}[.!]?$`, 'i'), '.');
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (const line of addedLines) {
      if (own.endsWith(line) && own.length > line.length) {
        own = own.slice(0, -line.length).trim();
        changed = true;
      }
    }
  }
  for (const opener of addedOpeners) {
    if (own.toLowerCase().startsWith(opener.toLowerCase())) own = upperFirst(own.slice(opener.length).trim());
  }
  return own.replace(/;\s+/g, '. ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A sentence of the text as a statement about my life, in present tense, without end mark. */
function statement(sentence: string): string {
  const present = stripEnd(presentTense(sentence));
  if (!present) return '';
  const kind = kindOf(present);
  const fragment = midSentence(present);
  switch (kind) {
    case 'self':
    case 'sentence':
      return upperFirst(present);
    case 'action':
      return `I ${fragment.replace(/^to\s+/i, '')}`;
    case 'activity':
      return `I am ${fragment}`;
    case 'description':
      return `I am ${fragment}`;
    case 'thing':
      return `My life holds ${withArticle(fragment)}`;
    case 'setting':
      return `I live ${fragment}`;
  }
}

/** "I am" → "I'm", "it is" → "it's": the casual voice. */
function contracted(text: string): string {
  return text
    .replace(/\bI am\b/g, 'I’m')
    .replace(/\bit is\b/g, 'it’s')
    .replace(/\bIt is\b/g, 'It’s')
    .replace(/\bwe are\b/g, 'we’re')
    .replace(/\bI have (?=been\b)/g, 'I’ve ');
}

export function rephraseOffline(text: string, tone: RephraseTone, style: RephraseStyle): string {
  let statements = sentencesOf(ownText(text)).map(statement).filter(Boolean);
  if (statements.length === 0) statements = [stripEnd(text.trim()) || text.trim()];
  if (tone === 'concise') statements = statements.map((each) => each.replace(fillers, ''));
  if (tone === 'casual') statements = statements.map(contracted);
  const mark = tone === 'inspiring' ? '!' : '.';
  const [first = '', ...rest] = statements;
  const lead = (opener: string, sentence: string) =>
    opener ? `${opener} ${midSentence(sentence)}` : sentence;

  let result: string;
  switch (style) {
    case 'brief': {
      // One flowing sentence: the statements joined by semicolons, after a short lead.
      const joined = [lead(briefLeads[tone], first), ...rest.map(midSentence)].join('; ');
      result = finish(`${stripEnd(joined)}${mark}`);
      break;
    }
    case 'straightforward': {
      const body = statements.map((each) => finish(each)).join(' ');
      result = [body, plainEndings[tone]].filter(Boolean).join(' ');
      break;
    }
    case 'detailed': {
      const body = [finish(lead(openers[tone], first)), ...rest.map((each) => finish(each))]
        .map((sentence) => sentence.replace(/\.$/, mark))
        .join(' ');
      result = [body, detailLines[tone], closings[tone]].join(' ');
      break;
    }
    case 'poetic': {
      const lines = [lead(openers[tone], first), ...rest.map(midSentence)].map((line) => stripEnd(line));
      result = `${upperFirst(lines.join(',\n'))},\n${poeticLines[tone]}${mark}`;
      break;
    }
  }
  // Text with nothing readable in it (control characters only) comes back as it was given.
  return /[\p{L}\p{N}]/u.test(result) ? result.trim() : text.trim();
}
