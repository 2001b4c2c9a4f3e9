import nlp from 'compromise';
import type { RephraseTone } from '#shared/ai';

/**
 * How each tone words a sentence (decision 0080): the same facts, different words. Each function
 * takes and gives one sentence without its end mark. Contractions come from compromise, so "I am",
 * "it is", "we are" and "do not" are read as the tagger reads them, not by suffix rules.
 */

/** Words that add length, not meaning: the concise tone drops them. */
const fillers =
  /\b(?:really|very|just|truly|actually|basically|literally|quite|totally|definitely|absolutely|incredibly|extremely|super|simply|maybe|perhaps|honestly)\s+(?!(?:as|to|of|and|or)\b)/gi;

/** Roundabout phrases the concise tone says in fewer words. */
const shorter: [RegExp, string][] = [
  [/\bevery single\b/gi, 'every'],
  [/\bin order to\b/gi, 'to'],
  [/\bam able to\b/gi, 'can'],
  [/\ba lot of\b/gi, 'much'],
  [/\blots of\b/gi, 'many'],
  [/\ball of (my|our|the)\b/gi, 'all $1'],
  [/\bso much\b/gi, 'much'],
];

/** The text as compared word for word: lower case, one kind of apostrophe, single spaces. */
function plain(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

/**
 * "who I am", "where it is", "what it is about": a verb that ends its clause (or has only a
 * preposition after it) keeps its full form; "who I’m" is not English.
 */
const clauseEndContraction =
  /\b(I|it|we|you|they|he|she|that|there)’(m|s|re|ve)(?=\s*$|\s+(?:about|for|in|of|at|with|from|to|on|like)\s*$)/gi;
const fullForms: Record<string, string> = { m: 'am', s: 'is', re: 'are', ve: 'have' };

/**
 * "I am" → "I’m", "do not" → "don’t": compromise contracts what it reads as one verb group. Its
 * result is checked by expanding it again: when that does not give the sentence back word for
 * word, the sentence stays as it was.
 */
function contracted(sentence: string): string {
  const doc = nlp(sentence);
  doc.contract();
  const text = doc.text();
  const again = nlp(text);
  again.contractions().expand();
  if (!text || plain(again.text()) !== plain(sentence)) return sentence.replace(/'/g, '’');
  // "I've two dogs" is not how people talk: "have" that owns something stays whole.
  const owning = text
    .replace(/'/g, '’')
    .replace(
      /\b(I|we|you|they)’ve\s+(?!been\b|got\b|\p{L}+ed\b|made\b|done\b|seen\b|found\b|built\b|grown\b)/giu,
      '$1 have ',
    )
    .replace(
      clauseEndContraction,
      (_match, who: string, ending: string) => `${who} ${fullForms[ending.toLowerCase()]}`,
    );
  // "we have two dogs" → "we’ve got two dogs": owning, said the way people say it.
  return owning.replace(/\b(I|we|they|you) have (?!to\b|been\b|got\b|\p{L}+ed\b)/giu, '$1’ve got ');
}

/** "I'm" → "I am": measured prose spells its verbs out. */
function expanded(sentence: string): string {
  if (!/['’]/.test(sentence)) return sentence;
  const doc = nlp(sentence.replace(/’/g, "'"));
  doc.contractions().expand();
  // Possessives ("my grandmother's house") are not contractions and come back as they were;
  // "can't" is "cannot" in one word.
  return (doc.text() || sentence).replace(/'/g, '’').replace(/\b(c)an not\b/gi, '$1annot');
}

/** Verbs that "I get to…" does not suit: states, wishes and helpers, not things one gets to do. */
const notGetTo =
  /^(?:am|is|are|was|be|have|has|had|do|does|can|could|will|would|shall|should|may|might|must|get|got|love|like|want|need|feel|know|think|believe|hope|wish|own|am|keep|’m|'m)$/i;

/**
 * "I live by the sea" → "I get to live by the sea": the inspiring tone says a life is a gift.
 * Only a sentence that opens with "I" and a verb in its plain form (the tagger decides).
 */
function asGift(sentence: string): string {
  const match = /^I\s+([\p{L}’']+)(\s|$)/u.exec(sentence);
  const verb = match?.[1] ?? '';
  if (!match || notGetTo.test(verb)) return sentence;
  const [, term] = (nlp(sentence).json() as { terms: { tags: string[] }[] }[])[0]?.terms ?? [];
  const plain = term?.tags.includes('Infinitive') && !term.tags.includes('Gerund');
  // "I get to live in a cabin and be a bush pilot": a later "am" follows "get to" too.
  return plain ? `I get to ${sentence.slice(2).replace(/\band am\b/g, 'and be')}` : sentence;
}

/** "I love my family" → "I value my family": the professional tone uses measured verbs. */
function measured(sentence: string): string {
  return (
    sentence
      // Only the sentence's own verb: "the people I love" is the user's, and stays.
      .replace(/^(I|We)\s+(?:really\s+|truly\s+)?(?:love|adore)\b(?!\s+(?:to|it)\b)/, '$1 value')
      .replace(/\b(?:so|super|really)\s+(?=\p{L}+(?:ful|ing|ed|y|ous|ive|al)\b)/giu, '')
      .replace(/!/g, '.')
  );
}

/**
 * "I live in a cabin by the lake" → "By the lake, I live in a cabin": the creative tone sets the
 * scene first. Only a sentence about me with no comma, whose last phrase is where or with whom.
 */
function sceneFirst(sentence: string): string {
  if (/[,;:]/.test(sentence) || !/^(?:I|We)\s/.test(sentence)) return sentence;
  const match =
    /^(.{6,}?)\s+((?:by|in|on|at|near|beside|under|among|with|above|across|along|beneath)\s+(?:the|my|our|a|an)\s+[^,]{2,40})$/iu.exec(
      sentence,
    );
  if (!match) return sentence;
  const [, rest = '', scene = ''] = match;
  // "along the canals and paddling my kayak": a scene holds a place, not a second action.
  if (/\band\b/i.test(scene)) return sentence;
  // "I no longer work in an office": what is not in my life is no scene to open on.
  if (/\b(?:not|no|never|nor|without)\b|n[’']t\b/i.test(rest)) return sentence;
  // "I am in love with my life": a phrase the verb needs is not a scene.
  if (/\s(?:am|is|are|be)$/i.test(rest) || /\b(?:in|on|at|by|with)$/i.test(rest)) return sentence;
  if (rest.split(/\s+/).length < 3) return sentence;
  return `${scene.charAt(0).toUpperCase()}${scene.slice(1)}, ${rest.replace(/^We\b/, 'we')}`;
}

/** Pictures the creative tone adds to a sentence about a place, by what the place is. */
const images: [RegExp, string][] = [
  [/\b(?:sea|ocean|coast|beach|shore|waves?|bay|island)\b/i, 'where the waves keep time'],
  [/\b(?:mountains?|alps|peaks?|hills?|valley)\b/i, 'where the air is clear as glass'],
  [/\b(?:forest|woods?|trees)\b/i, 'where the trees keep watch'],
  [/\b(?:lake|river|stream)\b/i, 'where the water holds the sky'],
  [/\b(?:garden|farm|farmhouse|fields?|vineyards?|countryside)\b/i, 'where everything grows'],
  [/\b(?:desert|dunes?)\b/i, 'where the light goes gold'],
  [/\b(?:city|town|streets?|loft|penthouse|apartment)\b/i, 'where the streets never sleep'],
];

/**
 * "I live by the sea" → "I live by the sea, where the waves keep time": the creative tone adds a
 * picture of the place the sentence names, after every word of it. None when the place is unknown.
 */
function withImage(sentence: string): string {
  if (/\bwhere\b/i.test(sentence)) return sentence;
  // The picture follows its place: "…, writing books every day, where the air is clear" would not.
  const end = (sentence.split(',').pop() ?? '').trim().split(/\s+/).slice(-4).join(' ');
  const image = images.find(([place]) => place.test(end))?.[1];
  return image ? `${sentence}, ${image}` : sentence;
}

/** A text without the pictures `withImage` added, so a second rephrase does not add them twice. */
export function withoutImages(text: string): string {
  // A verse puts the picture on a line of its own: ",\nwhere the waves keep time".
  return images.reduce((own, [, image]) => own.replace(new RegExp(`,\\s+${image}`, 'g'), ''), text);
}

/** One sentence in the tone's words: contractions, verbs, fillers, word order. */
export function wordedFor(tone: RephraseTone, sentence: string, first: boolean): string {
  switch (tone) {
    case 'concise': {
      // "I am so happy" → "I am happy": "so" before a quality is an intensifier.
      let text = sentence
        .replace(fillers, '')
        .replace(/\b(am|is|are|feel|feels|’m|'m)\s+so\s+(?!much\b|many\b)/gi, '$1 ');
      for (const [pattern, replacement] of shorter) text = text.replace(pattern, replacement);
      return expanded(text);
    }
    case 'casual':
      return contracted(sentence);
    case 'professional':
      return measured(expanded(sentence));
    case 'inspiring':
      return first ? asGift(sentence) : sentence;
    case 'creative': {
      if (!first) return sentence;
      const scene = sceneFirst(sentence);
      return scene === sentence ? withImage(sentence) : scene;
    }
  }
}
