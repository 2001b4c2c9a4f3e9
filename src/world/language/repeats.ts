/**
 * Answers pasted or typed twice ("A snowy chalet. A snowy chalet. …", "a snowy chalet a snowy
 * chalet …") must not come back as a card that says the same thing over and over.
 */

/** Lower-case letters and digits only, so "Chalet," and "chalet" compare equal. */
const wordKey = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The longest run of words that can repeat back to back and still be caught. */
const maxRunWords = 8;

/**
 * Drops a run of words that repeats right after itself: "a snowy chalet, a snowy chalet" →
 * "a snowy chalet". One pass over the words (each compared with the last few kept), so a
 * 200,000-character answer costs no more than a linear scan.
 */
export function withoutRepeats(clause: string): string {
  const kept: string[] = [];
  const keptKeys: string[] = [];
  const words = clause.split(/\s+/).filter(Boolean);
  const keys = words.map(wordKey);
  let index = 0;
  while (index < words.length) {
    let skip = 0;
    // Two words or more: one repeated word ("very very") is emphasis, not a paste.
    for (let length = 2; length <= maxRunWords && !skip; length++) {
      if (length > keptKeys.length || index + length > words.length) break;
      let equal = true;
      for (let offset = 0; offset < length && equal; offset++)
        equal = keys[index + offset] === keptKeys[keptKeys.length - length + offset];
      if (equal) skip = length;
    }
    if (skip) {
      index += skip;
      continue;
    }
    kept.push(words[index] ?? '');
    keptKeys.push(keys[index] ?? '');
    index += 1;
  }
  // The copy that stays keeps its words but not the comma that joined it to the next copy.
  return kept.join(' ').replace(/[,;:\s]+$/u, '');
}

/** Small words that make no phrase on their own ("of the", "and a"). */
const smallWords = new Set(
  'a an the and or but of in on at to for by with from my our your his her their its it is are am be i you we he she they me us that this'.split(
    ' ',
  ),
);

/** Two words in a row, both meaningful ("snowy chalet"): the unit a repeated phrase is recognised by. */
function phrasesOf(text: string): string[] {
  const keys = text.split(/\s+/).map(wordKey).filter(Boolean);
  const result: string[] = [];
  for (let index = 0; index + 2 <= keys.length; index++) {
    const [first = '', second = ''] = [keys[index], keys[index + 1]];
    if (!smallWords.has(first) && !smallWords.has(second)) result.push(`${first} ${second}`);
  }
  return result;
}

/** True when `sentence` says again a phrase `text` already says, so a card never repeats one. */
export function repeatsPhrase(text: string, sentence: string): boolean {
  if (!text) return false;
  const seen = new Set(phrasesOf(text));
  return phrasesOf(sentence).some((phrase) => seen.has(phrase));
}
