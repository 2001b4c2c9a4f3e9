import { namesIn, readsAsName, withoutTypos } from './grammar';

/**
 * What makes a written text readable, as checks: the corpus test holds the offline writer to them,
 * and the AI service holds a provider's answer to them before showing it (decision 0053).
 */

const wordPattern = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{M}]+)?/gu;

/** Words that carry no fact of their own: function words, auxiliaries, wishes, hedges, fillers. */
const functionWords = new Set(
  `a an the and or but so nor yet if then than that this these those there here it its it's itself
  i me my mine myself we us our ours ourselves you your yours yourself he him his she her hers they them their theirs
  am is are was were be been being have has had having do does did doing will would shall should can could may might must
  want wants wanted wish wishes hope hopes plan plans dream dreams would like love to of in on at by for with from into onto
  over under about as up down out off again very really just truly actually basically literally quite totally definitely
  maybe perhaps hopefully someday one day eventually future some any all each every no not only also too much many more most
  who whom whose which what when where why how while because until till since though although whether
  i'm i'd i'll i've we're we'd we'll we've it’s i’m i’d i’ll i’ve don't dont can't cant won't wont
  going gonna wanna get got become becomes becoming like`.split(/\s+/),
);

export function words(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

/** The content words (people, places, things, actions, qualities), lower case, in order. */
export function contentWords(text: string): string[] {
  // A typo the writer corrected ("teh" → "the") is not a word lost.
  return words(withoutTypos(text))
    .map((word) => word.toLowerCase())
    .filter((word) => !functionWords.has(word) && (word.length > 1 || /\p{N}/u.test(word)));
}

/** Same word, allowing for a changed ending ("living" / "live", "swims" / "swim"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const stem = Math.max(4, Math.min(a.length, b.length) - 3);
  return a.length >= 4 && b.length >= 4 && a.slice(0, stem) === b.slice(0, stem);
}

/** The share (0–1) of the input's content words that the output still holds. */
export function keptShare(input: string, output: string): number {
  const wanted = [...new Set(contentWords(input))];
  if (wanted.length === 0) return 1;
  const have = new Set(contentWords(output));
  const kept = wanted.filter((word) => have.has(word) || [...have].some((other) => sameWord(word, other)));
  return kept.length / wanted.length;
}

/** The first word said twice in a row ("as as"), or null. Words capitalised both times are names. */
export function doubledWord(text: string, allowed: ReadonlySet<string> = new Set()): string | null {
  const pattern = /\b([\p{L}\p{N}'’]+)\s+\1\b/giu;
  for (const match of text.matchAll(pattern)) {
    const [pair = '', word = ''] = match;
    const [left = '', right = ''] = pair.split(/\s+/);
    if (left !== right) {
      if (left.toLowerCase() !== right.toLowerCase()) continue;
    }
    if (/^\p{Lu}/u.test(left) && /^\p{Lu}/u.test(right)) continue;
    if (allowed.has(word.toLowerCase())) continue;
    return pair;
  }
  return null;
}

/**
 * The first capitalised word that follows a lower-case word mid-sentence ("My legacy is
 * Healthier oceans"), or null. "I", acronyms and words in `allowed` (the user's own capitalised
 * words: names, places) are fine.
 */
export function capitalAfterLowerCase(text: string, allowed: ReadonlySet<string>): string | null {
  for (const sentence of text.split(/(?<=[.!?…:;“”"])\s+|\n+/u)) {
    const tokens = sentence.split(/\s+/).filter(Boolean);
    for (let index = 1; index < tokens.length; index++) {
      const previous = tokens[index - 1] ?? '';
      // A quotation opens a sentence of its own: “Today is a good day.”
      if (/^[“"‘]/u.test(tokens[index] ?? '')) continue;
      const word = (tokens[index] ?? '').replace(/^[^\p{L}]+|[^\p{L}'’-]+$/gu, '');
      if (!/^\p{Lu}/u.test(word) || !/\p{Ll}[^\p{L}]*$/u.test(previous) || /[.!?:;…“"]$/u.test(previous))
        continue;
      if (word === 'I' || /^I['’]/.test(word) || (word.length > 1 && word === word.toUpperCase())) continue;
      if (allowed.has(word) || readsAsName(word)) continue;
      return word;
    }
  }
  return null;
}

/**
 * The words a text may capitalise mid-sentence, learnt from what the user typed (decision 0053):
 * a word the user capitalised inside a sentence ("a villa in Santorini") and the `extra` words
 * (the name, the world's title). A capital at the start of an answer or a sentence, or in an
 * answer typed in capitals, is the sentence's or the shouting's, not a name's: "Snow white",
 * "Clay, travel…", "SOLID AND TIRELESS" allow nothing, unless the word reads as a name wherever it
 * stands ("Japan, Portugal", "PARIS").
 */
export function allowedCapitals(source: string, extra: readonly string[] = []): Set<string> {
  const allowed = new Set<string>();
  const allow = (word: string) => {
    allowed.add(word);
    allowed.add(word.charAt(0) + word.slice(1).toLowerCase());
  };
  for (const sentence of source.split(/(?<=[.!?…:;])\s+|\n+/u)) {
    const all = words(sentence);
    // "I LIVE IN SÃO PAULO": in a shouted sentence, the words the tagger reads as names in context.
    const shoutedNames = /\p{Lu}{2}/u.test(sentence) ? namesIn(sentence.toLowerCase()) : new Set<string>();
    all.forEach((word, index) => {
      if (!/^\p{Lu}/u.test(word)) return;
      const shouted = word.length > 1 && word === word.toUpperCase();
      // "Provence, Sicily and Portugal": a list of capitalised items is a list of names.
      // "Île de Ré", "Paco de Lucía": past "and" and a name's particle.
      const skip = /^(?:and|de|da|del|di|du|van|von|der|la|le|el)$/.test(all[index + 1] ?? '');
      const next = skip ? all[index + 2] : all[index + 1];
      const listOfNames = index === 0 && !shouted && /^\p{Lu}\p{Ll}/u.test(next ?? '');
      if ((index > 0 && !shouted) || listOfNames || readsAsName(word) || shoutedNames.has(word.toLowerCase()))
        allow(word);
    });
  }
  for (const text of extra) for (const word of words(text)) allow(word);
  return allowed;
}

/** True when every sentence (and every line) ends with a mark: . ! ? … or a closing quote. */
export function endsEverySentence(text: string): boolean {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .every((line) => /[.!?…”"]$/u.test(line) || /,$/.test(line));
}

/** Template leftovers: "{name}", "undefined", "[object Object]", "null", "NaN", "${". */
export function hasPlaceholder(text: string): boolean {
  return /\{[^}]*\}|\$\{|\bundefined\b|\bnull\b|\[object Object\]|\bNaN\b/.test(text);
}

/**
 * A frame that supplies a subject or a verb put around a clause that already has its own ("I am
 * life is good", "I’ve got the house smells of salt"), or "someone who" with my own things
 * ("someone who opens my own bakery"). Returns the broken phrase, or null.
 */
export function frameOnClause(text: string): string | null {
  const patterns = [
    /\b(?:I am|[Mm]y life is) \p{Ll}+(?:['’]s| is| are)\s+\p{L}+/u,
    /\b(?:I[’']ve got|I have|includes|holds|blessed with)\s+(?:the|my|our)\s+\p{L}+\s+(?:smells|feels|looks|sounds|tastes|seems|is|are)\b/iu,
    /\bsomeone who\b[^.!?;:]*?\b(?:my|me|myself)\b/iu,
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(text)?.[0];
    if (found) return found;
  }
  return null;
}
