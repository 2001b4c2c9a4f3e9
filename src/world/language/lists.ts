import { opensWithVerb, withArticle } from './grammar';

/**
 * Lists inside an answer, made to read as a list in a sentence: "coffee by the fire, writing all
 * morning, an afternoon hike" → "…, writing all morning and an afternoon hike", and a list of
 * actions that slips into things ("swim at sunrise, paint until lunch, long lunch with friends")
 * keeps one verb per item ("…, paint until lunch and enjoy a long lunch with friends").
 */

/** Top-level items of a list: split at commas and semicolons (not inside brackets). */
function itemsOf(text: string): string[] {
  return text.split(/\s*[,;]\s+/).filter((item) => /[\p{L}\p{N}]/u.test(item));
}

/** Words that open a clause or an add-on, not a new item: "a hammock, where I read". */
const notAnItem =
  /^(?:where|which|who|that|when|while|because|so|but|with|without|like|as|and|or|in|on|at|by|for|from|to|of|after|before|every|each|always|still|even|just|too|all)\b/i;

/** Three or more comma-separated items and no "and"/"or": the last one gets its "and". */
export function withFinalAnd(text: string): string {
  if (/\s(?:and|or|&|nor)\s/i.test(text)) return text;
  const items = itemsOf(text);
  if (items.length < 3 || items.slice(1).some((item) => notAnItem.test(item))) return text;
  if (/;/.test(text)) return text;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A list of actions with one verb per item: an item that is a thing gets "enjoy" (once for a run
 * of things), and the last item its "and". A list of actions only is left as it is, with its "and".
 */
export function actionList(action: string): string {
  const items = itemsOf(action);
  if (items.length < 2 || /;/.test(action)) return action;
  const verbs = items.map((item, index) => index === 0 || opensWithVerb(item.replace(/^and\s+/i, '')));
  // "get up at four to bake, open the shop": two actions are joined by "and" too.
  if (verbs.every(Boolean)) return items.length === 2 ? items.join(' and ') : withFinalAnd(action);
  const written = items.map((item, index) => {
    const bare = item.replace(/^and\s+/i, '');
    if (verbs[index]) return bare;
    return verbs[index - 1] === false ? withArticle(bare) : `enjoy ${withArticle(bare)}`;
  });
  return `${written.slice(0, -1).join(', ')} and ${written[written.length - 1]}`;
}
