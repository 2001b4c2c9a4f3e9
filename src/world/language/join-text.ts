import { repeatsPhrase } from './repeats';
import { fitText } from './text';

/** ["a", "b", "c"] → "a, b and c". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Adds whole sentences while they fit; a first sentence that is too long is cut at a word. A
 * sentence that repeats a phrase already said is left out.
 */
export function joinWithin(sentences: readonly string[], max: number): string {
  let text = '';
  for (const sentence of sentences.filter(Boolean)) {
    if (repeatsPhrase(text, sentence)) continue;
    const next = text ? `${text} ${sentence}` : sentence;
    if (next.length <= max) text = next;
    else if (!text) return fitText(sentence, max);
  }
  return text;
}
