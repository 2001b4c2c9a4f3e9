import nlp from 'compromise';

/**
 * The dictionary form of an English word ("skied" → "ski", "cacti" → "cactus", "taught" →
 * "teach"), from compromise's own lexicon and inflection rules: no model is downloaded, and the
 * library runs on the server and in the scene lab only (docs/decisions/0041). The lexicon keeps its
 * own phrases and their plurals; this catches the forms it does not list.
 *
 * A word's lemma never depends on what was asked before, so the cache only saves time: it is
 * emptied when full rather than grown without bound by random text.
 */
const cache = new Map<string, string>();
const cacheLimit = 20_000;
/** Only plain lower-case words are worth asking about (keys are already folded). */
const plainWord = /^[a-z]{4,30}$/;
const lemmaShape = /^[a-z]{2,30}$/;

export function lemmaOf(key: string): string {
  if (!plainWord.test(key)) return key;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const doc = nlp(key);
  doc.compute('root');
  const term = (doc.json() as { terms?: { root?: string; normal?: string }[] }[])[0]?.terms?.[0];
  const root = term?.root && lemmaShape.test(term.root) ? term.root : key;
  if (cache.size >= cacheLimit) cache.clear();
  cache.set(key, root);
  return root;
}

// compromise builds its lexicon on first use (~100 ms): pay that when the server loads the
// generator, not inside the first world a user waits for.
lemmaOf('warming');
